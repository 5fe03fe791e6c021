import type { TBalancePoint } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { DailyMoneyChart, useChartColors } from '@arara/ui/charts';
import { formatDate, formatMoney } from '@arara/ui/data';

/** The closing balance of each day of the period: a picture is read faster than a table. */
export function BalanceChart({ history }: { history: TBalancePoint[] }) {
  const { t, i18n } = useTranslation('accounts');
  const colors = useChartColors();
  const first = history[0];
  const last = history.at(-1);
  return (
    <figure style={{ margin: 0 }}>
      <DailyMoneyChart
        days={history}
        series={[
          { field: 'balance', label: t('home.chart.balance'), color: colors.series[0] ?? '' },
        ]}
        kind="area"
        label={t('home.chart.title')}
        height={280}
      />
      {first && last ? (
        <figcaption style={{ color: colors.axis, fontSize: 12 }}>
          {t('home.chart.caption', {
            from: formatDate(first.date, i18n.language),
            to: formatDate(last.date, i18n.language),
            start: formatMoney(first.balance, i18n.language),
            end: formatMoney(last.balance, i18n.language),
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}
