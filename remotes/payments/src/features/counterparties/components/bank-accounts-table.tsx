import type { TCounterpartyBankAccount } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, toast } from '@arara/ui/core';
import { Table } from '@arara/ui/table';
import { Popconfirm, Tag } from '@arara/ui/layout';
import { useUpdateBankAccount, useRemoveBankAccount } from '../api/counterparties';

type Props = {
  merchantId: string;
  counterpartyId: string;
  items: TCounterpartyBankAccount[];
  canManage: boolean;
  onEdit: (account: TCounterpartyBankAccount) => void;
};

/** A counterparty's bank accounts: bank, ISPB, agency, account, digit, type, primary. */
export function BankAccountsTable({ merchantId, counterpartyId, items, canManage, onEdit }: Props) {
  const { t } = useTranslation('payments');
  const update = useUpdateBankAccount(merchantId, counterpartyId);
  const remove = useRemoveBankAccount(merchantId, counterpartyId);
  const makePrimary = async (account: TCounterpartyBankAccount) => {
    try {
      await update.mutateAsync({ bankAccountId: account.id, isPrimary: true });
      toast.success(t('counterparties.bankAccounts.updated'));
    } catch {
      toast.error(t('counterparties.bankAccounts.saveError'));
    }
  };
  const onRemove = async (account: TCounterpartyBankAccount) => {
    try {
      await remove.mutateAsync(account.id);
      toast.success(t('counterparties.bankAccounts.removed'));
    } catch {
      toast.error(t('counterparties.bankAccounts.removeError'));
    }
  };
  return (
    <Table<TCounterpartyBankAccount>
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 860 }}
      locale={{ emptyText: t('counterparties.bankAccounts.empty') }}
      columns={[
        ...(['bankName', 'ispb', 'agency', 'account', 'digit'] as const).map((key) => ({
          key,
          title: t(`counterparties.bankAccounts.columns.${key}`),
          dataIndex: key,
        })),
        {
          key: 'type',
          title: t('counterparties.bankAccounts.columns.type'),
          render: (_, account) => t(`counterparties.accountTypes.${account.type}`),
        },
        {
          key: 'primary',
          title: t('counterparties.bankAccounts.columns.isPrimary'),
          render: (_, account) =>
            account.isPrimary ? (
              <Tag color="blue">{t('counterparties.bankAccounts.primary')}</Tag>
            ) : null,
        },
        ...(canManage
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, account: TCounterpartyBankAccount) => (
                  <Flex gap={4} wrap>
                    <Button size="small" onClick={() => onEdit(account)}>
                      {t('counterparties.edit')}
                    </Button>
                    {account.isPrimary ? null : (
                      <Button size="small" onClick={() => void makePrimary(account)}>
                        {t('counterparties.bankAccounts.makePrimary')}
                      </Button>
                    )}
                    <Popconfirm
                      title={t('counterparties.bankAccounts.removeConfirm')}
                      okText={t('counterparties.bankAccounts.remove')}
                      cancelText={t('counterparties.form.cancel')}
                      onConfirm={() => onRemove(account)}
                    >
                      <Button size="small" danger>
                        {t('counterparties.bankAccounts.remove')}
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
