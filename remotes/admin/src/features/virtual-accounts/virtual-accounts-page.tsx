import { endpointQueryOptions } from '@arara/api-client/query';
import { adminAccountEndpoints, type TAdminVirtualAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { Empty, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { RoutePage } from '@arara/ui/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_STATUS, AreaFilters, LoadError } from '../providers';
import { useAdminAccess } from '../../lib/admin-session';
import { VirtualAccountFormDrawer } from './virtual-account-form';

/** /admin/virtual-accounts: every merchant's virtual accounts (accounts.read / accounts.manage). */
export function VirtualAccountsPage() {
  const { t } = useTranslation('admin');
  const canManage = useAdminAccess().can('accounts.manage');
  const [merchantId, setMerchantId] = useState<string | undefined>(undefined);
  const [editing, setEditing] = useState<TAdminVirtualAccount | null | undefined>(undefined);
  const options = useQuery(endpointQueryOptions(adminAccountEndpoints.options, {}));
  const accounts = useQuery({
    ...endpointQueryOptions(adminAccountEndpoints.virtualAccounts, { query: { merchantId } }),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<TAdminVirtualAccount>['columns'] = [
    { key: 'merchant', title: t('providersArea.common.merchant'), dataIndex: 'merchantName' },
    {
      key: 'label',
      title: t('providersArea.virtualAccounts.fields.label'),
      render: (_, account) => (
        <Flex gap={4} align="center">
          {account.label}
          {account.isDefault ? (
            <Tag color="blue">{t('providersArea.virtualAccounts.fields.isDefault')}</Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('providersArea.virtualAccounts.fields.type'),
      render: (_, account) => t(`providersArea.virtualAccounts.types.${account.type}`),
    },
    {
      key: 'bank',
      title: t('providersArea.virtualAccounts.fields.bankAccount'),
      render: (_, account) =>
        `${account.bankAccount.bankName} · ${account.bankAccount.branchNumber} / ${account.bankAccount.accountNumber}`,
    },
    {
      key: 'balance',
      title: t('providersArea.virtualAccounts.fields.balance'),
      render: (_, account) => <Money cents={account.balance} />,
    },
    {
      key: 'blocked',
      title: t('providersArea.virtualAccounts.fields.blockedBalance'),
      render: (_, account) => <Money cents={account.blockedBalance} />,
    },
    {
      key: 'status',
      title: t('providersArea.common.status'),
      render: (_, account) => <StatusTag kind={ACCOUNT_STATUS} status={account.status} />,
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('providersArea.common.actions'),
            render: (_: unknown, account: TAdminVirtualAccount) => (
              <Button size="small" onClick={() => setEditing(account)}>
                {t('providersArea.common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.virtualAccounts.title',
        descriptionKey: 'pages.virtualAccounts.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between">
          <AreaFilters
            merchants={options.data?.merchants ?? []}
            value={{ merchantId }}
            onChange={(value) => setMerchantId(value.merchantId)}
          />
          {canManage ? (
            <Button type="primary" disabled={!options.data} onClick={() => setEditing(null)}>
              {t('providersArea.virtualAccounts.new')}
            </Button>
          ) : null}
        </Flex>
        {options.isError ? <LoadError text={t('providersArea.common.optionsError')} /> : null}
        {accounts.isError ? (
          <LoadError text={t('providersArea.virtualAccounts.loadError')} />
        ) : null}
        <Table<TAdminVirtualAccount>
          rowKey="id"
          columns={columns}
          dataSource={accounts.data?.items ?? []}
          loading={accounts.isFetching}
          locale={{
            emptyText: accounts.isError ? (
              ' '
            ) : (
              <Empty description={t('providersArea.virtualAccounts.empty')} />
            ),
          }}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: true }}
        />
      </Flex>
      {editing !== undefined && options.data ? (
        <VirtualAccountFormDrawer
          key={editing?.id ?? 'new'}
          account={editing}
          options={options.data}
          open
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </RoutePage>
  );
}
