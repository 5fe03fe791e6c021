import { registerNamespace, type TextNamespace } from '@arara/i18n';
import { useErrorText } from '@arara/ui/form';

/**
 * Payment errors are keys of `payments` (`errors.*`, `brCode.*`), of `accounts`
 * (`ledger.errors.insufficientFunds`, `pixKey.*`) and of `common` (`validation.*`). The accounts
 * texts load with the first payment form, also when the accounts remote was never opened.
 */
registerNamespace('accounts', {
  en: () => import('@arara/locales/en/accounts.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/accounts.json'),
});

/** Where the error keys of a payment form are looked up, in order. */
export const PAYMENT_ERROR_NAMESPACES: TextNamespace[] = ['payments', 'accounts', 'common'];

/** The text of a field error key of a payment form. */
export function usePaymentErrorText(): (key: string | undefined) => string | undefined {
  return useErrorText(PAYMENT_ERROR_NAMESPACES);
}
