import type { TInfractionSummary } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { Empty, formatDateTime, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { QueryView } from '@arara/ui/page';
import { Link } from 'react-router-dom';
import { type InfractionFilters, useInfractions } from './infractions-query';
import { HOLD_STATUS, INFRACTION_STATUS } from './statuses';
import { DeadlineText } from './time-left';

/** The page of one infraction (the compliance remote's route). */
export const infractionPath = (id: string) => `/infractions/${id}`;

type TableOptions = {
  /** The virtual account's own tab leaves its column out. */
  hideVirtualAccount?: boolean;
};

/**
 * One row per infraction: creation date (a link to its page), type, status, reported by,
 * amount, held amount with the hold's status, deadline as time left, virtual account.
 */
export function InfractionsTable({
  rows,
  loading,
  emptyText,
  hideVirtualAccount = false,
}: TableOptions & { rows: TInfractionSummary[]; loading: boolean; emptyText: string }) {
  const { t, i18n } = useTranslation('compliance');
  const columns: TableProps<TInfractionSummary>['columns'] = [
    {
      key: 'creationDate',
      title: t('infractions.columns.creationDate'),
      width: 150,
      render: (_, row) => (
        <Link to={infractionPath(row.id)}>{formatDateTime(row.creationDate, i18n.language)}</Link>
      ),
    },
    {
      key: 'type',
      title: t('infractions.columns.type'),
      render: (_, row) => t(`infractions.types.${row.type}`),
    },
    {
      key: 'status',
      title: t('infractions.columns.status'),
      render: (_, row) => <StatusTag kind={INFRACTION_STATUS} status={row.status} />,
    },
    { key: 'reportedBy', title: t('infractions.columns.reportedBy'), dataIndex: 'reportedBy' },
    {
      key: 'amount',
      title: t('infractions.columns.amount'),
      align: 'right',
      render: (_, row) => <Money cents={row.amount} />,
    },
    {
      key: 'heldAmount',
      title: t('infractions.columns.heldAmount'),
      align: 'right',
      render: (_, row) => (
        <Flex vertical align="flex-end" gap={2}>
          <Money cents={row.heldAmount} />
          <StatusTag kind={HOLD_STATUS} status={row.holdStatus} />
        </Flex>
      ),
    },
    {
      key: 'deadline',
      title: t('infractions.columns.deadline'),
      render: (_, row) =>
        row.status === 'CLOSED' ? (
          <Text type="secondary">—</Text>
        ) : (
          <DeadlineText deadline={row.deadline} />
        ),
    },
    ...(hideVirtualAccount
      ? []
      : [
          {
            key: 'virtualAccount',
            title: t('infractions.columns.virtualAccount'),
            render: (_: unknown, row: TInfractionSummary) => row.virtualAccountName,
          },
        ]),
  ];
  return (
    <Table<TInfractionSummary>
      rowKey="id"
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 960 }}
      columns={columns}
      locale={{ emptyText: <Empty description={emptyText} /> }}
    />
  );
}

/**
 * The infractions of a filter with keyset "load more" (the API gives no total): the list of
 * /infractions and the virtual account's infractions tab.
 */
export function InfractionsList({
  merchantId,
  filters,
  isFiltered = false,
  hideVirtualAccount,
}: TableOptions & { merchantId: string; filters: InfractionFilters; isFiltered?: boolean }) {
  const { t } = useTranslation('compliance');
  const query = useInfractions(merchantId, filters);
  return (
    <QueryView query={query} errorTitle={t('infractions.list.loadError')}>
      {(data) => (
        <Flex vertical gap={16}>
          <InfractionsTable
            rows={data.pages.flatMap((page) => page.items)}
            loading={query.isFetching && !query.isFetchingNextPage}
            emptyText={t(isFiltered ? 'infractions.list.emptyFiltered' : 'infractions.list.empty')}
            hideVirtualAccount={hideVirtualAccount}
          />
          {query.hasNextPage ? (
            <Flex justify="center">
              <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('infractions.list.loadMore')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
    </QueryView>
  );
}
