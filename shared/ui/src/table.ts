/**
 * The table entry: antd's Table and Pagination (50 KiB gzip with their parts), loaded by the
 * screens that draw a list, not by every screen of the data entry (the home draws its few latest
 * movements with the data entry's `PlainTable`; docs/benchmarks.md). Columns for it:
 * `linkColumn`, `statusColumn`, `dateColumn`, `moneyColumn` of `@arara/ui/data`.
 */
export { Pagination, Table } from 'antd';
export type { TableProps } from 'antd';
