import type { TCardInvoiceStatus, TCardStatus, TCardTransactionStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A card's status as a StatusTag shows it. */
export const CARD_STATUS: StatusTagKind<TCardStatus> = {
  namespace: 'accounts',
  keyPrefix: 'cardScreens.cardStatus',
  colors: { active: 'green', blocked: 'orange', cancelled: 'default' },
};

/** An invoice's status as a StatusTag shows it. */
export const INVOICE_STATUS: StatusTagKind<TCardInvoiceStatus> = {
  namespace: 'accounts',
  keyPrefix: 'cardScreens.invoiceStatus',
  colors: { open: 'blue', closed: 'gold', paid: 'green', pending: 'red' },
};

/** A card purchase's status as a StatusTag shows it. */
export const TRANSACTION_STATUS: StatusTagKind<TCardTransactionStatus> = {
  namespace: 'accounts',
  keyPrefix: 'cardScreens.transactionStatus',
  colors: { approved: 'green', pending: 'gold', declined: 'red' },
};
