import { Alert } from '@arara/ui/core';
import { usePaymentErrorText } from '@/lib/errors';

/** Why the transfer did not go (an i18n key); what was typed is still there. */
export function FailureAlert({ messageKey }: { messageKey: string | null }) {
  const errorText = usePaymentErrorText();
  if (!messageKey) return null;
  return <Alert type="error" showIcon title={errorText(messageKey)} style={{ marginBottom: 16 }} />;
}
