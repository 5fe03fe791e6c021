import { ApiError } from '@arara/api-client';
import { textFor, useTranslation } from '@arara/i18n';

/**
 * The reason a statement request failed, in words: the API's field error (an i18n key such as
 * `ledger.errors.invalidCursor`), 'Virtual account not found' for a filter on an unknown
 * account, or undefined when there is nothing more specific than "it failed".
 */
export function useStatementErrorText(): (error: unknown) => string | undefined {
  const { t, i18n } = useTranslation('accounts');
  return (error) => {
    if (!(error instanceof ApiError)) return undefined;
    if (error.status === 0) return t('statement.errors.network');
    const fieldKey = Object.values(error.fields).find((key) =>
      i18n.exists(key, { ns: 'accounts' }),
    );
    if (fieldKey) return textFor(t)(fieldKey);
    if (error.status === 404) return t('statement.errors.accountNotFound');
    if (error.status === 403) return t('statement.errors.forbidden');
    return undefined;
  };
}
