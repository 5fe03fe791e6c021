import { type TWebhookEvent, WEBHOOK_EVENT_TYPE_LABELS } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { dateColumn, formatDateTime, linkColumn, Money, statusColumn } from '@arara/ui/data';
import type { TableProps } from '@arara/ui/table';
import { EVENT_STATUS } from './event-status';
import { ResendButton } from './resend-button';

/** The columns of one page of events; each row opens its payload and attempts. */
export function useEventColumns(merchantId: string): TableProps<TWebhookEvent>['columns'] {
  const { t, i18n } = useTranslation('developer');
  const text = textFor(t);
  return [
    linkColumn(
      'type',
      t('events.columns.type'),
      (row) => `/development/events/${row.id}`,
      (row) => text(WEBHOOK_EVENT_TYPE_LABELS[row.type]),
    ),
    statusColumn(t('events.columns.status'), EVENT_STATUS),
    {
      key: 'webhookUrl',
      title: t('events.columns.webhookUrl'),
      render: (_, row) => <span style={{ wordBreak: 'break-all' }}>{row.webhookUrl}</span>,
    },
    {
      key: 'amount',
      title: t('events.columns.amount'),
      align: 'right',
      render: (_, row) =>
        row.resource.amount === null ? '—' : <Money cents={row.resource.amount} />,
    },
    {
      key: 'attempts',
      title: t('events.columns.attempts'),
      align: 'right',
      render: (_, row) => row.attempts,
    },
    dateColumn('createdAt', t('events.columns.createdAt'), i18n.language, formatDateTime),
    {
      key: 'actions',
      // Kept in view when a narrow screen scrolls the table sideways.
      fixed: 'right' as const,
      title: t('events.columns.actions'),
      render: (_, row) => <ResendButton merchantId={merchantId} event={row} size="small" />,
    },
  ];
}
