/** What other features of the accounts remote may use from bank accounts. */
export { bankAccountsQueryOptions } from './api/get-bank-accounts';
