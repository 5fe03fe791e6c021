import type { TStatementEntry } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { formatDateTime, Money, PlainTable } from '@arara/ui/data';
import { Link } from 'react-router-dom';
import { MovementTypeTag } from '@/components/movement-type-tag';

/**
 * The newest statement lines, each opening its entry. A `PlainTable`, not antd's Table: the
 * home draws no other table, and antd's would add 50 KiB gzip to it (docs/benchmarks.md).
 */
export function LatestTransactions({ entries }: { entries: TStatementEntry[] }) {
  const { t, i18n } = useTranslation('accounts');
  return (
    <PlainTable
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={t('home.latest.empty')}
      minWidth={640}
      columns={[
        {
          key: 'date',
          title: t('home.latest.date'),
          render: (entry) => (
            <Link to={`/accounts/extract/${entry.id}`}>
              {formatDateTime(entry.createdAt, i18n.language)}
            </Link>
          ),
        },
        {
          key: 'reference',
          title: t('home.latest.reference'),
          render: (entry) => entry.reference ?? entry.description ?? '—',
        },
        {
          key: 'type',
          title: t('home.latest.type'),
          render: (entry) => <MovementTypeTag type={entry.type} />,
        },
        {
          key: 'account',
          title: t('home.latest.account'),
          render: (entry) => (
            <Link to={`/accounts/virtual/${entry.virtualAccountId}`}>
              {entry.virtualAccountLabel}
            </Link>
          ),
        },
        {
          key: 'amount',
          title: t('home.latest.amount'),
          align: 'right',
          render: (entry) => <Money cents={entry.amount} signed />,
        },
      ]}
    />
  );
}
