import { PAYMENT_METHODS, type TDocumentStatus } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex } from '@arara/ui/core';
import { PeriodFilter } from '@arara/ui/data';
import { useEffect, useState } from 'react';
import type { DocumentList } from '@/lib/document-lists';
import type { useListSearch } from '../api/list-search';
import { Input, VirtualAccountFilter, Select } from '@arara/ui/input';

type ListSearch = ReturnType<typeof useListSearch>;

/** The filters of a list, in one row: period, status, method, virtual account, search. */
export function DocumentsFilters({
  merchantId,
  list,
  search,
}: {
  merchantId: string;
  list: DocumentList;
  search: ListSearch;
}) {
  const { t } = useTranslation('documents');
  const { filters } = search;
  // What is typed is sent on Enter or the search button, not on every key.
  const [typed, setTyped] = useState(filters.search ?? '');
  useEffect(() => setTyped(filters.search ?? ''), [filters.search]);
  return (
    <Flex gap={8} wrap align="center">
      <PeriodFilter value={search.period} onChange={search.setPeriod} />
      <Select<TDocumentStatus>
        allowClear
        aria-label={t('list.filters.status')}
        placeholder={t('list.filters.allStatuses')}
        value={filters.status}
        onChange={(value) => search.setFilter('status', value)}
        options={list.statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        style={{ minWidth: 160 }}
      />
      <Select
        allowClear
        aria-label={t('list.filters.method')}
        placeholder={t('list.filters.allMethods')}
        value={filters.method}
        onChange={(value) => search.setFilter('method', value)}
        options={PAYMENT_METHODS.map((method) => ({
          value: method,
          label: t(`methods.${method}`),
        }))}
        style={{ minWidth: 150 }}
      />
      <VirtualAccountFilter
        merchantId={merchantId}
        value={filters.virtualAccountId}
        onChange={(value) => search.setFilter('virtualAccountId', value)}
        label={t('list.filters.virtualAccount')}
        placeholder={t('list.filters.allAccounts')}
      />
      <Input.Search
        aria-label={t('list.filters.search')}
        placeholder={t('list.filters.searchPlaceholder')}
        allowClear
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => search.setFilter('search', value.trim() || undefined)}
        style={{ width: 320 }}
      />
    </Flex>
  );
}
