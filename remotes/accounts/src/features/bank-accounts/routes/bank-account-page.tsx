import { documentKind, formatDocument, type TBankAccountDetail } from '@arara/contracts';
import { DetailPage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { Descriptions, formatDate, StatusTag } from '@arara/ui/data';
import { ACCOUNT_STATUS } from '@/components/account-status';
import { useBalanceItems } from '@/components/balance-items';
import { VirtualAccountsTable } from '@/components/virtual-accounts-table';
import { bankAccountQueryOptions } from '../api/get-bank-accounts';
import { Card } from '@arara/ui/card';

const SPEC = {
  titleKey: 'bankAccountDetail.title',
  parents: [{ titleKey: 'bankAccounts.title', path: '/accounts/bank-account' }],
};

/** `/accounts/bank-account/{id}`: the account's details and the virtual accounts on it. */
export function BankAccountPage() {
  const { t } = useTranslation('accounts');
  return (
    <DetailPage
      namespace="accounts"
      spec={SPEC}
      query={bankAccountQueryOptions}
      title={(data) => `${data.bankName} · ${data.branchNumber} / ${data.accountNumber}`}
      errorTitle={t('bankAccountsPage.loadError')}
      notFound={{
        title: t('bankAccountsPage.notFound'),
        backTo: '/accounts/bank-account',
        backLabel: t('bankAccountsPage.back'),
      }}
    >
      {(detail) => <BankAccountDetails account={detail} />}
    </DetailPage>
  );
}

function BankAccountDetails({ account: data }: { account: TBankAccountDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const kind = documentKind(data.document);
  const balances = useBalanceItems(data, t('bankAccountsPage.columns.balance'));
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'holder',
              label: t('bankAccountsPage.columns.holder'),
              children: data.holderName,
            },
            {
              key: 'bank',
              label: t('bankAccountsPage.columns.bank'),
              children: `${data.bankCode} · ${data.bankName}`,
            },
            {
              key: 'branch',
              label: t('bankAccountsPage.columns.branch'),
              children: data.branchNumber,
            },
            {
              key: 'account',
              label: t('bankAccountsPage.columns.account'),
              children: data.accountNumber,
            },
            {
              key: 'type',
              label: t('bankAccountsPage.columns.type'),
              children: t(`bankAccountTypes.${data.accountType}`),
            },
            {
              key: 'document',
              label: kind ? t(`documentKinds.${kind}`) : t('bankAccountsPage.columns.document'),
              children: formatDocument(data.document),
            },
            {
              key: 'provider',
              label: t('bankAccountsPage.columns.provider'),
              children: data.providerId,
            },
            {
              key: 'providerAccount',
              label: t('bankAccountsPage.providerAccount'),
              children: data.providerAccountId,
            },
            {
              key: 'status',
              label: t('bankAccountsPage.columns.status'),
              children: <StatusTag kind={ACCOUNT_STATUS} status={data.status} />,
            },
            {
              key: 'createdAt',
              label: t('bankAccountsPage.columns.createdAt'),
              children: formatDate(data.createdAt, i18n.language),
            },
            ...balances,
          ]}
        />
      </Card>
      <Card title={t('bankAccountsPage.virtualAccounts')}>
        <VirtualAccountsTable items={data.virtualAccounts} />
      </Card>
    </Flex>
  );
}
