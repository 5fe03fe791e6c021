import type { TDocumentSummary } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Paragraph, Text } from '@arara/ui/core';
import { Empty, formatDateTime, Money, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { Link } from 'react-router-dom';
import { DOCUMENT_STATUS } from '@/components/statuses';
import { documentPath } from '@/lib/document-lists';
import type { DocumentFilters } from '../api/get-documents';

type SortOrder = 'ascend' | 'descend' | null;

const sortOrderOf = (filters: DocumentFilters, column: 'createdAt' | 'amount'): SortOrder => {
  // The API's default is newest first: the date column shows it when nothing else is chosen.
  const sort = filters.sort ?? 'createdAt';
  if (sort !== column) return null;
  return (filters.order ?? 'desc') === 'asc' ? 'ascend' : 'descend';
};

type Props = {
  rows: TDocumentSummary[];
  filters: DocumentFilters;
  loading: boolean;
  /** Some filter is set beyond the period: the empty state says to clear them. */
  isFiltered: boolean;
  onSort: (value: { sort?: string; order?: string }) => void;
};

/** One row per document; the date and amount columns sort on the server (keyset order). */
export function DocumentsTable({ rows, filters, loading, isFiltered, onSort }: Props) {
  const { t, i18n } = useTranslation('documents');
  const columns: TableProps<TDocumentSummary>['columns'] = [
    {
      key: 'createdAt',
      title: t('list.columns.date'),
      width: 130,
      sorter: true,
      sortOrder: sortOrderOf(filters, 'createdAt'),
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      key: 'reference',
      title: t('list.columns.reference'),
      render: (_, row) => <Link to={documentPath(row)}>{row.endToEndId ?? row.reference}</Link>,
    },
    {
      key: 'counterparty',
      title: t('list.columns.counterparty'),
      render: (_, row) =>
        row.counterpartyName ??
        row.counterpartVirtualAccountLabel ?? <Text type="secondary">—</Text>,
    },
    {
      key: 'method',
      title: t('list.columns.method'),
      render: (_, row) => t(`methods.${row.method}`),
    },
    {
      key: 'virtualAccount',
      title: t('list.columns.virtualAccount'),
      render: (_, row) => row.virtualAccountLabel,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      render: (_, row) => <StatusTag kind={DOCUMENT_STATUS} status={row.status} />,
    },
    {
      key: 'amount',
      title: t('list.columns.amount'),
      align: 'right',
      // Kept in view when a narrow screen scrolls the table sideways.
      fixed: 'right',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf(filters, 'amount'),
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => (
        <Money cents={row.direction === 'out' ? -row.amount : row.amount} signed />
      ),
    },
  ];
  return (
    <Table<TDocumentSummary>
      rowKey="id"
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 960 }}
      columns={columns}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = one?.columnKey === 'amount' ? 'amount' : 'createdAt';
        if (!one?.order) return onSort({ sort: undefined, order: undefined });
        onSort({ sort: key, order: one.order === 'ascend' ? 'asc' : 'desc' });
      }}
      locale={{
        emptyText: (
          <Empty
            description={
              <Flex vertical gap={4}>
                <Text strong>{t('list.empty.title')}</Text>
                <Paragraph type="secondary" style={{ margin: 0 }}>
                  {t(isFiltered ? 'list.empty.filtered' : 'list.empty.next')}
                </Paragraph>
              </Flex>
            }
          />
        ),
      }}
    />
  );
}

/** Keyset "load more": the next page joins the rows shown; none after the last. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation('documents');
  if (!hasMore) return null;
  return (
    <Flex justify="center">
      <Button loading={loading} onClick={onLoad}>
        {t('list.loadMore')}
      </Button>
    </Flex>
  );
}
