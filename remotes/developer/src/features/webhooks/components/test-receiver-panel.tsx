import type { TReceivedWebhook } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Panel, Paragraph } from '@arara/ui/core';
import { formatDateTime, StatusTag } from '@arara/ui/data';
import { useQuery } from '@tanstack/react-query';
import { InlineTable } from '@/components/inline-table';
import { JsonBlock } from '@/components/json-block';
import { copyText } from '@/lib/copy';
import { sandboxReceiverQueryOptions } from '../api/webhooks';
import { SIGNATURE_CHECK } from './webhook-status';
import { Input } from '@arara/ui/input';

function ReceivedTable({ items }: { items: TReceivedWebhook[] }) {
  const { t, i18n } = useTranslation('developer');
  return (
    <InlineTable<TReceivedWebhook>
      items={items}
      empty={t('webhooks.receiver.empty')}
      expandable={{
        expandedRowRender: (row) => (
          <Flex vertical gap={8}>
            <JsonBlock label={t('webhooks.receiver.headers')} value={row.headers} empty="—" />
            <JsonBlock label={t('webhooks.receiver.body')} value={row.body} empty="—" />
          </Flex>
        ),
      }}
      columns={[
        {
          key: 'receivedAt',
          title: t('webhooks.receiver.columns.receivedAt'),
          render: (_, row) => formatDateTime(row.receivedAt, i18n.language),
        },
        {
          key: 'type',
          title: t('webhooks.receiver.columns.type'),
          render: (_, row) => row.type ?? '—',
        },
        {
          key: 'signature',
          title: t('webhooks.receiver.columns.signature'),
          render: (_, row) => <StatusTag kind={SIGNATURE_CHECK} status={row.signature} />,
        },
      ]}
    />
  );
}

/**
 * The sandbox's test receiver (docs/webhooks.md): a URL to give a webhook so that its events can
 * be watched arriving, each with the check of its signature, without a server of one's own.
 * Outside the sandbox the API answers 404 and nothing is shown.
 */
export function TestReceiverPanel({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('developer');
  const receiver = useQuery(sandboxReceiverQueryOptions(merchantId));
  if (!receiver.data) return null;
  const { url, items } = receiver.data;
  return (
    <Panel title={t('webhooks.receiver.title')}>
      <Flex vertical gap={12}>
        <Paragraph style={{ margin: 0 }}>{t('webhooks.receiver.intro')}</Paragraph>
        <Flex gap={8}>
          <Input aria-label={t('webhooks.receiver.url')} value={url} readOnly />
          <Button
            onClick={() =>
              void copyText(url, {
                copied: t('webhooks.receiver.copied'),
                failed: t('webhooks.receiver.copyFailed'),
              })
            }
          >
            {t('webhooks.receiver.copy')}
          </Button>
          <Button loading={receiver.isFetching} onClick={() => void receiver.refetch()}>
            {t('webhooks.receiver.refresh')}
          </Button>
        </Flex>
        <ReceivedTable items={items} />
      </Flex>
    </Panel>
  );
}
