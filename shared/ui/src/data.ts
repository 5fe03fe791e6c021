/** The data entry: tables, date pickers and detail views (loaded by data screens only). */
export {
  DatePicker,
  Descriptions,
  Empty,
  Pagination,
  Statistic,
  Table,
  Tabs,
} from 'antd';
export type { TableProps } from 'antd';
