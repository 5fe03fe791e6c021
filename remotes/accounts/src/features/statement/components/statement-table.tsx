import { useCurrentMerchant } from '@arara/session/me';
import type { TStatementEntry } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, PendingIndicator, Text } from '@arara/ui/core';
import { DEFAULT_TIME_ZONE, formatDateTime, Money } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MovementMethodText, MovementTypeTag } from '@/components/movement-type-tag';
import { QueryView } from '@arara/ui/page';
import { statementQueryOptions } from '../api/get-statement';
import type { StatementFilter } from '../api/statement-filter';
import { DEFAULT_PAGE_SIZE } from '../lib/page-sizes';
import { StatementPager } from './statement-pager';
import { useStatementErrorText } from './use-statement-error-text';

export type StatementPaging = {
  /** The cursor of every page after the first, up to the one shown; [] = the newest page. */
  cursors: string[];
  pageSize: number;
};

export type StatementTableProps = {
  /** Only this virtual account's movements (its detail page); the account column then goes. */
  virtualAccountId?: string;
  /** Lines per page (the starting size when the table keeps its own paging). */
  pageSize?: number;
  /** Small rows without the method column, for a tab or a card. */
  compact?: boolean;
  /** The statement page's filters (period, types, account); none = every movement. */
  filter?: StatementFilter;
  /**
   * Controlled paging, for a host that keeps it in the URL (with `cursors` and `pageSize`).
   * Without it the table pages on its own and goes back to the newest page when filters change.
   */
  onPagingChange?: (paging: StatementPaging) => void;
  cursors?: string[];
};

/** Where a line's detail lives. */
export const statementEntryPath = (id: string) => `/accounts/extract/${encodeURIComponent(id)}`;

/** State handed to the entry page, so its Back returns to this list as filtered and paged. */
export type StatementEntryLinkState = { backTo: string };

/**
 * The statement lines, newest first, with keyset paging; a line opens its detail. Embeddable:
 * it reads no URL parameters, its host passes the filters (or none) and, optionally, paging.
 */
export function StatementTable(props: StatementTableProps) {
  const { merchantId } = useCurrentMerchant();
  if (merchantId === null) return <PendingIndicator />;
  // A new merchant remounts the table: no page of the previous one is kept as placeholder.
  return <MerchantStatementTable key={merchantId} merchantId={merchantId} {...props} />;
}

function MerchantStatementTable({
  merchantId,
  virtualAccountId,
  pageSize,
  compact = false,
  filter,
  onPagingChange,
  cursors,
}: StatementTableProps & { merchantId: string }) {
  const { t, i18n } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useStatementErrorText();

  const effectiveFilter: StatementFilter = virtualAccountId
    ? { ...filter, virtualAccountId }
    : { ...filter };
  const filterKey = JSON.stringify(effectiveFilter);
  const [own, setOwn] = useState({
    filterKey,
    cursors: [] as string[],
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
  });
  const paging: StatementPaging = onPagingChange
    ? { cursors: cursors ?? [], pageSize: pageSize ?? DEFAULT_PAGE_SIZE }
    : { cursors: own.filterKey === filterKey ? own.cursors : [], pageSize: own.pageSize };
  const changePaging = (next: StatementPaging) => {
    if (onPagingChange) onPagingChange(next);
    else setOwn({ filterKey, ...next });
  };

  const query = useQuery(
    statementQueryOptions(merchantId, {
      ...effectiveFilter,
      cursor: paging.cursors.at(-1),
      limit: paging.pageSize,
    }),
  );

  const linkState: StatementEntryLinkState = { backTo: `${location.pathname}${location.search}` };
  const openEntry = (entry: TStatementEntry) =>
    navigate(statementEntryPath(entry.id), { state: linkState });

  const columns: NonNullable<TableProps<TStatementEntry>['columns']> = [
    {
      key: 'date',
      title: t('statement.columns.date'),
      render: (_, entry) => (
        <Link to={statementEntryPath(entry.id)} state={linkState} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.createdAt, i18n.language, DEFAULT_TIME_ZONE)}
        </Link>
      ),
    },
    {
      key: 'reference',
      title: t('statement.columns.reference'),
      render: (_, entry) => (
        <Flex vertical>
          <Text>{entry.reference ?? '—'}</Text>
          {entry.description ? <Text type="secondary">{entry.description}</Text> : null}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('statement.columns.type'),
      render: (_, entry) => <MovementTypeTag type={entry.type} />,
    },
    ...(compact
      ? []
      : [
          {
            key: 'method',
            title: t('statement.columns.method'),
            render: (_: unknown, entry: TStatementEntry) => (
              <MovementMethodText method={entry.method} />
            ),
          },
        ]),
    {
      key: 'amount',
      title: t('statement.columns.amount'),
      align: 'right',
      render: (_, entry) => <Money cents={entry.amount} signed />,
    },
    {
      key: 'balanceAfter',
      title: t('statement.columns.balanceAfter'),
      align: 'right',
      render: (_, entry) => <Money cents={entry.balanceAfter} />,
    },
    ...(virtualAccountId
      ? []
      : [
          {
            key: 'virtualAccount',
            title: t('statement.columns.virtualAccount'),
            render: (_: unknown, entry: TStatementEntry) => (
              <Link to={`/accounts/virtual/${encodeURIComponent(entry.virtualAccountId)}`}>
                {entry.virtualAccountLabel}
              </Link>
            ),
          },
        ]),
  ];

  const page = paging.cursors.length + 1;
  const nextCursor = query.data?.nextCursor ?? null;

  return (
    <Flex vertical gap={12}>
      <QueryView query={query} errorTitle={errorText(query.error)}>
        {(data) => (
          <Table<TStatementEntry>
            rowKey="id"
            size={compact ? 'small' : 'middle'}
            columns={columns}
            dataSource={data.items}
            loading={query.isFetching}
            pagination={false}
            locale={{ emptyText: t('statement.empty') }}
            scroll={{ x: 'max-content' }}
            onRow={(entry) => ({
              // Links inside the row (date, account) navigate on their own.
              onClick: (event) => {
                if (event.target instanceof Element && event.target.closest('a, button')) return;
                openEntry(entry);
              },
              style: { cursor: 'pointer' },
            })}
          />
        )}
      </QueryView>
      {query.data !== undefined || page > 1 ? (
        <StatementPager
          page={page}
          hasNext={nextCursor !== null}
          pageSize={paging.pageSize}
          // The rows shown while the next page loads are the old page's: their cursor is stale.
          disabled={query.isPlaceholderData}
          onFirst={() => changePaging({ cursors: [], pageSize: paging.pageSize })}
          onPrevious={() =>
            changePaging({ cursors: paging.cursors.slice(0, -1), pageSize: paging.pageSize })
          }
          onNext={() => {
            if (nextCursor !== null) {
              changePaging({ cursors: [...paging.cursors, nextCursor], pageSize: paging.pageSize });
            }
          }}
          onPageSizeChange={(size) => changePaging({ cursors: [], pageSize: size })}
        />
      ) : null}
    </Flex>
  );
}
