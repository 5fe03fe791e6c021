/**
 * The data entry: the period filter, detail views and formats (loaded by data screens only).
 * No `DatePicker`: the period filter loads antd's when "Custom range" is chosen; `Timeline`
 * loads antd's (built on its steps) when first drawn. No `Table` either: antd's Table and
 * Pagination are the table entry (`@arara/ui/table`), loaded by the screens that draw a list.
 * No `Tabs`, `Statistic` (it brings antd's Skeleton) or `VirtualAccountFilter` (antd's Select):
 * the card and input entries.
 */
export { Descriptions, Empty } from 'antd';
export { PlainTable, type PlainColumn, type PlainTableProps } from './components/plain-table';
export { PeriodFilter, type PeriodFilterProps } from './period/period-filter';
export { Timeline } from './components/timeline';
export {
  DEFAULT_TIME_ZONE,
  isIsoDate,
  isPeriodKey,
  PERIOD_KEYS,
  PERIOD_PARAMS,
  parsePeriodParams,
  periodInstants,
  periodRange,
  resolvePeriod,
  todayIso,
  toPeriodParams,
  type PeriodKey,
  type PeriodOptions,
  type PeriodRange,
  type PeriodValue,
} from './period/period-range';
export { Money } from './components/money';
export { useObjectUrl } from './components/object-url';
export { virtualAccountsQueryOptions } from './components/virtual-accounts-query';
export {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatPercent,
} from './format/money';
export { StatusTag, type StatusTagKind } from './components/status-tag';
export { moneyItem } from './components/description-items';
export { dateColumn, linkColumn, moneyColumn, statusColumn } from './components/table-columns';
