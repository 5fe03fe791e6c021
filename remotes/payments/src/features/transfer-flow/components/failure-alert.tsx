import { Alert } from '@arara/ui/core';
import { FailureMessage } from '@arara/ui/form';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';

/**
 * Why the transfer did not go (an i18n key); what was typed is still there. A refusal before
 * the KYC is approved links to the onboarding (FailureMessage).
 */
export function FailureAlert({ messageKey }: { messageKey: string | null }) {
  if (!messageKey) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={<FailureMessage messageKey={messageKey} namespaces={PAYMENT_ERROR_NAMESPACES} />}
      style={{ marginBottom: 16 }}
    />
  );
}
