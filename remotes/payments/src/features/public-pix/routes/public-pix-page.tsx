import { ApiError } from '@arara/api-client';
import type { TPublicPixTransaction } from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { StatusScreen } from '@arara/ui/core';
import { Descriptions, formatDateTime, Money } from '@arara/ui/data';
import { PageFrame } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { publicPixQueryOptions } from '../api/get-public-pix';

const isUuid = (value: string) => z.safeParse(z.uuid(), value).success;

/**
 * The public page /pix/{id_transaction}: anyone with the link (no session) reads the status, amount,
 * date, end-to-end id and the masked payer and receiver. Rendered outside the dashboard.
 */
export function PublicPixPage() {
  const { t } = useTranslation('payments');
  const { transactionId = '' } = useParams();
  const isValidId = isUuid(transactionId);
  const query = useQuery({ ...publicPixQueryOptions(transactionId), enabled: isValidId });
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  const notFound = <StatusScreen status="notFound" title={t('publicPix.notFound')} />;
  return (
    <PageFrame
      title={t('publicPix.title')}
      description={t('publicPix.description')}
      breadcrumb={[]}
    >
      {isValidId && !isNotFound ? (
        <QueryView query={query} errorTitle={t('publicPix.loadError')}>
          {(transaction) => <PublicPixDetails transaction={transaction} />}
        </QueryView>
      ) : (
        notFound
      )}
    </PageFrame>
  );
}

function PublicPixDetails({ transaction }: { transaction: TPublicPixTransaction }) {
  const { t, i18n } = useTranslation('payments');
  const party = (role: 'payer' | 'receiver') => {
    const { name, document, institution } = transaction[role];
    return (
      <Descriptions
        title={t(`publicPix.${role}`)}
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('pix.receiver.name'), children: name },
          { key: 'document', label: t('pix.receiver.document'), children: document },
          { key: 'institution', label: t('pix.receiver.institution'), children: institution },
        ]}
      />
    );
  };
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: t('flow.fields.status'),
            children: t(`status.${transaction.status}`),
          },
          {
            key: 'amount',
            label: t('flow.fields.amount'),
            children: <Money cents={transaction.amount} strong />,
          },
          {
            key: 'date',
            label: t('flow.fields.date'),
            children: formatDateTime(transaction.createdAt, i18n.language),
          },
          {
            key: 'endToEndId',
            label: t('flow.fields.endToEndId'),
            children: transaction.endToEndId ?? '—',
          },
        ]}
      />
      {party('payer')}
      {party('receiver')}
    </>
  );
}
