import { type TWebhook, WEBHOOK_EVENT_TYPE_LABELS } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { Button, Flex, toast } from '@arara/ui/core';
import { dateColumn, formatDateTime, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { ConfirmButton, Tag } from '@arara/ui/layout';
import { Link } from 'react-router-dom';
import { useRemoveWebhook, useRotateWebhookSecret, useSendTestEvent } from '../api/webhooks';
import { WEBHOOK_STATUS } from './webhook-status';

type ActionsProps = {
  merchantId: string;
  webhook: TWebhook;
  /** A new signing secret to show once (after a rotation). */
  onSecret: (secret: string) => void;
};

/** Send a test event, rotate the signing secret, delete: for who manages the developer tools. */
function WebhookActions({ merchantId, webhook, onSecret }: ActionsProps) {
  const { t } = useTranslation('developer');
  const sendTest = useSendTestEvent(merchantId, webhook.id);
  const rotate = useRotateWebhookSecret(merchantId, webhook.id);
  const remove = useRemoveWebhook(merchantId, webhook.id);
  return (
    <Flex gap={8} wrap>
      <Button
        size="small"
        loading={sendTest.isPending}
        onClick={() =>
          sendTest.mutate(
            {},
            {
              onSuccess: () => toast.success(t('webhooks.testSent')),
              onError: () => toast.error(t('webhooks.errors.testFailed')),
            },
          )
        }
      >
        {t('webhooks.sendTest')}
      </Button>
      <ConfirmButton
        label={t('webhooks.rotate')}
        cancelLabel={t('actions.cancel')}
        question={t('webhooks.rotateQuestion')}
        description={t('webhooks.rotateWarning')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(
            {},
            {
              onSuccess: (answer) => onSecret(answer.secret),
              onError: () => toast.error(t('webhooks.errors.rotateFailed')),
            },
          )
        }
      />
      <ConfirmButton
        danger
        label={t('webhooks.delete')}
        cancelLabel={t('actions.cancel')}
        question={t('webhooks.deleteQuestion')}
        description={t('webhooks.deleteWarning')}
        pending={remove.isPending}
        // The promise, not mutate's callbacks: the deleted row unmounts this button once the
        // list is read again, and mutate's callbacks do not run for an unmounted component.
        onConfirm={() =>
          void remove.mutateAsync({}).then(
            () => toast.success(t('webhooks.deleted')),
            () => toast.error(t('webhooks.errors.deleteFailed')),
          )
        }
      />
    </Flex>
  );
}

/** The merchant's webhooks; each URL opens the events sent to it. */
export function WebhooksTable({
  merchantId,
  items,
  onSecret,
}: {
  merchantId: string;
  items: TWebhook[];
  onSecret: (secret: string) => void;
}) {
  const { t, i18n } = useTranslation('developer');
  const text = textFor(t);
  const { can } = useCurrentMerchant();
  return (
    <Table<TWebhook>
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 1100 }}
      columns={[
        {
          key: 'url',
          title: t('webhooks.columns.url'),
          render: (_, row) => (
            <Link to={`/development/events?webhookId=${row.id}`} style={{ wordBreak: 'break-all' }}>
              {row.url}
            </Link>
          ),
        },
        {
          key: 'bankAccount',
          title: t('webhooks.columns.bankAccount'),
          render: (_, row) => row.bankAccountName,
        },
        {
          key: 'events',
          title: t('webhooks.columns.events'),
          render: (_, row) => (
            <Flex gap={4} wrap>
              {row.events.map((type) => (
                <Tag key={type}>{text(WEBHOOK_EVENT_TYPE_LABELS[type])}</Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'secret',
          title: t('webhooks.columns.secret'),
          render: (_, row) => <code>{`${row.secretPrefix}…${row.secretLast4}`}</code>,
        },
        statusColumn(t('webhooks.columns.status'), WEBHOOK_STATUS),
        dateColumn('createdAt', t('webhooks.columns.createdAt'), i18n.language, formatDateTime),
        ...(can('developer.manage')
          ? [
              {
                key: 'actions',
                // Kept in view when a narrow screen scrolls the table sideways.
                fixed: 'right' as const,
                title: t('webhooks.columns.actions'),
                render: (_: unknown, row: TWebhook) => (
                  <WebhookActions merchantId={merchantId} webhook={row} onSecret={onSecret} />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
