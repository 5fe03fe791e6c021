import type { TPixDay } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ChartTooltip,
  Legend,
  ResponsiveContainer,
  useChartColors,
  XAxis,
  YAxis,
} from '@arara/ui/charts';
import { formatDate, formatDayMonth, formatMoney } from '@arara/ui/data';

/** Pix in and out of each of the 30 days (the charts of the project: recharts via @arara/ui). */
export function PixChart({ days }: { days: TPixDay[] }) {
  const { t, i18n } = useTranslation('admin');
  const colors = useChartColors();
  const compact = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const first = days[0];
  const last = days.at(-1);
  const inLabel = t('platform.dashboard.chartIn');
  const outLabel = t('platform.dashboard.chartOut');
  return (
    <figure style={{ margin: 0 }} aria-label={t('platform.dashboard.chartLabel')}>
      <div style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 720, height: 260 }}
        >
          <BarChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => formatDayMonth(date, i18n.language)}
              stroke={colors.axis}
              tick={{ fill: colors.axis, fontSize: 12 }}
              minTickGap={24}
            />
            <YAxis
              tickFormatter={(cents: number) => compact.format(cents / 100)}
              stroke={colors.axis}
              tick={{ fill: colors.axis, fontSize: 12 }}
              width={72}
            />
            <ChartTooltip
              contentStyle={{ background: colors.background, borderColor: colors.grid }}
              labelStyle={{ color: colors.text }}
              labelFormatter={(date) => formatDate(String(date), i18n.language)}
              formatter={(cents, name) => [formatMoney(Number(cents), i18n.language), name]}
            />
            <Legend />
            <Bar
              dataKey="inAmount"
              name={inLabel}
              fill={colors.series[1]}
              isAnimationActive={false}
            />
            <Bar
              dataKey="outAmount"
              name={outLabel}
              fill={colors.series[0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {first && last ? (
        <figcaption style={{ color: colors.axis, fontSize: 12 }}>
          {t('platform.dashboard.chartCaption', {
            from: formatDate(first.date, i18n.language),
            to: formatDate(last.date, i18n.language),
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}
