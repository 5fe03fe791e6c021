import { PAYMENT_CODE_LENGTH, PAYMENT_MESSAGES } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { type StepUp, StepUpDialogs as SharedStepUpDialogs } from '@arara/ui/form';
import { PAYMENT_ERROR_NAMESPACES } from '@/lib/errors';

type StepUpDialogsProps = {
  stepUp: StepUp;
  /** The request the code authorises is running. */
  pending: boolean;
  /** The code dialog's submit text; "Send Pix" unless told otherwise. */
  submitLabel?: string;
};

/** The password and 6-digit code dialogs of a `useStepUp`, in the payments texts. */
export function StepUpDialogs({ stepUp, pending, submitLabel }: StepUpDialogsProps) {
  const { t } = useTranslation('payments');
  return (
    <SharedStepUpDialogs
      stepUp={stepUp}
      pending={pending}
      errorNamespaces={PAYMENT_ERROR_NAMESPACES}
      code={{ length: PAYMENT_CODE_LENGTH, formatError: PAYMENT_MESSAGES.codeFormat }}
      texts={{
        back: t('flow.actions.back'),
        continue: t('flow.actions.continue'),
        passwordTitle: t('pix.password.title'),
        passwordLabel: t('pix.password.label'),
        codeTitle: t('pix.code.title'),
        codeLabel: t('pix.code.label'),
        codeSubmit: submitLabel ?? t('pix.code.submit'),
        codeEmail: t('pix.code.email'),
        codeAuthenticator: t('pix.code.authenticator'),
      }}
    />
  );
}
