/**
 * The charts entry, loaded only by screens that draw a chart: SVG charts drawn with visx
 * (d3's scales and shapes as React components; 26 KiB gzip where recharts weighed 123 on the
 * home, docs/benchmarks.md). Two charts cover every screen: `DailyMoneyChart` (amounts per day,
 * as an area or as bars) and `DonutChart` (shares of a total). `useChartColors` gives series
 * colours from the antd theme so charts follow light and dark mode.
 */
// Through the package's shared entries, not antd itself: importing antd here re-split the
// chunks /login shares with the dashboard (+1.3 KiB gzip on /login, measured).

import { useTranslation } from '@arara/i18n';
import { Flex, useThemeToken } from '@arara/ui/core';
import { formatDate, formatDayMonth, formatMoney } from '@arara/ui/data';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { curveMonotoneX } from '@visx/curve';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, Bar, LinePath, Line as Rule, Pie } from '@visx/shape';
import { defaultStyles, TooltipWithBounds, useTooltip } from '@visx/tooltip';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useState } from 'react';

export type ChartColors = {
  /** Series colours, in order: primary first. */
  series: string[];
  axis: string;
  grid: string;
  text: string;
  background: string;
};

export function useChartColors(): ChartColors {
  const token = useThemeToken();
  return {
    series: [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token.colorInfo,
      token.purple,
      token.cyan,
    ],
    axis: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    text: token.colorText,
    background: token.colorBgElevated,
  };
}

/** One line or set of bars of a `DailyMoneyChart`: which field of each day, named and coloured. */
export type DailySeries<TDay> = {
  /** The field of each day holding the amount, in cents. */
  field: { [K in keyof TDay]: TDay[K] extends number ? K : never }[keyof TDay];
  /** Its name in the tooltip and the legend. */
  label: string;
  color: string;
};

type DailyMoneyChartProps<TDay extends { date: string }> = {
  /** One entry per day, oldest first; `date` is a YYYY-MM-DD day. */
  days: readonly TDay[];
  series: readonly DailySeries<TDay>[];
  /** An area under a line (one series, e.g. a balance) or bars side by side per day. */
  kind: 'area' | 'bars';
  /** What the drawing shows, for screen readers (the figure's caption says the rest). */
  label: string;
  height: number;
  /** A legend under the chart (more than one series). */
  legend?: boolean;
};

const MARGIN = { top: 8, right: 16, bottom: 28, left: 80 };
/** The least room a date label of the x axis needs, so labels never overlap. */
const MIN_TICK_SPACING = 56;
const AXIS_FONT_SIZE = 12;

/**
 * Amounts per day (cents): the y axis in compact reais, the x axis in days, and a tooltip with
 * the day's date and each series' amount under the pointer. The width follows the container.
 */
export function DailyMoneyChart<TDay extends { date: string }>({
  days,
  series,
  kind,
  label,
  height,
  legend = false,
}: DailyMoneyChartProps<TDay>) {
  return (
    <>
      <div style={{ position: 'relative', width: '100%', height }}>
        {/* The first measure waits 50 ms (no leading call): the drawing comes in a frame after
            the figures the screen shows with it (the home's balance cards), not in theirs. */}
        <ParentSize debounceTime={50} enableDebounceLeadingCall={false}>
          {({ width }) =>
            width > 0 ? (
              <DailyPlot
                days={days}
                series={series}
                kind={kind}
                label={label}
                width={width}
                height={height}
              />
            ) : null
          }
        </ParentSize>
      </div>
      {legend ? <ChartLegend items={series.map(({ label, color }) => ({ label, color }))} /> : null}
    </>
  );
}

type DailyPlotProps<TDay extends { date: string }> = Omit<DailyMoneyChartProps<TDay>, 'legend'> & {
  width: number;
};

function DailyPlot<TDay extends { date: string }>({
  days,
  series,
  kind,
  label,
  width,
  height,
}: DailyPlotProps<TDay>) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const colors = useChartColors();
  const gradientId = useId();
  const hintId = useId();
  const [focused, setFocused] = useState(false);
  const tooltip = useTooltip<number>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const dates = days.map((day) => day.date);
  const amountOf = (day: TDay, entry: DailySeries<TDay>) => day[entry.field] as number;
  const values = days.flatMap((day) => series.map((entry) => amountOf(day, entry)));

  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(1, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const band = scaleBand<string>({ domain: dates, range: [0, innerWidth], padding: 0.2 });
  const point = scalePoint<string>({ domain: dates, range: [0, innerWidth] });
  /** The x of a day's middle (its point on the line, the middle of its bars). */
  const xOf = (date: string) =>
    kind === 'bars' ? (band(date) ?? 0) + band.bandwidth() / 2 : (point(date) ?? 0);
  const every = Math.max(1, Math.ceil(dates.length / Math.max(1, innerWidth / MIN_TICK_SPACING)));
  const compact = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const tickText = { fill: colors.axis, fontSize: AXIS_FONT_SIZE, fontFamily: 'inherit' };
  /** Amounts end left of the axis, level with their grid line; days sit centred under theirs. */
  const leftTick = () => ({ ...tickText, textAnchor: 'end' as const, dx: '-0.5em', dy: '0.33em' });
  const bottomTick = () => ({ ...tickText, textAnchor: 'middle' as const, dy: '0.25em' });

  /** Shows the tooltip of the day at `index` (clamped to the days there are). */
  const showDay = (index: number) => {
    const clamped = Math.min(days.length - 1, Math.max(0, index));
    const day = days[clamped];
    if (!day) return;
    const top = Math.min(...series.map((entry) => y(amountOf(day, entry))));
    tooltip.showTooltip({
      tooltipData: clamped,
      tooltipLeft: MARGIN.left + xOf(day.date),
      tooltipTop: MARGIN.top + top,
    });
  };

  /** The day under the pointer: the nearest one on the x axis. */
  const pointAt = (event: MouseEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const step = kind === 'bars' ? band.step() : point.step();
    showDay(step > 0 ? Math.round(kind === 'bars' ? (x - step / 2) / step : x / step) : 0);
  };

  /** The keyboard reads the days too: ← → one day, Home and End the first and last, Esc hides. */
  const readWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tooltip.tooltipData ?? days.length - 1;
    const moves: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: days.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      showDay(target);
    } else if (event.key === 'Escape') {
      tooltip.hideTooltip();
    }
  };

  const hovered = tooltip.tooltipData === undefined ? undefined : days[tooltip.tooltipData];
  const barWidth = band.bandwidth() / Math.max(1, series.length);
  return (
    <>
      {/* Focusable so that the keyboard reads the days as the pointer does; 'application' hands
          the arrow keys to it under a screen reader, which hears each day in the status below. */}
      <div
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a widget of its own (role application, arrow keys), which the rule does not count as interactive.
        tabIndex={0}
        onFocus={() => {
          setFocused(true);
          showDay(tooltip.tooltipData ?? days.length - 1);
        }}
        onBlur={() => {
          setFocused(false);
          tooltip.hideTooltip();
        }}
        onKeyDown={readWithKeys}
        // The ring of focus in the theme's colour, drawn inside the box: the container that
        // measures the width clips anything outside it.
        style={{
          borderRadius: 4,
          outline: focused ? `2px solid ${colors.series[0]}` : 'none',
          outlineOffset: -2,
        }}
      >
        <svg width={width} height={height} aria-hidden style={{ display: 'block' }}>
          {kind === 'area' ? (
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={series[0]?.color} stopOpacity={0.35} />
                <stop offset="100%" stopColor={series[0]?.color} stopOpacity={0.02} />
              </linearGradient>
            </defs>
          ) : null}
          <Group left={MARGIN.left} top={MARGIN.top}>
            <GridRows
              scale={y}
              width={innerWidth}
              numTicks={5}
              stroke={colors.grid}
              strokeDasharray="3 3"
            />
            {kind === 'area'
              ? series.map((entry) => (
                  <g key={String(entry.field)}>
                    <AreaClosed<TDay>
                      data={[...days]}
                      x={(day) => xOf(day.date)}
                      y={(day) => y(amountOf(day, entry))}
                      yScale={y}
                      curve={curveMonotoneX}
                      fill={`url(#${gradientId})`}
                    />
                    <LinePath<TDay>
                      data={[...days]}
                      x={(day) => xOf(day.date)}
                      y={(day) => y(amountOf(day, entry))}
                      curve={curveMonotoneX}
                      stroke={entry.color}
                      strokeWidth={2}
                    />
                  </g>
                ))
              : days.map((day) =>
                  series.map((entry, index) => {
                    const value = amountOf(day, entry);
                    const top = y(Math.max(0, value));
                    return (
                      <Bar
                        key={`${day.date} ${String(entry.field)}`}
                        x={(band(day.date) ?? 0) + index * barWidth}
                        y={top}
                        width={barWidth}
                        height={Math.abs(y(value) - y(0))}
                        fill={entry.color}
                        opacity={hovered && hovered !== day ? 0.6 : 1}
                      />
                    );
                  }),
                )}
            {hovered && kind === 'area' ? (
              <Rule
                from={{ x: xOf(hovered.date), y: 0 }}
                to={{ x: xOf(hovered.date), y: innerHeight }}
                stroke={colors.axis}
                strokeDasharray="3 3"
                pointerEvents="none"
              />
            ) : null}
            <AxisLeft
              scale={y}
              numTicks={5}
              stroke={colors.axis}
              tickStroke={colors.axis}
              tickFormat={(cents) => compact.format(Number(cents) / 100)}
              tickLabelProps={leftTick}
            />
            <AxisBottom
              top={innerHeight}
              scale={kind === 'bars' ? band : point}
              tickValues={dates.filter((_, index) => index % every === 0)}
              stroke={colors.axis}
              tickStroke={colors.axis}
              tickFormat={(date) => formatDayMonth(String(date), language)}
              tickLabelProps={bottomTick}
            />
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the pointer's way to the days; the keyboard's is the focusable wrapper (arrow keys). */}
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onMouseMove={pointAt}
              onMouseLeave={tooltip.hideTooltip}
            />
          </Group>
        </svg>
      </div>
      <span id={hintId} style={VISUALLY_HIDDEN}>
        {t('chart.keys')}
      </span>
      <span role="status" style={VISUALLY_HIDDEN}>
        {tooltip.tooltipOpen && hovered
          ? [
              formatDate(hovered.date, language),
              ...series.map(
                (entry) => `${entry.label}: ${formatMoney(amountOf(hovered, entry), language)}`,
              ),
            ].join('; ')
          : ''}
      </span>
      {tooltip.tooltipOpen && hovered ? (
        <TooltipWithBounds
          left={tooltip.tooltipLeft}
          top={tooltip.tooltipTop}
          style={tooltipStyle(colors)}
        >
          <strong>{formatDate(hovered.date, language)}</strong>
          {series.map((entry) => (
            <Swatch key={String(entry.field)} color={entry.color}>
              {entry.label}: {formatMoney(amountOf(hovered, entry), language)}
            </Swatch>
          ))}
        </TooltipWithBounds>
      ) : null}
    </>
  );
}

/** One slice of a `DonutChart`. */
export type DonutSlice = { key: string; label: string; value: number; color: string };

type DonutChartProps = {
  /** Slices worth 0 are left out of the drawing. */
  slices: readonly DonutSlice[];
  /** What the drawing shows, for screen readers. */
  label: string;
  size: number;
  /** The hole's radius; the ring reaches the edge minus a small gap. */
  innerRadius: number;
  /** A slice's amount in the tooltip (e.g. reais from cents). */
  format: (value: number) => string;
};

/** Shares of a total as a ring, with the slice under the pointer named in a tooltip. */
export function DonutChart({ slices, label, size, innerRadius, format }: DonutChartProps) {
  const colors = useChartColors();
  const tooltip = useTooltip<DonutSlice>();
  const drawn = slices.filter((slice) => slice.value > 0);
  const radius = size / 2;
  return (
    <div style={{ position: 'relative', width: size, height: size }}>
      <svg width={size} height={size} role="img" aria-label={label}>
        <Group top={radius} left={radius}>
          <Pie<DonutSlice>
            data={drawn}
            pieValue={(slice) => slice.value}
            pieSort={null}
            outerRadius={radius - 10}
            innerRadius={innerRadius}
          >
            {(pie) =>
              pie.arcs.map((arc) => {
                const [x, y] = pie.path.centroid(arc);
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: pointer only; the table beside the ring gives every figure (docs/architecture.md "Charts").
                  <path
                    key={arc.data.key}
                    d={pie.path(arc) ?? ''}
                    fill={arc.data.color}
                    stroke={colors.background}
                    onMouseMove={() =>
                      tooltip.showTooltip({
                        tooltipData: arc.data,
                        tooltipLeft: radius + x,
                        tooltipTop: radius + y,
                      })
                    }
                    onMouseLeave={tooltip.hideTooltip}
                  />
                );
              })
            }
          </Pie>
        </Group>
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData ? (
        <TooltipWithBounds
          left={tooltip.tooltipLeft}
          top={tooltip.tooltipTop}
          style={tooltipStyle(colors)}
        >
          <Swatch color={tooltip.tooltipData.color}>
            {tooltip.tooltipData.label}: {format(tooltip.tooltipData.value)}
          </Swatch>
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const tooltipStyle = (colors: ChartColors) => ({
  ...defaultStyles,
  background: colors.background,
  color: colors.text,
  border: `1px solid ${colors.grid}`,
  fontSize: AXIS_FONT_SIZE,
  lineHeight: 1.6,
});

/** A series' colour before its name (tooltip rows, legend entries). */
function Swatch({ color, children }: { color: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 2, background: color, flex: 'none' }}
      />
      <span>{children}</span>
    </div>
  );
}

function ChartLegend({ items }: { items: { label: string; color: string }[] }) {
  const colors = useChartColors();
  return (
    <Flex gap={16} justify="center" style={{ color: colors.text, fontSize: AXIS_FONT_SIZE }}>
      {items.map((item) => (
        <Swatch key={item.label} color={item.color}>
          {item.label}
        </Swatch>
      ))}
    </Flex>
  );
}
