/**
 * The charts entry (recharts), loaded only by screens that draw a chart. `useChartColors`
 * gives series colours from the antd theme so charts follow light and dark mode.
 */
// Through the package's shared core entry, not antd itself: importing antd here re-split the
// chunks /login shares with the dashboard (+1.3 KiB gzip on /login, measured).
import { useThemeToken } from '@arara/ui/core';

export {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';

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
