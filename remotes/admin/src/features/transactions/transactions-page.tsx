import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TAdminTransaction } from '@arara/contracts';
import { isLanguage, useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import {
  Empty,
  formatDateTime,
  formatMoney,
  PeriodFilter,
  parsePeriodParams,
  resolvePeriod,
  StatusTag,
  toPeriodParams,
} from '@arara/ui/data';
import { Table, type TableProps } from '@arara/ui/table';
import { centsToInput, parseReais } from '@arara/ui/form';
import { DownloadOutlined } from '@arara/ui/layout';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  downloadTransactionsCsv,
  isTransactionStatus,
  isTransactionType,
  TRANSACTION_STATUS,
  type TransactionFilters,
  transactionsQueryOptions,
} from './transactions-api';
import { Input, Select, Typography } from '@arara/ui/input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cents = (value: string | null) =>
  value !== null && /^\d+$/.test(value) ? Number(value) : undefined;

/**
 * The list's filters live in the URL under the API's query names (`merchantId`, `type`,
 * `status`, `minAmount`, `maxAmount` in cents) plus the period filter's (`period`, `from`, `to`),
 * so a reload or a shared link shows the same list; unknown values are ignored.
 */
function useTransactionsSearch() {
  const [params, setParams] = useSearchParams();
  const period = parsePeriodParams(params);
  const range = resolvePeriod(period);
  const type = params.get('type');
  const status = params.get('status');
  const merchantId = params.get('merchantId') ?? '';
  const filters: TransactionFilters = {
    merchantId: UUID.test(merchantId) ? merchantId : undefined,
    type: isTransactionType(type) ? type : undefined,
    status: isTransactionStatus(status) ? status : undefined,
    from: range.from ?? undefined,
    to: range.to ?? undefined,
    minAmount: cents(params.get('minAmount')),
    maxAmount: cents(params.get('maxAmount')),
  };
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const setFilter = (name: string, value?: string) =>
    update((next) => {
      if (value?.trim()) next.set(name, value.trim());
      else next.delete(name);
    });
  return { filters, period, params, setParams, setFilter, update };
}

type Search = ReturnType<typeof useTransactionsSearch>;

/** Merchant id and amount range: typed, checked here, applied together. */
function TypedFilters({ search }: { search: Search }) {
  const { t, i18n } = useTranslation('admin');
  const { filters } = search;
  const shown = (value: number | undefined) =>
    value === undefined ? '' : centsToInput(value, i18n.language);
  const [merchant, setMerchant] = useState(filters.merchantId ?? '');
  const [min, setMin] = useState(shown(filters.minAmount));
  const [max, setMax] = useState(shown(filters.maxAmount));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setMerchant(filters.merchantId ?? ''), [filters.merchantId]);

  const apply = () => {
    const merchantId = merchant.trim();
    const minAmount = min.trim() === '' ? undefined : parseReais(min);
    const maxAmount = max.trim() === '' ? undefined : parseReais(max);
    if (merchantId !== '' && !UUID.test(merchantId)) {
      setError(t('money.transactions.errors.merchant'));
      return;
    }
    if (
      (min.trim() !== '' && minAmount === undefined) ||
      (max.trim() !== '' && maxAmount === undefined)
    ) {
      setError(t('money.transactions.errors.amount'));
      return;
    }
    if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) {
      setError(t('money.transactions.errors.amountOrder'));
      return;
    }
    setError(null);
    search.update((next) => {
      const set = (name: string, value: string | number | undefined) => {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      };
      set('merchantId', merchantId);
      set('minAmount', minAmount);
      set('maxAmount', maxAmount);
    });
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Input
          aria-label={t('money.transactions.filters.merchant')}
          placeholder={t('money.transactions.filters.merchantPlaceholder')}
          value={merchant}
          allowClear
          onChange={(event) => setMerchant(event.target.value)}
          onPressEnter={apply}
          style={{ width: 320 }}
        />
        <Input
          aria-label={t('money.transactions.filters.minAmount')}
          placeholder={t('money.transactions.filters.minAmount')}
          prefix="R$"
          inputMode="decimal"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          onPressEnter={apply}
          style={{ width: 180 }}
        />
        <Input
          aria-label={t('money.transactions.filters.maxAmount')}
          placeholder={t('money.transactions.filters.maxAmount')}
          prefix="R$"
          inputMode="decimal"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          onPressEnter={apply}
          style={{ width: 180 }}
        />
        <Button onClick={apply}>{t('money.transactions.filters.apply')}</Button>
        <Button
          type="link"
          onClick={() => {
            setMerchant('');
            setMin('');
            setMax('');
            setError(null);
            search.setParams(new URLSearchParams(), { replace: true });
          }}
        >
          {t('money.transactions.filters.clear')}
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={error} /> : null}
    </Flex>
  );
}

function TransactionsTable({ rows, loading }: { rows: TAdminTransaction[]; loading: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const columns: TableProps<TAdminTransaction>['columns'] = [
    {
      key: 'createdAt',
      title: t('money.transactions.columns.createdAt'),
      render: (_, row) => formatDateTime(row.createdAt, i18n.language),
    },
    {
      key: 'merchant',
      title: t('money.transactions.columns.merchant'),
      render: (_, row) => <Link to={`/admin/merchants/${row.merchantId}`}>{row.merchantName}</Link>,
    },
    {
      key: 'type',
      title: t('money.transactions.columns.type'),
      render: (_, row) => t(`money.transactions.types.${row.type}`),
    },
    {
      key: 'amount',
      title: t('money.transactions.columns.amount'),
      align: 'right',
      render: (_, row) => formatMoney(row.amount, i18n.language),
    },
    {
      key: 'status',
      title: t('money.transactions.columns.status'),
      render: (_, row) => <StatusTag kind={TRANSACTION_STATUS} status={row.status} />,
    },
    {
      key: 'reference',
      title: t('money.transactions.columns.reference'),
      render: (_, row) => row.reference ?? <Text type="secondary">—</Text>,
    },
    {
      key: 'document',
      title: t('money.transactions.columns.documentId'),
      render: (_, row) =>
        row.documentId ? (
          <Typography.Text code copyable={{ text: row.documentId }} title={row.documentId}>
            {row.documentId.slice(0, 8)}
          </Typography.Text>
        ) : (
          <Text type="secondary">{t('money.transactions.noDocument')}</Text>
        ),
    },
  ];
  return (
    <Table<TAdminTransaction>
      rowKey="id"
      dataSource={rows}
      columns={columns}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('money.transactions.empty')} /> }}
    />
  );
}

/** The CSV of what the list shows (every page, same filters), in the UI language. */
function CsvButton({ filters }: { filters: TransactionFilters }) {
  const { t, i18n } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTransactionsCsv(filters, isLanguage(i18n.language) ? i18n.language : 'en');
    } catch {
      toast.error(t('money.transactions.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('money.transactions.export.button')}
    </Button>
  );
}

/** /admin/transactions: every merchant's transactions, filtered (in the URL), keyset-paged. */
export function TransactionsPage() {
  const { t } = useTranslation('admin');
  const search = useTransactionsSearch();
  const { filters } = search;
  const query = useInfiniteQuery(transactionsQueryOptions(filters));
  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.transactions.title',
        descriptionKey: 'pages.transactions.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Flex gap={8} wrap align="center">
            <Select
              allowClear
              aria-label={t('money.transactions.filters.type')}
              placeholder={t('money.transactions.filters.type')}
              value={filters.type}
              onChange={(value?: string) => search.setFilter('type', value)}
              options={TRANSACTION_TYPES.map((type) => ({
                value: type,
                label: t(`money.transactions.types.${type}`),
              }))}
              style={{ minWidth: 160 }}
            />
            <Select
              allowClear
              aria-label={t('money.transactions.filters.status')}
              placeholder={t('money.transactions.filters.status')}
              value={filters.status}
              onChange={(value?: string) => search.setFilter('status', value)}
              options={TRANSACTION_STATUSES.map((status) => ({
                value: status,
                label: t(`money.transactions.statuses.${status}`),
              }))}
              style={{ minWidth: 160 }}
            />
            <PeriodFilter
              value={search.period}
              onChange={(next) =>
                search.setParams(toPeriodParams(next, search.params), { replace: true })
              }
            />
          </Flex>
          <CsvButton filters={filters} />
        </Flex>
        <TypedFilters search={search} />
        <QueryView query={query} errorTitle={t('money.transactions.loadError')}>
          {(data) => {
            const rows = data.pages.flatMap((page) => page.items);
            return (
              <>
                <TransactionsTable
                  rows={rows}
                  loading={query.isFetching && !query.isFetchingNextPage}
                />
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <Text type="secondary">
                    {t('money.transactions.shown', { count: rows.length })}
                  </Text>
                  {query.hasNextPage ? (
                    <Button
                      loading={query.isFetchingNextPage}
                      onClick={() => void query.fetchNextPage()}
                    >
                      {t('money.transactions.loadMore')}
                    </Button>
                  ) : null}
                </Flex>
              </>
            );
          }}
        </QueryView>
      </Flex>
    </RoutePage>
  );
}
