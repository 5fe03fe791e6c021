import { TRANSACTIONS_REPORT_MAX_DAYS, type TTransactionsReport } from '@arara/contracts';
import { isLanguage, useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Text, toast } from '@arara/ui/core';
import {
  Empty,
  formatDate,
  formatMoney,
  PeriodFilter,
  type PeriodValue,
  parsePeriodParams,
  resolvePeriod,
  toPeriodParams,
} from '@arara/ui/data';
import { Table } from '@arara/ui/table';
import { DownloadOutlined } from '@arara/ui/layout';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  downloadTransactionsReportCsv,
  type ReportPeriod,
  transactionsReportQueryOptions,
} from './reports-api';
import { Card } from '@arara/ui/card';
import { Statistic } from '@arara/ui/card';

// recharts loads with this screen only, after the figures.
const TransactionsChart = lazy(async () => ({
  default: (await import('./transactions-chart')).TransactionsChart,
}));

const DEFAULT_PERIOD: PeriodValue = { period: 'last30' };

const daysOf = ({ from, to }: ReportPeriod) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The report's period from the URL (`period`, `from`, `to`); the last 30 days by default. */
function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const value = parsePeriodParams(params, DEFAULT_PERIOD);
  const range = resolvePeriod(value);
  const period: ReportPeriod | undefined =
    range.from && range.to ? { from: range.from, to: range.to } : undefined;
  const onChange = (next: PeriodValue) =>
    setParams(toPeriodParams(next, params), { replace: true });
  return { value, period, onChange };
}

function CsvButton({ period }: { period: ReportPeriod }) {
  const { t, i18n } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTransactionsReportCsv(period, isLanguage(i18n.language) ? i18n.language : 'en');
    } catch {
      toast.error(t('money.reports.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {t('money.reports.export.button')}
    </Button>
  );
}

function ReportView({ report }: { report: TTransactionsReport }) {
  const { t, i18n } = useTranslation('admin');
  const money = (cents: number) => formatMoney(cents, i18n.language);
  if (report.total.count === 0) return <Empty description={t('money.reports.empty')} />;
  const amountColumn = {
    key: 'amount',
    title: t('money.reports.amount'),
    align: 'right' as const,
    render: (_: unknown, row: { amount: number }) => money(row.amount),
  };
  const countColumn = { key: 'count', title: t('money.reports.count'), dataIndex: 'count' };
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Card style={{ flex: '1 1 240px' }}>
          <Statistic title={t('money.reports.count')} value={report.total.count} />
        </Card>
        <Card style={{ flex: '1 1 240px' }}>
          <Statistic
            title={t('money.reports.total')}
            value={report.total.amount}
            formatter={(value) => money(Number(value))}
          />
        </Card>
      </Flex>
      <Card title={t('money.reports.chartTitle')}>
        <Suspense fallback={null}>
          <TransactionsChart days={report.byDay} />
        </Suspense>
      </Card>
      <Flex gap={16} wrap>
        <Card title={t('money.reports.byType')} style={{ flex: '1 1 320px' }}>
          <Table
            rowKey="type"
            size="small"
            pagination={false}
            dataSource={report.byType}
            columns={[
              {
                key: 'type',
                title: t('money.reports.columns.type'),
                render: (_, row) => t(`money.transactions.types.${row.type}`),
              },
              countColumn,
              amountColumn,
            ]}
          />
        </Card>
        <Card title={t('money.reports.byMerchant')} style={{ flex: '2 1 420px' }}>
          <Table
            rowKey="merchantId"
            size="small"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={report.byMerchant}
            columns={[
              {
                key: 'merchant',
                title: t('money.reports.columns.merchant'),
                render: (_, row) => (
                  <Link to={`/admin/merchants/${row.merchantId}`}>{row.merchantName}</Link>
                ),
              },
              countColumn,
              amountColumn,
            ]}
          />
        </Card>
      </Flex>
      <Card title={t('money.reports.byDay')}>
        <Table
          rowKey="date"
          size="small"
          pagination={{ pageSize: 31, hideOnSinglePage: true }}
          dataSource={report.byDay}
          columns={[
            {
              key: 'date',
              title: t('money.reports.columns.date'),
              render: (_, row) => formatDate(row.date, i18n.language),
            },
            countColumn,
            amountColumn,
          ]}
        />
      </Card>
    </Flex>
  );
}

function Report({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation('admin');
  const query = useQuery(transactionsReportQueryOptions(period));
  return (
    <QueryView query={query} errorTitle={t('money.reports.loadError')}>
      {(report) => <ReportView report={report} />}
    </QueryView>
  );
}

/** /admin/reports/transactions: totals of a period by day (a chart), type and merchant. */
export function TransactionsReportPage() {
  const { t } = useTranslation('admin');
  const { value, period, onChange } = useReportPeriod();
  const problem = !period
    ? t('money.reports.errors.periodRequired')
    : daysOf(period) > TRANSACTIONS_REPORT_MAX_DAYS
      ? t('money.reports.errors.periodTooLong')
      : null;
  return (
    <RoutePage
      namespace="admin"
      spec={{
        titleKey: 'pages.reportsTransactions.title',
        descriptionKey: 'pages.reportsTransactions.description',
      }}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <PeriodFilter value={value} onChange={onChange} />
          {period && !problem ? <CsvButton period={period} /> : null}
        </Flex>
        <Text type="secondary">{t('money.reports.periodHint')}</Text>
        {problem || !period ? (
          <Alert type="warning" showIcon title={problem} />
        ) : (
          <Report period={period} />
        )}
      </Flex>
    </RoutePage>
  );
}
