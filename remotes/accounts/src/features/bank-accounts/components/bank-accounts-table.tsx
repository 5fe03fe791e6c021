import { documentKind, formatDocument, type TBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDate, Money, StatusTag, Table } from '@arara/ui/data';
import { Link } from 'react-router-dom';
import { ACCOUNT_STATUS } from '@/components/account-status';

/**
 * The bank account list (docs/accounts-screens.md): provider, holder, bank, branch, account,
 * type, document, status.
 */
export function BankAccountsTable({ items }: { items: TBankAccount[] }) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <Table<TBankAccount>
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 1100 }}
      locale={{ emptyText: t('bankAccountsPage.empty') }}
      columns={[
        {
          key: 'holder',
          title: t('bankAccountsPage.columns.holder'),
          render: (_, account) => (
            <Link to={`/accounts/bank-account/${account.id}`}>{account.holderName}</Link>
          ),
        },
        {
          key: 'bank',
          title: t('bankAccountsPage.columns.bank'),
          render: (_, account) => `${account.bankCode} · ${account.bankName}`,
        },
        { key: 'branch', title: t('bankAccountsPage.columns.branch'), dataIndex: 'branchNumber' },
        {
          key: 'account',
          title: t('bankAccountsPage.columns.account'),
          dataIndex: 'accountNumber',
        },
        {
          key: 'type',
          title: t('bankAccountsPage.columns.type'),
          render: (_, account) => t(`bankAccountTypes.${account.accountType}`),
        },
        {
          key: 'document',
          title: t('bankAccountsPage.columns.document'),
          render: (_, account) => {
            const kind = documentKind(account.document);
            return `${kind ? `${t(`documentKinds.${kind}`)} ` : ''}${formatDocument(account.document)}`;
          },
        },
        { key: 'provider', title: t('bankAccountsPage.columns.provider'), dataIndex: 'providerId' },
        {
          key: 'status',
          title: t('bankAccountsPage.columns.status'),
          render: (_, account) => <StatusTag kind={ACCOUNT_STATUS} status={account.status} />,
        },
        {
          key: 'createdAt',
          title: t('bankAccountsPage.columns.createdAt'),
          render: (_, account) => formatDate(account.createdAt, i18n.language),
        },
        {
          key: 'balance',
          title: t('bankAccountsPage.columns.balance'),
          align: 'right',
          render: (_, account) => <Money cents={account.balance} />,
        },
      ]}
    />
  );
}
