import { useCurrentMerchant } from '@arara/session/me';
import { useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';

type StepActionProps = {
  step: string;
  /** The send button's text (Send, Confirm withdrawal). */
  sendLabel: string;
  onSend: () => void;
  onContinue: () => void;
  /** A request is running: the send button spins and cannot be pressed again. */
  pending: boolean;
  /** Send is not possible yet (e.g. the fee is still being quoted). */
  sendDisabled?: boolean;
};

/**
 * The main action of a transfer step: Continue, Send on the review (only for roles that may
 * move money), nothing on the confirmation. Each is its own button (keys): the send button's
 * loading icon, which antd animates out, must not linger in Continue's accessible name.
 */
export function StepAction({
  step,
  sendLabel,
  onSend,
  onContinue,
  pending,
  sendDisabled = false,
}: StepActionProps) {
  const { t } = useTranslation('payments');
  const { can } = useCurrentMerchant();
  if (step === 'confirmation') return null;
  if (step === 'review') {
    return can('money.move') ? (
      <Button
        key="send"
        type="primary"
        loading={pending}
        disabled={pending || sendDisabled}
        onClick={onSend}
      >
        {sendLabel}
      </Button>
    ) : null;
  }
  return (
    <Button key="continue" type="primary" onClick={onContinue}>
      {t('flow.actions.continue')}
    </Button>
  );
}
