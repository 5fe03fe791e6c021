import { ApiError } from '@arara/api-client';
import { registerNamespace, type TextNamespace } from '@arara/i18n';
import { Link } from 'react-router-dom';
import { useErrorText } from './form-errors';

/**
 * The API's explanation of money out refused before the merchant's KYC is approved (403
 * MERCHANT_NOT_ACTIVE, `fields.merchant`): COMPLIANCE_MESSAGES.kycNotApproved of the contracts,
 * which this package does not load (a test keeps the two equal).
 */
export const KYC_NOT_APPROVED_KEY = 'compliance:kyc.errors.notApproved';
/** Where the merchant completes its KYC. */
const ONBOARDING_PATH = '/onboarding';

// The message and its link are compliance texts, shown by forms of other remotes.
registerNamespace('compliance', {
  en: () => import('@arara/locales/en/compliance.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/compliance.json'),
});

/**
 * The explanation of a refusal that names no form field but the merchant itself (a 403
 * MERCHANT_NOT_ACTIVE: the KYC is not approved, the merchant is blocked), or undefined.
 */
export function merchantRefusalKey(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields.merchant : undefined;
}

/**
 * A failure's text (an i18n key, looked up in `namespaces`, then compliance and common). The
 * refusal of money out before the KYC is approved comes with a link to the onboarding: every
 * money-out form shows it through this one piece.
 */
export function FailureMessage({
  messageKey,
  namespaces = ['common'],
}: {
  messageKey: string;
  namespaces?: readonly TextNamespace[];
}) {
  const text = useErrorText([...namespaces, 'compliance', 'common']);
  if (messageKey !== KYC_NOT_APPROVED_KEY) return <>{text(messageKey)}</>;
  return (
    <>
      {text(messageKey)}{' '}
      <Link to={ONBOARDING_PATH}>{text('compliance:kyc.completeOnboarding')}</Link>
    </>
  );
}
