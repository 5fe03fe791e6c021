import { useId } from 'react';
import type { TTransactionsReport } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { DailyMoneyChart, useChartColors } from '@arara/ui/charts';

/** The approved amount of each day of the period (the same chart as the home's balance). */
export function TransactionsChart({ days }: { days: TTransactionsReport['byDay'] }) {
  const { t } = useTranslation('admin');
  const colors = useChartColors();
  // Named by its caption: the chart inside has its own label, which the figure does not repeat.
  const captionId = useId();
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <DailyMoneyChart
        days={days}
        series={[
          { field: 'amount', label: t('money.reports.amount'), color: colors.series[0] ?? '' },
        ]}
        kind="bars"
        label={t('money.reports.chartLabel')}
        height={280}
      />
      <figcaption id={captionId} style={{ color: colors.axis, fontSize: 12 }}>
        {t('money.reports.chartTitle')}
      </figcaption>
    </figure>
  );
}
