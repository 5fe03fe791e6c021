import { useCurrentMerchant } from '@arara/api-client/query';
import { useTranslation } from '@arara/i18n';
import { Flex, PendingIndicator } from '@arara/ui/core';
import {
  PeriodFilter,
  type PeriodValue,
  parsePeriodParams,
  resolvePeriod,
  todayIso,
  toPeriodParams,
} from '@arara/ui/data';
import { Card } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { MerchantPage } from '../../../components/merchant-page';
import { QueryView } from '../../../components/query-view';
import { type HomePeriod, homeQueryOptions } from '../api/get-home';
import { BalanceCards } from '../components/balance-cards';
import { BalanceChart } from '../components/balance-chart';
import { LatestTransactions } from '../components/latest-transactions';
import { PeriodSummary } from '../components/period-summary';

const DEFAULT_PERIOD: PeriodValue = { period: 'last30' };
/** The API draws at most 366 days: "all time" on the home is the last year. */
const LONGEST_DAYS = 366;

function homePeriod(value: PeriodValue): HomePeriod {
  const range = resolvePeriod(value);
  const to = range.to ?? todayIso();
  const from =
    range.from ??
    dayjs(to)
      .subtract(LONGEST_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
  return { from, to };
}

function Home({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation('accounts');
  const { merchant } = useCurrentMerchant();
  const [params, setParams] = useSearchParams();
  const value = parsePeriodParams(params, DEFAULT_PERIOD);
  const home = useQuery(homeQueryOptions(merchantId, homePeriod(value)));
  return (
    <QueryView query={home}>
      {(data) => (
        <Flex vertical gap={16}>
          <BalanceCards balance={data.balance} />
          <AfterFirstPaint fallback={<PendingIndicator />}>
            <Card
              title={t('home.chart.title')}
              extra={
                <PeriodFilter
                  value={value}
                  onChange={(next) => setParams(toPeriodParams(next, params), { replace: true })}
                />
              }
            >
              <BalanceChart history={data.history} />
            </Card>
            <Card
              title={t('home.summary.title', { name: merchant?.name ?? '' })}
              extra={<Link to="/accounts/extract">{t('home.latest.seeAll')}</Link>}
            >
              <Flex vertical gap={16}>
                <PeriodSummary summary={data.summary} />
                <LatestTransactions entries={data.latestTransactions} />
              </Flex>
            </Card>
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
