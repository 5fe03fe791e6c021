/** The statement feature's public face: the table the virtual account page embeds. */
export {
  StatementTable,
  type StatementPaging,
  type StatementTableProps,
} from './components/statement-table';
export type { StatementFilter } from './api/statement-filter';
