import {
  type TWebhookDeliveryType,
  type TWebhookEventStatus,
  WEBHOOK_DELIVERY_TYPES,
  WEBHOOK_EVENT_STATUSES,
  WEBHOOK_EVENT_TYPE_LABELS,
} from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';
import { resolvePeriod } from '@arara/ui/data';
import { useQuery } from '@tanstack/react-query';
import { DeveloperPage } from '@/components/developer-page';
import { KeysetList, OneOfFilter, useKeysetSearch } from '@/components/keyset-list';
import { readOneOf } from '@/lib/search-params';
import { eventsQueryOptions } from '../api/events';
import { useEventColumns } from '../components/events-table';

const SPEC = {
  titleKey: 'events.title',
  descriptionKey: 'events.description',
  parents: [{ titleKey: 'development.title', path: '/development/webhooks' }],
};

function Events({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('developer');
  const text = textFor(t);
  const search = useKeysetSearch();
  const { params, period, cursors, filter } = search;
  const status = readOneOf<TWebhookEventStatus>(params, 'status', WEBHOOK_EVENT_STATUSES);
  const type = readOneOf<TWebhookDeliveryType>(params, 'type', WEBHOOK_DELIVERY_TYPES);
  const webhookId = params.get('webhookId') || undefined;
  const { from, to } = resolvePeriod(period);
  const columns = useEventColumns(merchantId);
  const page = useQuery(
    eventsQueryOptions(merchantId, {
      status,
      type,
      webhookId,
      from: from ?? undefined,
      to: to ?? undefined,
      cursor: cursors.at(-1),
    }),
  );
  return (
    <KeysetList
      texts="events"
      search={search}
      query={page}
      columns={columns}
      filters={
        <>
          <OneOfFilter<TWebhookEventStatus>
            label={t('events.filters.status')}
            placeholder={t('events.filters.allStatuses')}
            values={WEBHOOK_EVENT_STATUSES}
            optionLabel={(name) => t(`webhookEvents.statuses.${name}`)}
            value={status}
            onChange={(value) => filter('status', value)}
            minWidth={180}
          />
          <OneOfFilter<TWebhookDeliveryType>
            label={t('events.filters.type')}
            placeholder={t('events.filters.allTypes')}
            values={WEBHOOK_DELIVERY_TYPES}
            optionLabel={(name) => text(WEBHOOK_EVENT_TYPE_LABELS[name])}
            value={type}
            onChange={(value) => filter('type', value)}
            minWidth={200}
          />
          {webhookId ? (
            <Button type="link" onClick={() => filter('webhookId', undefined)}>
              {t('events.filters.allWebhooks')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/** `/development/events`: what was sent to the webhooks, with its delivery status. */
export function EventsPage() {
  return (
    <DeveloperPage spec={SPEC}>{(merchantId) => <Events merchantId={merchantId} />}</DeveloperPage>
  );
}
