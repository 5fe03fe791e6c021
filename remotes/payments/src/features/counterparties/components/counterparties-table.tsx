import { formatDocument, type TCounterparty } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { dateColumn, linkColumn, statusColumn } from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { COUNTERPARTY_STATUS } from './counterparty-status';

/** One page of counterparties; each opens its detail. */
export function CounterpartiesTable({
  items,
  loading,
}: {
  items: TCounterparty[];
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Table<TCounterparty>
      rowKey="id"
      dataSource={items}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('counterparties.empty') }}
      columns={[
        linkColumn(
          'name',
          t('counterparties.columns.name'),
          (row) => `/counterparties/${row.id}`,
          (row) => row.name,
        ),
        {
          key: 'document',
          title: t('counterparties.columns.document'),
          render: (_, row) => formatDocument(row.document),
        },
        {
          key: 'email',
          title: t('counterparties.columns.email'),
          render: (_, row) => row.email ?? '—',
        },
        {
          key: 'pixKey',
          title: t('counterparties.columns.pixKey'),
          render: (_, row) => row.pixKey ?? '—',
        },
        {
          key: 'bankAccounts',
          title: t('counterparties.columns.bankAccounts'),
          align: 'right',
          render: (_, row) => row.bankAccountCount,
        },
        statusColumn(t('counterparties.columns.status'), COUNTERPARTY_STATUS),
        dateColumn('createdAt', t('counterparties.columns.createdAt'), i18n.language),
      ]}
    />
  );
}
