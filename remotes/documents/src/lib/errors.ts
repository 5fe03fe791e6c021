import { registerNamespace, type TextNamespace } from '@arara/i18n';

/**
 * The refund's error keys come from the contract: `documents:errors.*`, `payments:errors.*`
 * (amount, wrong password or code) and `accounts:ledger.errors.*` (insufficient funds). Those
 * namespaces load with the refund form, also when their remotes were never opened.
 */
registerNamespace('payments', {
  en: () => import('@arara/locales/en/payments.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/payments.json'),
});
registerNamespace('accounts', {
  en: () => import('@arara/locales/en/accounts.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/accounts.json'),
});

/** Where the error keys of a refund are looked up, in order. */
export const REFUND_ERROR_NAMESPACES: TextNamespace[] = [
  'documents',
  'payments',
  'accounts',
  'common',
];
