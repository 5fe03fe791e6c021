import { ApiError } from '@arara/api-client';
import { textFor, useTranslation } from '@arara/i18n';

/**
 * The text of a refused filter: the API names the field with an `accounts:cardErrors.*` key
 * (bad period, stale cursor). Undefined for any other failure, which keeps the generic text.
 */
export function useCardErrorText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('accounts');
  return (error) => {
    if (!(error instanceof ApiError) || error.status !== 400) return undefined;
    const key = Object.values(error.fields).find((field) =>
      field.startsWith('accounts:cardErrors.'),
    );
    return key ? textFor(t)(key) : undefined;
  };
}
