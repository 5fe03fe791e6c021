import { useId } from 'react';
import type { TPixDay } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { DailyMoneyChart, useChartColors } from '@arara/ui/charts';
import { formatDate } from '@arara/ui/data';

/** Pix in and out of each of the 30 days (the charts of the project: @arara/ui/charts). */
export function PixChart({ days }: { days: TPixDay[] }) {
  const { t, i18n } = useTranslation('admin');
  const colors = useChartColors();
  // Named by its caption: the chart inside has its own label, which the figure does not repeat.
  const captionId = useId();
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure style={{ margin: 0 }} aria-labelledby={first && last ? captionId : undefined}>
      <DailyMoneyChart
        days={days}
        series={[
          {
            field: 'inAmount',
            label: t('platform.dashboard.chartIn'),
            color: colors.series[1] ?? '',
          },
          {
            field: 'outAmount',
            label: t('platform.dashboard.chartOut'),
            color: colors.series[0] ?? '',
          },
        ]}
        kind="bars"
        label={t('platform.dashboard.chartLabel')}
        height={260}
        legend
      />
      {first && last ? (
        <figcaption id={captionId} style={{ color: colors.axis, fontSize: 12 }}>
          {t('platform.dashboard.chartCaption', {
            from: formatDate(first.date, i18n.language),
            to: formatDate(last.date, i18n.language),
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}
