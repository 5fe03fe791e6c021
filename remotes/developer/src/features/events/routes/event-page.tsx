import {
  type TWebhookAttempt,
  type TWebhookEventDetail,
  WEBHOOK_EVENT_TYPE_LABELS,
} from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Flex, Title } from '@arara/ui/core';
import { Descriptions, formatDateTime, moneyItem, StatusTag } from '@arara/ui/data';
import { DetailPage } from '@arara/ui/page';
import { InlineTable } from '@/components/inline-table';
import { JsonSection } from '@/components/json-block';
import { eventQueryOptions } from '../api/events';
import { EVENT_STATUS } from '../components/event-status';
import { ResendButton } from '../components/resend-button';

const SPEC = {
  titleKey: 'events.detailTitle',
  parents: [
    { titleKey: 'development.title', path: '/development/webhooks' },
    { titleKey: 'events.title', path: '/development/events' },
  ],
};

function Attempts({ items }: { items: TWebhookAttempt[] }) {
  const { t, i18n } = useTranslation('developer');
  return (
    <InlineTable<TWebhookAttempt>
      items={items}
      empty={t('events.attempts.empty')}
      columns={[
        {
          key: 'attemptedAt',
          title: t('events.attempts.attemptedAt'),
          render: (_, row) => formatDateTime(row.attemptedAt, i18n.language),
        },
        {
          key: 'statusCode',
          title: t('events.attempts.statusCode'),
          render: (_, row) => row.statusCode ?? '—',
        },
        {
          key: 'latency',
          title: t('events.attempts.latency'),
          align: 'right',
          render: (_, row) => t('events.attempts.ms', { ms: row.latencyMs }),
        },
        {
          key: 'error',
          title: t('events.attempts.error'),
          render: (_, row) => row.error ?? '—',
        },
      ]}
    />
  );
}

function EventDetail({ merchantId, event }: { merchantId: string; event: TWebhookEventDetail }) {
  const { t, i18n } = useTranslation('developer');
  const text = textFor(t);
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <Flex vertical gap={24}>
      <Flex justify="flex-end">
        <ResendButton merchantId={merchantId} event={event} />
      </Flex>
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: t('events.columns.status'),
            children: <StatusTag kind={EVENT_STATUS} status={event.status} />,
          },
          {
            key: 'type',
            label: t('events.columns.type'),
            children: text(WEBHOOK_EVENT_TYPE_LABELS[event.type]),
          },
          { key: 'eventId', label: t('events.fields.eventId'), children: event.eventId },
          {
            key: 'webhookUrl',
            label: t('events.columns.webhookUrl'),
            children: <span style={{ wordBreak: 'break-all' }}>{event.webhookUrl}</span>,
          },
          ...(event.resource.amount === null
            ? []
            : [moneyItem('amount', t('events.columns.amount'), event.resource.amount)]),
          { key: 'attempts', label: t('events.columns.attempts'), children: event.attempts },
          {
            key: 'createdAt',
            label: t('events.columns.createdAt'),
            children: date(event.createdAt),
          },
          {
            key: 'deliveredAt',
            label: t('events.fields.deliveredAt'),
            children: date(event.deliveredAt),
          },
          {
            key: 'nextAttemptAt',
            label: t('events.fields.nextAttemptAt'),
            children: date(event.nextAttemptAt),
          },
        ]}
      />
      <JsonSection title={t('events.payload')} value={event.payload} empty="—" />
      <section>
        <Title level={4}>{t('events.attempts.title')}</Title>
        <Attempts items={event.attemptLog} />
      </section>
    </Flex>
  );
}

/** `/development/events/{id}`: one event, its payload and every delivery attempt. */
export function EventPage() {
  const { t } = useTranslation('developer');
  return (
    <DetailPage
      namespace="developer"
      spec={SPEC}
      query={eventQueryOptions}
      errorTitle={t('events.loadError')}
      forbiddenTitle={t('forbidden')}
      notFound={{
        title: t('webhookEvents.errors.notFound'),
        backTo: '/development/events',
        backLabel: t('events.back'),
      }}
    >
      {(event, merchantId) => <EventDetail merchantId={merchantId} event={event} />}
    </DetailPage>
  );
}
