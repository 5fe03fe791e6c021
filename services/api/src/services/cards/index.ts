export { getCard } from './get-card';
export { getCardExpenses } from './get-card-expenses';
export { getCardInvoices } from './get-card-invoices';
export { getCardTransactionPage } from './get-card-transactions';
export { listCards } from './list-cards';
export { revealCard } from './reveal-card';
