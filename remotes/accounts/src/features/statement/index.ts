/** The statement feature's public face: the table the virtual account page embeds. */
export { StatementTable } from './components/statement-table';
