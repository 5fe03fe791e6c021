import { documentKind, formatDocument, type TBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { dateColumn, linkColumn, moneyColumn, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
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
        linkColumn(
          'holder',
          t('bankAccountsPage.columns.holder'),
          (account) => `/accounts/bank-account/${account.id}`,
          (account) => account.holderName,
        ),
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
        statusColumn(t('bankAccountsPage.columns.status'), ACCOUNT_STATUS),
        dateColumn('createdAt', t('bankAccountsPage.columns.createdAt'), i18n.language),
        moneyColumn('balance', t('bankAccountsPage.columns.balance'), (account) => account.balance),
      ]}
    />
  );
}
