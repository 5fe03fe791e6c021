import type { TBalancePoint } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ChartTooltip,
  ResponsiveContainer,
  useChartColors,
  XAxis,
  YAxis,
} from '@arara/ui/charts';
import { formatDate, formatDayMonth, formatMoney } from '@arara/ui/data';

/** The closing balance of each day of the period: a picture is read faster than a table. */
export function BalanceChart({ history }: { history: TBalancePoint[] }) {
  const { t, i18n } = useTranslation('accounts');
  const colors = useChartColors();
  const compact = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const first = history[0];
  const last = history.at(-1);
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 280 }}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={history} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <defs>
              <linearGradient id="balance-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={colors.series[0]} stopOpacity={0.35} />
                <stop offset="100%" stopColor={colors.series[0]} stopOpacity={0.02} />
              </linearGradient>
            </defs>
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
                t('home.chart.balance'),
              ]}
            />
            <Area
              type="monotone"
              dataKey="balance"
              stroke={colors.series[0]}
              strokeWidth={2}
              fill="url(#balance-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
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
