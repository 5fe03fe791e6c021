import { useErrorText as useSharedErrorText } from '@arara/ui/form';

/** Moved to `@arara/federation/remote` (shared with the payments remote). */
export { applyApiFieldErrors } from '@arara/federation/remote';

const NAMESPACES = ['accounts', 'common'];

/**
 * Field errors are i18n keys (shared zod contracts, API `fields`): `ledger.errors.*` and
 * `accounts:pixKey.*` of this remote, `validation.*` of `common`.
 */
export function useErrorText(): (key: string | undefined) => string | undefined {
  return useSharedErrorText(NAMESPACES);
}
