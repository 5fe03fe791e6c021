import { formatDocument, type TCounterparty } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDate, StatusTag, Table } from '@arara/ui/data';
import { Link } from 'react-router-dom';
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
        {
          key: 'name',
          title: t('counterparties.columns.name'),
          render: (_, row) => <Link to={`/counterparties/${row.id}`}>{row.name}</Link>,
        },
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
        {
          key: 'status',
          title: t('counterparties.columns.status'),
          render: (_, row) => <StatusTag kind={COUNTERPARTY_STATUS} status={row.status} />,
        },
        {
          key: 'createdAt',
          title: t('counterparties.columns.createdAt'),
          render: (_, row) => formatDate(row.createdAt, i18n.language),
        },
      ]}
    />
  );
}
