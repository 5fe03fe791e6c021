import { endpointQueryOptions } from '@arara/api-client/query';
import { adminPlatformEndpoints, type TAdminDashboard, type TPixPeriod } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Flex, Panel, Text } from '@arara/ui/core';
import { Empty, formatMoney } from '@arara/ui/data';
import { QueryView, RoutePage } from '@arara/ui/page';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PixChart } from './pix-chart';

export const dashboardQueryOptions = () =>
  endpointQueryOptions(adminPlatformEndpoints.dashboard, {});

/** A figure that opens its list. */
function Figure({ label, value, to }: { label: string; value: string | number; to: string }) {
  return (
    <Link to={to} style={{ color: 'inherit', minWidth: 140 }}>
      <Flex vertical gap={2}>
        <Text type="secondary">{label}</Text>
        <Text strong style={{ fontSize: 22 }}>
          {value}
        </Text>
      </Flex>
    </Link>
  );
}

const transactionsLink = (kind: 'entry' | 'out', from: string, to: string) =>
  `/admin/transactions?${new URLSearchParams({ kind, method: 'pix', status: 'approved', from, to })}`;

function PixPanel({ pix, period }: Required<Pick<TAdminDashboard, 'pix' | 'period'>>) {
  const { t, i18n } = useTranslation('admin');
  const days = pix.days;
  const first = (count: number) => days[Math.max(days.length - count, 0)]?.date ?? period.to;
  const rows: { key: string; label: string; totals: TPixPeriod; from: string }[] = [
    { key: 'today', label: t('platform.dashboard.today'), totals: pix.today, from: period.to },
    { key: '7', label: t('platform.dashboard.last7Days'), totals: pix.last7Days, from: first(7) },
    {
      key: '30',
      label: t('platform.dashboard.last30Days'),
      totals: pix.last30Days,
      from: period.from,
    },
  ];
  return (
    <Panel title={t('platform.dashboard.pix')}>
      <Flex vertical gap={16}>
        {rows.map((row) => (
          <Flex key={row.key} gap={24} wrap align="end">
            <Text strong style={{ minWidth: 120 }}>
              {row.label}
            </Text>
            <Figure
              label={t('platform.dashboard.pixIn', { count: row.totals.in.count })}
              value={formatMoney(row.totals.in.amount, i18n.language)}
              to={transactionsLink('entry', row.from, period.to)}
            />
            <Figure
              label={t('platform.dashboard.pixOut', { count: row.totals.out.count })}
              value={formatMoney(row.totals.out.amount, i18n.language)}
              to={transactionsLink('out', row.from, period.to)}
            />
          </Flex>
        ))}
        <PixChart days={days} />
      </Flex>
    </Panel>
  );
}

function Dashboard({ data }: { data: TAdminDashboard }) {
  const { t } = useTranslation('admin');
  const { merchants, kyc, pix, documents, infractions, period } = data;
  if (!merchants && !kyc && !pix && !documents && !infractions) {
    return <Empty description={t('platform.dashboard.nothing')} />;
  }
  return (
    <Flex vertical gap={16}>
      {merchants ? (
        <Panel title={t('platform.dashboard.merchants', { count: merchants.total })}>
          <Flex gap={24} wrap>
            {merchants.byStatus.map(({ status, count }) => (
              <Figure
                key={status}
                label={t(`platform.merchantStatuses.${status}`)}
                value={count}
                to={`/admin/merchants?status=${status}`}
              />
            ))}
          </Flex>
        </Panel>
      ) : null}
      <Flex gap={16} wrap>
        {kyc ? (
          <Panel title={t('platform.dashboard.kyc')} style={{ flex: '1 1 280px' }}>
            <Flex gap={24} wrap>
              <Figure
                label={t('platform.dashboard.kycSubmitted')}
                value={kyc.submitted}
                to="/admin/kyc?status=submitted"
              />
              <Figure
                label={t('platform.dashboard.kycUnderReview')}
                value={kyc.underReview}
                to="/admin/kyc?status=under_review"
              />
            </Flex>
          </Panel>
        ) : null}
        {documents ? (
          <Panel title={t('platform.dashboard.documents')} style={{ flex: '1 1 280px' }}>
            <Flex gap={24} wrap>
              <Figure
                label={t('platform.dashboard.failed')}
                value={documents.failed}
                to={`/admin/transactions?${new URLSearchParams({ status: 'failed', from: period.from, to: period.to })}`}
              />
              <Figure
                label={t('platform.dashboard.pending')}
                value={documents.pending}
                to="/admin/transactions?status=pending"
              />
            </Flex>
          </Panel>
        ) : null}
        {infractions ? (
          <Panel title={t('platform.dashboard.infractions')} style={{ flex: '1 1 280px' }}>
            <Figure
              label={t('platform.dashboard.waitingDefense')}
              value={infractions.waitingDefense}
              to="/admin/transactions?infraction=WAITING_DEFENSE"
            />
          </Panel>
        ) : null}
      </Flex>
      {pix ? <PixPanel pix={pix} period={period} /> : null}
    </Flex>
  );
}

/** /admin: the figures an operator opens first, each a link to its list. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const query = useQuery(dashboardQueryOptions());
  return (
    <RoutePage
      namespace="admin"
      spec={{ titleKey: 'pages.dashboard.title', descriptionKey: 'pages.dashboard.description' }}
    >
      <QueryView query={query} errorTitle={t('platform.dashboard.loadError')}>
        {(data) => <Dashboard data={data} />}
      </QueryView>
    </RoutePage>
  );
}
