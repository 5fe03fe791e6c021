import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { PeriodFilter, type PeriodValue } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { QueryView } from '@arara/ui/page';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCursors, readPeriod, withCursors, withFilter } from '@/lib/search-params';
import { CursorPager } from './cursor-pager';
import { EmptyState } from './empty-state';
import { Select } from '@arara/ui/input';

/**
 * The URL state of a filtered, keyset-paged list (events, logs): its period, the cursors of the
 * page shown, and the setters that keep both in the URL (a filter change starts from the newest
 * page again; see `lib/search-params.ts`).
 */
export function useKeysetSearch() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    period: readPeriod(params),
    cursors: readCursors(params),
    filter: (name: string, value: string | undefined) =>
      setParams(withFilter(params, { name, value })),
    setPeriod: (period: PeriodValue) => setParams(withFilter(params, { period })),
    setCursors: (cursors: string[]) => setParams(withCursors(params, cursors)),
  };
}

type KeysetSearch = ReturnType<typeof useKeysetSearch>;

type KeysetPage<TItem> = { items: TItem[]; nextCursor: string | null };

/**
 * A filtered, keyset-paged list: the period and the list's own filters in one row, then one
 * page of rows with the pager (the API hands out `nextCursor`, never a total), or the query's
 * error.
 */
export function KeysetList<TItem extends { id: string }>({
  texts,
  search,
  query,
  columns,
  filters,
}: {
  /** The list's texts: `<texts>.loadError`, `<texts>.empty.title` and `.next`. */
  texts: 'events' | 'logs';
  search: KeysetSearch;
  query: UseQueryResult<KeysetPage<TItem>>;
  columns: TableProps<TItem>['columns'];
  /** The filters after the period's. */
  filters: ReactNode;
}) {
  const { t } = useTranslation('developer');
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <PeriodFilter value={search.period} onChange={search.setPeriod} />
        {filters}
      </Flex>
      <QueryView query={query} errorTitle={t(`${texts}.loadError`)} forbiddenTitle={t('forbidden')}>
        {(data) => (
          <>
            <Table<TItem>
              rowKey="id"
              dataSource={data.items}
              loading={query.isFetching}
              pagination={false}
              scroll={{ x: 1000 }}
              locale={{
                emptyText: (
                  <EmptyState title={t(`${texts}.empty.title`)} next={t(`${texts}.empty.next`)} />
                ),
              }}
              columns={columns}
            />
            <CursorPager
              cursors={search.cursors}
              nextCursor={data.nextCursor}
              disabled={query.isFetching}
              onChange={search.setCursors}
            />
          </>
        )}
      </QueryView>
    </Flex>
  );
}

/** A filter on one of a list's known values (a status, a type); cleared, it shows them all. */
export function OneOfFilter<T extends string>({
  label,
  placeholder,
  values,
  optionLabel,
  value,
  onChange,
  minWidth,
}: {
  label: string;
  placeholder: string;
  values: readonly T[];
  optionLabel: (value: T) => string;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  minWidth: number;
}) {
  return (
    <Select<T>
      allowClear
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      options={values.map((name) => ({ value: name, label: optionLabel(name) }))}
      style={{ minWidth }}
    />
  );
}
