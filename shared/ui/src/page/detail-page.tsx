import type { TextNamespace } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { PendingIndicator } from '@arara/ui/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { QueryView } from './query-view';
import { type PageSpec, RoutePage } from './route-page';

type QueryTexts = Omit<ComponentProps<typeof QueryView>, 'query' | 'children'>;

type DetailPageProps<T, TKey extends QueryKey> = QueryTexts & {
  /** The i18n namespace of the remote that renders the page (its title keys). */
  namespace: TextNamespace;
  spec: PageSpec;
  /** The record's query (its `queryOptions`), of the current merchant and the route's `:id`. */
  query: (merchantId: string, id: string) => UseQueryOptions<T, Error, T, TKey>;
  /** The record's own name as the page title, once loaded. */
  title?: (record: T) => string;
  /** Page actions at the right of the title, once the record is loaded. */
  extra?: (record: T) => ReactNode;
  /** The page's content: the loaded record, for the current merchant. */
  children: (record: T, merchantId: string) => ReactNode;
};

/**
 * A routed page of one record of the current merchant (the route's `:id`): its frame (breadcrumb, the record's name
 * as the title), a spinner until the merchant is known, then the record's query (QueryView:
 * loading, not found with a way back, error) and its content.
 */
export function DetailPage<T, TKey extends QueryKey>({
  namespace,
  spec,
  query: optionsOf,
  title,
  extra,
  children,
  ...texts
}: DetailPageProps<T, TKey>) {
  const { merchantId } = useCurrentMerchant();
  const { id = '' } = useParams();
  const query = useQuery({ ...optionsOf(merchantId ?? '', id), enabled: merchantId !== null });
  const record = query.data;
  return (
    <RoutePage
      namespace={namespace}
      spec={spec}
      title={record === undefined ? undefined : title?.(record)}
      extra={record === undefined ? undefined : extra?.(record)}
    >
      {merchantId === null ? (
        <PendingIndicator />
      ) : (
        <QueryView query={query} {...texts}>
          {(data) => children(data, merchantId)}
        </QueryView>
      )}
    </RoutePage>
  );
}
