import type { TWebhookEvent } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Button, toast } from '@arara/ui/core';
import { formatDate, StatusTag } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { QueryView } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { EVENT_STATUS } from '@/components/statuses';
import { documentEventsQueryOptions, useResendDocumentEvent } from '../api/document-events';

/** Sends a sent or failed delivery again; a pending one is on its way already. */
function ResendEvent({ merchantId, event }: { merchantId: string; event: TWebhookEvent }) {
  const { t } = useTranslation('documents');
  const resend = useResendDocumentEvent(merchantId, event.id);
  if (event.status === 'pending') return null;
  return (
    <Button
      size="small"
      loading={resend.isPending}
      onClick={() =>
        void resend.mutateAsync({}).then(
          () => toast.success(t('events.resent')),
          () => toast.error(t('events.resendFailed')),
        )
      }
    >
      {t('events.resend')}
    </Button>
  );
}

/** The family of a delivery's type: a Pix, an infraction, or a test. */
const categoryOf = (type: TWebhookEvent['type']): 'pix' | 'infraction' | 'test' => {
  if (type.startsWith('pix_')) return 'pix';
  if (type.startsWith('infraction_')) return 'infraction';
  return 'test';
};

const timeOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/** The webhook deliveries of this document: date, time, category, type, status, re-send. */
export function EventsTab({ merchantId, documentId }: { merchantId: string; documentId: string }) {
  const { t, i18n } = useTranslation('documents');
  const { can } = useCurrentMerchant();
  const query = useQuery(documentEventsQueryOptions(merchantId, documentId));
  return (
    <QueryView
      query={query}
      errorTitle={t('events.loadError')}
      forbiddenTitle={t('events.forbidden')}
    >
      {(page) => (
        <Table<TWebhookEvent>
          rowKey="id"
          dataSource={page.items}
          pagination={false}
          locale={{ emptyText: t('events.empty') }}
          columns={[
            {
              key: 'date',
              title: t('events.date'),
              render: (_, row) => formatDate(row.createdAt, i18n.language),
            },
            {
              key: 'time',
              title: t('events.time'),
              render: (_, row) => timeOf(row.createdAt, i18n.language),
            },
            {
              key: 'category',
              title: t('events.category'),
              render: (_, row) => t(`events.categories.${categoryOf(row.type)}`),
            },
            {
              key: 'type',
              title: t('events.type'),
              render: (_, row) => t(`events.types.${row.type}`),
            },
            {
              key: 'status',
              title: t('events.status'),
              render: (_, row) => <StatusTag kind={EVENT_STATUS} status={row.status} />,
            },
            ...(can('developer.manage')
              ? [
                  {
                    key: 'actions',
                    title: t('events.actions'),
                    render: (_: unknown, row: TWebhookEvent) => (
                      <ResendEvent merchantId={merchantId} event={row} />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </QueryView>
  );
}
