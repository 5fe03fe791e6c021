import type { TStatementEntry } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDateTime, Money, Table } from '@arara/ui/data';
import { Link } from 'react-router-dom';
import { MovementTypeTag } from '@/components/movement-type-tag';

/** The newest statement lines, each opening its entry. */
export function LatestTransactions({ entries }: { entries: TStatementEntry[] }) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <Table<TStatementEntry>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={entries}
      locale={{ emptyText: t('home.latest.empty') }}
      scroll={{ x: 640 }}
      columns={[
        {
          key: 'date',
          title: t('home.latest.date'),
          render: (_, entry) => (
            <Link to={`/accounts/extract/${entry.id}`}>
              {formatDateTime(entry.createdAt, i18n.language)}
            </Link>
          ),
        },
        {
          key: 'reference',
          title: t('home.latest.reference'),
          render: (_, entry) => entry.reference ?? entry.description ?? '—',
        },
        {
          key: 'type',
          title: t('home.latest.type'),
          render: (_, entry) => <MovementTypeTag type={entry.type} />,
        },
        {
          key: 'account',
          title: t('home.latest.account'),
          render: (_, entry) => (
            <Link to={`/accounts/virtual/${entry.virtualAccountId}`}>
              {entry.virtualAccountLabel}
            </Link>
          ),
        },
        {
          key: 'amount',
          title: t('home.latest.amount'),
          align: 'right',
          render: (_, entry) => <Money cents={entry.amount} signed />,
        },
      ]}
    />
  );
}
