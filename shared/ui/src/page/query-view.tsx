import { ApiError } from '@arara/api-client';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, PendingIndicator, StatusScreen } from '@arara/ui/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** Shown for a 404: the spec's "… not found" text of the record. */
  notFound?: { title: string; backTo: string; backLabel: string };
  /** Shown for any other failure; default 'Error loading data'. */
  errorTitle?: string;
  /** Shown for a 403 (the role may not read this); default `errorTitle`. */
  forbiddenTitle?: string;
  children: (data: T) => ReactNode;
};

/** One query's three outcomes: loading, the spec's error texts, or the data. */
export function QueryView<T>({
  query,
  notFound,
  errorTitle,
  forbiddenTitle,
  children,
}: QueryViewProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <PendingIndicator />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 && notFound) {
      return (
        <StatusScreen
          status="notFound"
          title={notFound.title}
          actions={
            <Link to={notFound.backTo}>
              <Button>{notFound.backLabel}</Button>
            </Link>
          }
        />
      );
    }
    const title =
      status === 403 && forbiddenTitle ? forbiddenTitle : (errorTitle ?? t('errors.loadingData'));
    return (
      <Alert
        type="error"
        showIcon
        title={title}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('errorScreen.tryAgain')}
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
