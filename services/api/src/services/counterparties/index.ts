export {
  addCounterpartyBankAccount,
  removeCounterpartyBankAccount,
  updateCounterpartyBankAccount,
} from './bank-accounts';
export { getCounterparty } from './counterparty-store';
export { listCounterparties } from './list-counterparties';
export { createCounterparty, updateCounterparty } from './save-counterparty';
