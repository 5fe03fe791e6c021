import type { TVirtualAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDate, Money, StatusTag, Table } from '@arara/ui/data';
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
        {
          key: 'status',
          title: t('virtualAccountsPage.columns.status'),
          render: (_, account) => <StatusTag kind={ACCOUNT_STATUS} status={account.status} />,
        },
        {
          key: 'createdAt',
          title: t('virtualAccountsPage.columns.createdAt'),
          render: (_, account) => formatDate(account.createdAt, i18n.language),
        },
        {
          key: 'blocked',
          title: t('virtualAccountsPage.columns.blocked'),
          align: 'right',
          render: (_, account) => <Money cents={account.blockedBalance} />,
        },
        {
          key: 'balance',
          title: t('virtualAccountsPage.columns.balance'),
          align: 'right',
          render: (_, account) => <Money cents={account.balance} strong />,
        },
      ]}
    />
  );
}
