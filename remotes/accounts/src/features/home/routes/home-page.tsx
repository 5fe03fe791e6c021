import { useCurrentMerchant } from '@arara/session/me';
import { useTranslation } from '@arara/i18n';
import { Flex, Panel, PendingIndicator } from '@arara/ui/core';
import { PeriodFilter, parsePeriodParams, toPeriodParams } from '@arara/ui/data';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { MerchantPage } from '@/components/merchant-page';
import { QueryView } from '@arara/ui/page';
import { DEFAULT_HOME_PERIOD, homePeriod, homeQueryOptions } from '../api/get-home';
import { BalanceCards } from '../components/balance-cards';
import { LatestTransactions } from '../components/latest-transactions';
import { PeriodSummary } from '../components/period-summary';

// Its own chunk: the chart library (recharts) is the largest part of the page, and the balance
// cards should not wait for it to download and run.
const BalanceChart = lazy(async () => ({
  default: (await import('../components/balance-chart')).BalanceChart,
}));

function Home({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('accounts');
  const { merchant } = useCurrentMerchant();
  const [params, setParams] = useSearchParams();
  const value = parsePeriodParams(params, DEFAULT_HOME_PERIOD);
  const home = useQuery(homeQueryOptions(merchantId, homePeriod(value)));
  return (
    <QueryView query={home}>
      {(data) => (
        <Flex vertical gap={16}>
          <BalanceCards balance={data.balance} />
          <AfterFirstPaint fallback={<PendingIndicator />}>
            <Panel
              title={t('home.chart.title')}
              extra={
                <PeriodFilter
                  value={value}
                  onChange={(next) => setParams(toPeriodParams(next, params), { replace: true })}
                />
              }
            >
              <Suspense fallback={<PendingIndicator />}>
                <BalanceChart history={data.history} />
              </Suspense>
            </Panel>
            <Panel
              title={t('home.summary.title', { name: merchant?.name ?? '' })}
              extra={<Link to="/accounts/extract">{t('home.latest.seeAll')}</Link>}
            >
              <Flex vertical gap={16}>
                <PeriodSummary summary={data.summary} />
                <LatestTransactions entries={data.latestTransactions} />
              </Flex>
            </Panel>
          </AfterFirstPaint>
        </Flex>
      )}
    </QueryView>
  );
}

/** `/`: balances, the balance over the chosen period, and the merchant's latest movements. */
export function HomePage() {
  return (
    <MerchantPage spec={{ titleKey: 'home.title', descriptionKey: 'home.description' }}>
      {(merchantId) => <Home merchantId={merchantId} />}
    </MerchantPage>
  );
}
