/** What other features of the accounts remote may use from virtual accounts. */
export { VirtualAccountsTable } from './components/virtual-accounts-table';
