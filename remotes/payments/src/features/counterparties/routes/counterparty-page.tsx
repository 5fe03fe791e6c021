import { useCurrentMerchant } from '@arara/session/me';
import {
  formatDocument,
  type TCounterpartyBankAccount,
  type TCounterpartyDetail,
} from '@arara/contracts';
import { DetailPage } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Button, Flex } from '@arara/ui/core';
import { Descriptions, formatDateTime, StatusTag } from '@arara/ui/data';
import { PlusOutlined } from '@arara/ui/layout';
import { useState } from 'react';
import { counterpartyQueryOptions } from '../api/counterparties';
import { BankAccountFormDrawer } from '../components/bank-account-form-drawer';
import { BankAccountsTable } from '../components/bank-accounts-table';
import { CounterpartyFormDrawer } from '../components/counterparty-form-drawer';
import { COUNTERPARTY_STATUS } from '../components/counterparty-status';
import { Card } from '@arara/ui/card';

const SPEC = {
  titleKey: 'counterparties.detailTitle',
  parents: [{ titleKey: 'counterparties.title', path: '/counterparties' }],
};

/** Which drawer is open: the counterparty's edit, a new bank account, or one to edit. */
type Editing =
  | { kind: 'counterparty' }
  | { kind: 'bankAccount'; account?: TCounterpartyBankAccount }
  | null;

/** `/counterparties/{id}`: the counterparty's data and its bank accounts. */
export function CounterpartyPage() {
  const { t } = useTranslation('payments');
  const { can } = useCurrentMerchant();
  const [editing, setEditing] = useState<Editing>(null);
  const canManage = can('accounts.manage');
  return (
    <DetailPage
      namespace="payments"
      spec={SPEC}
      query={counterpartyQueryOptions}
      title={(data) => data.name}
      extra={() =>
        canManage ? (
          <Button onClick={() => setEditing({ kind: 'counterparty' })}>
            {t('counterparties.edit')}
          </Button>
        ) : null
      }
      notFound={{
        title: t('counterparties.notFound'),
        backTo: '/counterparties',
        backLabel: t('counterparties.back'),
      }}
    >
      {(data, merchantId) => (
        <Flex vertical gap={16}>
          <CounterpartySummary counterparty={data} />
          <Card
            title={t('counterparties.bankAccounts.title')}
            extra={
              canManage ? (
                <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'bankAccount' })}>
                  {t('counterparties.bankAccounts.add')}
                </Button>
              ) : null
            }
          >
            <BankAccountsTable
              merchantId={merchantId}
              counterpartyId={data.id}
              items={data.bankAccounts}
              canManage={canManage}
              onEdit={(account) => setEditing({ kind: 'bankAccount', account })}
            />
          </Card>
          {canManage && editing?.kind === 'counterparty' ? (
            <CounterpartyFormDrawer
              merchantId={merchantId}
              counterparty={data}
              open
              onClose={() => setEditing(null)}
            />
          ) : null}
          {canManage && editing?.kind === 'bankAccount' ? (
            <BankAccountFormDrawer
              key={editing.account?.id ?? 'new'}
              merchantId={merchantId}
              counterpartyId={data.id}
              {...(editing.account ? { bankAccount: editing.account } : {})}
              open
              onClose={() => setEditing(null)}
            />
          ) : null}
        </Flex>
      )}
    </DetailPage>
  );
}

function CounterpartySummary({ counterparty }: { counterparty: TCounterpartyDetail }) {
  const { t, i18n } = useTranslation('payments');
  const none = '—';
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: t('counterparties.columns.name'), children: counterparty.name },
          {
            key: 'document',
            label: t(`counterparties.documentTypes.${counterparty.documentType}`),
            children: formatDocument(counterparty.document),
          },
          {
            key: 'status',
            label: t('counterparties.columns.status'),
            children: <StatusTag kind={COUNTERPARTY_STATUS} status={counterparty.status} />,
          },
          {
            key: 'email',
            label: t('counterparties.columns.email'),
            children: counterparty.email ?? none,
          },
          {
            key: 'phone',
            label: t('counterparties.columns.phone'),
            children: counterparty.phone ?? none,
          },
          {
            key: 'address',
            label: t('counterparties.columns.address'),
            children: counterparty.address ?? none,
          },
          {
            key: 'pixKey',
            label: t('counterparties.columns.pixKey'),
            children: counterparty.pixKey
              ? `${counterparty.pixKey} (${t(`counterparties.pixKeyTypes.${counterparty.pixKeyType ?? 'random'}`)})`
              : none,
          },
          {
            key: 'createdAt',
            label: t('counterparties.columns.createdAt'),
            children: formatDateTime(counterparty.createdAt, i18n.language),
          },
          {
            key: 'updatedAt',
            label: t('counterparties.columns.updatedAt'),
            children: formatDateTime(counterparty.updatedAt, i18n.language),
          },
        ]}
      />
    </Card>
  );
}
