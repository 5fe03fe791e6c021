import type { TPixKey, TPixKeyStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import {
  dateColumn,
  formatDateTime,
  linkColumn,
  type StatusTagKind,
  statusColumn,
} from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { Popconfirm } from '@arara/ui/layout';
import { useDeletePixKey } from '../api/pix-keys';
import { formatPixKey } from './pix-key-text';

type Props = {
  merchantId: string;
  items: TPixKey[];
  canManage: boolean;
  /** Opens the "enter the code we sent" step of a pending key. */
  onConfirm: (key: TPixKey) => void;
};

const statusOrder: Record<TPixKeyStatus, number> = { pending: 0, active: 1, inactive: 2 };
/** A Pix key's status as a StatusTag shows it. */
export const PIX_KEY_STATUS: StatusTagKind<TPixKeyStatus> = {
  namespace: 'accounts',
  keyPrefix: 'pixKeyStatuses',
  colors: { pending: 'gold', active: 'green', inactive: 'default' },
};

/**
 * A virtual account's Pix keys, pending (waiting for their code) first, then active; managers
 * confirm pending keys and deactivate keys.
 */
export function PixKeysTable({ merchantId, items, canManage, onConfirm }: Props) {
  const { t, i18n } = useTranslation('accounts');
  const remove = useDeletePixKey(merchantId);
  const sorted = [...items].sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] || b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <Table<TPixKey>
      rowKey="id"
      size="small"
      dataSource={sorted}
      pagination={false}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('pixKeys.empty') }}
      columns={[
        linkColumn(
          'key',
          t('pixKeys.columns.key'),
          (key) => `/accounts/virtual/pix-keys/${key.id}`,
          (key) => formatPixKey(key.type, key.key),
        ),
        {
          key: 'type',
          title: t('pixKeys.columns.type'),
          render: (_, key) => t(`pixKeyTypes.${key.type}`),
        },
        statusColumn(t('pixKeys.columns.status'), PIX_KEY_STATUS),
        dateColumn('createdAt', t('pixKeys.columns.createdAt'), i18n.language, formatDateTime),
        ...(canManage
          ? [
              {
                key: 'actions',
                title: t('pixKeys.columns.actions'),
                render: (_: unknown, key: TPixKey) =>
                  key.status === 'inactive' ? null : (
                    <Flex gap={8}>
                      {key.status === 'pending' ? (
                        <Button size="small" type="primary" onClick={() => onConfirm(key)}>
                          {t('pixKeys.confirm')}
                        </Button>
                      ) : null}
                      <Popconfirm
                        title={t('pixKeys.deleteConfirm')}
                        okText={t('pixKeys.delete')}
                        cancelText={t('actions.cancel')}
                        onConfirm={() =>
                          remove.mutateAsync(key.id).then(
                            () => toast.success(t('pixKeys.deleted')),
                            () => toast.error(t('pixKeys.deleteError')),
                          )
                        }
                      >
                        <Button
                          size="small"
                          danger
                          loading={remove.isPending && remove.variables === key.id}
                        >
                          {t('pixKeys.delete')}
                        </Button>
                      </Popconfirm>
                    </Flex>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
