import { endpointQueryOptions } from '@arara/api-client/query';
import { adminAccountEndpoints, formatDocument, type TAdminBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { Empty, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { RoutePage } from '@arara/ui/page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_STATUS, AreaFilters, LoadError } from '../providers';
import { useAdminAccess } from '../../lib/admin-session';
import { BankAccountFormDrawer } from './bank-account-form';

/** /admin/bank-accounts: every merchant's bank accounts (accounts.read; edits accounts.manage). */
export function BankAccountsPage() {
  const { t } = useTranslation('admin');
  const canManage = useAdminAccess().can('accounts.manage');
  const [filters, setFilters] = useState<{ merchantId?: string; providerId?: string }>({});
  const [editing, setEditing] = useState<TAdminBankAccount | null | undefined>(undefined);
  const options = useQuery(endpointQueryOptions(adminAccountEndpoints.options, {}));
  const accounts = useQuery({
    ...endpointQueryOptions(adminAccountEndpoints.bankAccounts, { query: filters }),
    placeholderData: keepPreviousData,
  });

  const columns: TableProps<TAdminBankAccount>['columns'] = [
    { key: 'merchant', title: t('providersArea.common.merchant'), dataIndex: 'merchantName' },
    { key: 'provider', title: t('providersArea.common.provider'), dataIndex: 'providerName' },
    {
      key: 'bank',
      title: t('providersArea.bankAccounts.fields.bank'),
      render: (_, account) => `${account.bankCode} · ${account.bankName}`,
    },
    {
      key: 'account',
      title: t('providersArea.bankAccounts.fields.accountNumber'),
      render: (_, account) => `${account.branchNumber} / ${account.accountNumber}`,
    },
    {
      key: 'type',
      title: t('providersArea.bankAccounts.fields.accountType'),
      render: (_, account) => t(`providersArea.bankAccounts.accountTypes.${account.accountType}`),
    },
    {
      key: 'holder',
      title: t('providersArea.bankAccounts.fields.holderName'),
      render: (_, account) => `${account.holderName} (${formatDocument(account.document)})`,
    },
    {
      key: 'balance',
      title: t('providersArea.bankAccounts.fields.balance'),
      render: (_, account) => <Money cents={account.balance} />,
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
            render: (_: unknown, account: TAdminBankAccount) => (
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
        titleKey: 'pages.bankAccounts.title',
        descriptionKey: 'pages.bankAccounts.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between">
          <AreaFilters
            merchants={options.data?.merchants ?? []}
            providers={options.data?.providers ?? []}
            value={filters}
            onChange={setFilters}
          />
          {canManage ? (
            <Button type="primary" disabled={!options.data} onClick={() => setEditing(null)}>
              {t('providersArea.bankAccounts.new')}
            </Button>
          ) : null}
        </Flex>
        {options.isError ? <LoadError text={t('providersArea.common.optionsError')} /> : null}
        {accounts.isError ? <LoadError text={t('providersArea.bankAccounts.loadError')} /> : null}
        <Table<TAdminBankAccount>
          rowKey="id"
          columns={columns}
          dataSource={accounts.data?.items ?? []}
          loading={accounts.isFetching}
          locale={{
            emptyText: accounts.isError ? (
              ' '
            ) : (
              <Empty description={t('providersArea.bankAccounts.empty')} />
            ),
          }}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: true }}
        />
      </Flex>
      {editing !== undefined && options.data ? (
        <BankAccountFormDrawer
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
