import { apiKeyScopeLabelKey, isApiKeyScope, type TApiKey } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { useCurrentMerchant } from '@arara/session/me';
import { toast } from '@arara/ui/core';
import { dateColumn, formatDate, formatDateTime, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { ConfirmButton, Tooltip } from '@arara/ui/layout';
import { useRevokeApiKey } from '../api/api-keys';
import { API_KEY_STATUS } from './api-key-status';

/** Revokes one key once confirmed: the systems that use it are refused from then on. */
function RevokeButton({ merchantId, apiKey }: { merchantId: string; apiKey: TApiKey }) {
  const { t } = useTranslation('developer');
  const revoke = useRevokeApiKey(merchantId, apiKey.id);
  return (
    <ConfirmButton
      danger
      label={t('apiKeys.revoke')}
      cancelLabel={t('actions.cancel')}
      question={t('apiKeys.revokeQuestion', { name: apiKey.name })}
      description={t('apiKeys.revokeWarning')}
      pending={revoke.isPending}
      // The promise, not mutate's callbacks: a revoked key's row has no button, so this one
      // unmounts once the list is read again, and mutate's callbacks would not run.
      onConfirm={() =>
        void revoke.mutateAsync({}).then(
          () => toast.success(t('apiKeys.revoked')),
          () => toast.error(t('apiKeys.errors.revokeFailed')),
        )
      }
    />
  );
}

/** The merchant's keys: never their secrets, only the prefix that names them. */
export function ApiKeysTable({ merchantId, items }: { merchantId: string; items: TApiKey[] }) {
  const { t, i18n } = useTranslation('developer');
  const text = textFor(t);
  const { can } = useCurrentMerchant();
  const date = (value: string | null, never: string) =>
    value ? formatDateTime(value, i18n.language) : never;
  return (
    <Table<TApiKey>
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 1000 }}
      columns={[
        { key: 'name', title: t('apiKeys.columns.name'), render: (_, row) => row.name },
        {
          key: 'prefix',
          title: t('apiKeys.columns.prefix'),
          render: (_, row) => <code>{row.prefix}…</code>,
        },
        {
          key: 'scopes',
          title: t('apiKeys.columns.scopes'),
          // The count, and every scope's label on hover.
          render: (_, row) => (
            <Tooltip
              title={row.scopes
                .map((scope) => (isApiKeyScope(scope) ? text(apiKeyScopeLabelKey(scope)) : scope))
                .join(', ')}
            >
              <span>{t('apiKeys.scopeCount', { count: row.scopes.length })}</span>
            </Tooltip>
          ),
        },
        statusColumn(t('apiKeys.columns.status'), API_KEY_STATUS),
        dateColumn('createdAt', t('apiKeys.columns.createdAt'), i18n.language),
        {
          key: 'expiresAt',
          title: t('apiKeys.columns.expiresAt'),
          render: (_, row) =>
            row.expiresAt ? formatDate(row.expiresAt, i18n.language) : t('apiKeys.never'),
        },
        {
          key: 'lastUsedAt',
          title: t('apiKeys.columns.lastUsedAt'),
          render: (_, row) => date(row.lastUsedAt, t('apiKeys.neverUsed')),
        },
        ...(can('developer.manage')
          ? [
              {
                key: 'actions',
                // Kept in view when a narrow screen scrolls the table sideways.
                fixed: 'right' as const,
                title: t('apiKeys.columns.actions'),
                render: (_: unknown, row: TApiKey) =>
                  row.status === 'active' ? (
                    <RevokeButton merchantId={merchantId} apiKey={row} />
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
