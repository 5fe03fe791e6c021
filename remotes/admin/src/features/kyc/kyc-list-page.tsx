import { formatDocument, ONBOARDING_STATUSES, type TKycCaseSummary } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { Empty, formatDateTime, StatusTag } from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isKycStatus, type KycFilters, kycCasesQueryOptions } from './kyc-api';
import { KYC_STATUS } from './kyc-status';
import { Input, Select } from '@arara/ui/input';

type FilterName = keyof KycFilters;

/**
 * The list's filters live in the URL under the API's query names (`status`, `name`,
 * `document`), so a reload or a shared link shows the same list; an unknown status is ignored.
 */
function useKycSearch() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: KycFilters = {
    status: isKycStatus(status) ? status : undefined,
    name: params.get('name')?.trim() || undefined,
    document: params.get('document')?.trim() || undefined,
  };
  const setFilter = (name: FilterName, value?: string) => {
    const next = new URLSearchParams(params);
    if (value?.trim()) next.set(name, value.trim());
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { filters, setFilter };
}

/** A text filter sent on Enter or the search button (not on every key), kept in step with the URL. */
function SearchFilter({
  label,
  placeholder,
  value,
  maxLength,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  maxLength: number;
  onSearch: (value: string) => void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      maxLength={maxLength}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={onSearch}
      style={{ width: 280 }}
    />
  );
}

function KycTable({ rows, loading }: { rows: TKycCaseSummary[]; loading: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const date = (value: string | null) =>
    value ? formatDateTime(value, i18n.language) : <Text type="secondary">—</Text>;
  const columns: TableProps<TKycCaseSummary>['columns'] = [
    {
      key: 'merchant',
      title: t('kyc.columns.merchant'),
      render: (_, row) => <Link to={`/admin/kyc/${row.id}`}>{row.merchantName}</Link>,
    },
    {
      key: 'document',
      title: t('kyc.columns.document'),
      render: (_, row) => formatDocument(row.document),
    },
    {
      key: 'status',
      title: t('kyc.columns.status'),
      render: (_, row) => <StatusTag kind={KYC_STATUS} status={row.status} />,
    },
    {
      key: 'submitted',
      title: t('kyc.columns.submitted'),
      render: (_, row) => date(row.submittedAt),
    },
    { key: 'updated', title: t('kyc.columns.updated'), render: (_, row) => date(row.updatedAt) },
  ];
  return (
    <Table<TKycCaseSummary>
      rowKey="id"
      dataSource={rows}
      columns={columns}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('kyc.empty')} /> }}
    />
  );
}

/** /admin/kyc: the KYC cases, filtered by status, merchant name and CNPJ (in the URL). */
export function KycListPage() {
  const { t } = useTranslation('admin');
  const { filters, setFilter } = useKycSearch();
  const query = useInfiniteQuery(kycCasesQueryOptions(filters));
  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.kyc.title', descriptionKey: 'pages.kyc.description' }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Select
            allowClear
            aria-label={t('kyc.filters.status')}
            placeholder={t('kyc.filters.allStatuses')}
            value={filters.status}
            onChange={(value?: string) => setFilter('status', value)}
            options={ONBOARDING_STATUSES.map((status) => ({
              value: status,
              label: t(`kyc.statuses.${status}`),
            }))}
            style={{ minWidth: 180 }}
          />
          <SearchFilter
            label={t('kyc.filters.name')}
            placeholder={t('kyc.filters.namePlaceholder')}
            value={filters.name}
            maxLength={100}
            onSearch={(value) => setFilter('name', value)}
          />
          <SearchFilter
            label={t('kyc.filters.document')}
            placeholder={t('kyc.filters.documentPlaceholder')}
            value={filters.document}
            maxLength={20}
            onSearch={(value) => setFilter('document', value)}
          />
        </Flex>
        <QueryView
          query={query}
          errorTitle={t('kyc.loadError')}
          forbiddenTitle={t('kyc.errors.forbidden')}
        >
          {(data) => (
            <>
              <KycTable
                rows={data.pages.flatMap((page) => page.items)}
                loading={query.isFetching && !query.isFetchingNextPage}
              />
              {query.hasNextPage ? (
                <Flex justify="center">
                  <Button
                    loading={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {t('kyc.loadMore')}
                  </Button>
                </Flex>
              ) : null}
            </>
          )}
        </QueryView>
      </Flex>
    </RoutePage>
  );
}
