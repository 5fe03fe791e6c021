import type { TVirtualAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { dateColumn, moneyColumn, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { Tag } from '@arara/ui/layout';
import { Link } from 'react-router-dom';
import { ACCOUNT_STATUS } from '@/components/account-status';

type Row = TVirtualAccount & { bankAccount?: { bankName: string; accountNumber: string } };

/** Virtual accounts with their balances; each opens its detail. */
export function VirtualAccountsTable({ items }: { items: Row[] }) {
  const { t, i18n } = useTranslation('accounts');
  const showsBank = items.some((item) => item.bankAccount !== undefined);
  return (
    <Table<Row>
      rowKey="id"
      dataSource={items}
      pagination={items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 960 }}
      locale={{ emptyText: t('virtualAccountsPage.empty') }}
      columns={[
        {
          key: 'label',
          title: t('virtualAccountsPage.columns.label'),
          render: (_, account) => (
            <>
              <Link to={`/accounts/virtual/${account.id}`}>{account.label}</Link>
              {account.isDefault ? (
                <Tag style={{ marginInlineStart: 8 }}>{t('virtualAccountsPage.default')}</Tag>
              ) : null}
            </>
          ),
        },
        {
          key: 'type',
          title: t('virtualAccountsPage.columns.type'),
          render: (_, account) => t(`virtualAccountTypes.${account.type}`),
        },
        ...(showsBank
          ? [
              {
                key: 'bank',
                title: t('virtualAccountsPage.columns.bankAccount'),
                render: (_: unknown, account: Row) =>
                  account.bankAccount
                    ? `${account.bankAccount.bankName} · ${account.bankAccount.accountNumber}`
                    : '—',
              },
            ]
          : []),
        statusColumn(t('virtualAccountsPage.columns.status'), ACCOUNT_STATUS),
        dateColumn('createdAt', t('virtualAccountsPage.columns.createdAt'), i18n.language),
        moneyColumn(
          'blocked',
          t('virtualAccountsPage.columns.blocked'),
          (account) => account.blockedBalance,
        ),
        moneyColumn(
          'balance',
          t('virtualAccountsPage.columns.balance'),
          (account) => account.balance,
          {
            strong: true,
          },
        ),
      ]}
    />
  );
}
