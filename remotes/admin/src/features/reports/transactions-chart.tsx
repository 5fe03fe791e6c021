import type { TTransactionsReport } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ChartTooltip,
  ResponsiveContainer,
  useChartColors,
  XAxis,
  YAxis,
} from '@arara/ui/charts';
import { formatDate, formatDayMonth, formatMoney } from '@arara/ui/data';

/** The approved amount of each day of the period (recharts, as the home's balance chart). */
export function TransactionsChart({ days }: { days: TTransactionsReport['byDay'] }) {
  const { t, i18n } = useTranslation('admin');
  const colors = useChartColors();
  const compact = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (
    <figure style={{ margin: 0 }} aria-label={t('money.reports.chartLabel')}>
      <div style={{ width: '100%', height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
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
              formatter={(cents) => [
                formatMoney(Number(cents), i18n.language),
                t('money.reports.amount'),
              ]}
            />
            <Bar dataKey="amount" fill={colors.series[0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption style={{ color: colors.axis, fontSize: 12 }}>
        {t('money.reports.chartTitle')}
      </figcaption>
    </figure>
  );
}
