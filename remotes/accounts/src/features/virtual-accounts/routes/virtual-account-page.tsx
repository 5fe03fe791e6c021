import { useCurrentMerchant } from '@arara/session/me';
import type { TVirtualAccountDetail } from '@arara/contracts';
import { DetailPage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { Descriptions, formatDateTime, StatusTag } from '@arara/ui/data';
import { InfractionsList } from '@arara/ui/infractions';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACCOUNT_STATUS } from '@/components/account-status';
import { useBalanceItems } from '@/components/balance-items';
import { VirtualAccountPixKeys } from '../../pix-keys';
import { StatementTable } from '../../statement';
import { virtualAccountQueryOptions } from '../api/get-virtual-account';
import { RenameVirtualAccount } from '../components/rename-virtual-account';
import { Tabs, Card } from '@arara/ui/card';

const SPEC = {
  titleKey: 'virtualAccountDetail.title',
  parents: [{ titleKey: 'virtualAccounts.title', path: '/accounts/virtual' }],
};
const TABS = ['movements', 'pix-keys', 'infractions'] as const;
type Tab = (typeof TABS)[number];

/** `/accounts/virtual/{id}`: balances, bank account, and the movements, Pix keys and infractions tabs. */
export function VirtualAccountPage() {
  const { t } = useTranslation('accounts');
  const { can } = useCurrentMerchant();
  const [isRenaming, setIsRenaming] = useState(false);
  const canManage = can('accounts.manage');
  return (
    <DetailPage
      namespace="accounts"
      spec={SPEC}
      query={virtualAccountQueryOptions}
      title={(data) => data.label}
      extra={() =>
        canManage && !isRenaming ? (
          <Button onClick={() => setIsRenaming(true)}>{t('virtualAccountDetail.rename')}</Button>
        ) : null
      }
      errorTitle={t('virtualAccountsPage.loadError')}
      forbiddenTitle={t('virtualAccountsPage.forbidden')}
      notFound={{
        title: t('virtualAccountDetail.notFound'),
        backTo: '/accounts/virtual',
        backLabel: t('virtualAccountsPage.back'),
      }}
    >
      {(data, merchantId) => (
        <Flex vertical gap={16}>
          {isRenaming ? (
            <RenameVirtualAccount
              key={data.id}
              merchantId={merchantId}
              id={data.id}
              label={data.label}
              onDone={() => setIsRenaming(false)}
            />
          ) : null}
          <VirtualAccountSummary account={data} />
          <VirtualAccountTabs merchantId={merchantId} account={data} canManage={canManage} />
        </Flex>
      )}
    </DetailPage>
  );
}

function VirtualAccountSummary({ account }: { account: TVirtualAccountDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const bank = account.bankAccount;
  const balances = useBalanceItems(account, t('virtualAccountsPage.columns.balance'));
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          ...balances,
          {
            key: 'bank',
            label: t('virtualAccountsPage.columns.bankAccount'),
            children: (
              <Link to={`/accounts/bank-account/${bank.id}`}>
                {`${bank.bankCode} · ${bank.bankName}`}
              </Link>
            ),
          },
          {
            key: 'branch',
            label: t('bankAccountsPage.columns.branch'),
            children: bank.branchNumber,
          },
          {
            key: 'account',
            label: t('bankAccountsPage.columns.account'),
            children: bank.accountNumber,
          },
          {
            key: 'type',
            label: t('virtualAccountsPage.columns.type'),
            children: t(`virtualAccountTypes.${account.type}`),
          },
          {
            key: 'currency',
            label: t('virtualAccountsPage.create.currency'),
            children: account.currency,
          },
          {
            key: 'status',
            label: t('virtualAccountsPage.columns.status'),
            children: <StatusTag kind={ACCOUNT_STATUS} status={account.status} />,
          },
          {
            key: 'createdAt',
            label: t('virtualAccountsPage.columns.createdAt'),
            children: formatDateTime(account.createdAt, i18n.language),
          },
          {
            key: 'updatedAt',
            label: t('virtualAccountDetail.updatedAt'),
            children: formatDateTime(account.updatedAt, i18n.language),
          },
        ]}
      />
    </Card>
  );
}

function VirtualAccountTabs({
  merchantId,
  account,
  canManage,
}: {
  merchantId: string;
  account: TVirtualAccountDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'movements';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'movements',
            label: t('virtualAccountDetail.tabs.movements'),
            children: (
              <Flex vertical gap={8}>
                <StatementTable virtualAccountId={account.id} pageSize={20} compact />
                <Link to={`/accounts/extract?virtualAccountId=${account.id}`}>
                  {t('virtualAccountDetail.fullStatement')}
                </Link>
              </Flex>
            ),
          },
          {
            key: 'pix-keys',
            label: t('virtualAccountDetail.tabs.pixKeys'),
            children: (
              <VirtualAccountPixKeys
                merchantId={merchantId}
                virtualAccountId={account.id}
                canManage={canManage}
              />
            ),
          },
          {
            key: 'infractions',
            label: t('virtualAccountDetail.tabs.infractions'),
            // The infractions table of /infractions (@arara/ui/infractions), of this account only.
            children: (
              <InfractionsList
                merchantId={merchantId}
                filters={{ virtualAccountId: account.id }}
                hideVirtualAccount
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
