import { useErrorText as useSharedErrorText } from '@arara/ui/form';
import type { TextNamespace } from '@arara/i18n';

/**
 * Field errors are i18n keys (shared zod contracts, API `fields`): `ledger.errors.*` and
 * `accounts:pixKey.*` of this remote, `validation.*` of `common`.
 */
export const ACCOUNTS_ERROR_NAMESPACES: TextNamespace[] = ['accounts', 'common'];

/** The text of a field error key of an accounts form. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  return useSharedErrorText(ACCOUNTS_ERROR_NAMESPACES);
}
