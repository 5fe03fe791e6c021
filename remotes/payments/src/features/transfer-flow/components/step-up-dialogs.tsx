import type { StepUp } from '../use-step-up';
import { CodeDialog, PasswordDialog } from './security-dialogs';

type StepUpDialogsProps = {
  stepUp: StepUp;
  /** The request the code authorises is running. */
  pending: boolean;
  /** The code dialog's submit text; "Send Pix" unless told otherwise. */
  submitLabel?: string;
};

/** The password and 6-digit code dialogs of a `useStepUp`. */
export function StepUpDialogs({ stepUp, pending, submitLabel }: StepUpDialogsProps) {
  return (
    <>
      <PasswordDialog
        open={stepUp.dialog === 'password'}
        error={stepUp.passwordError}
        pending={stepUp.isRequestingCode}
        onSubmit={(typed) => void stepUp.submitPassword(typed)}
        onClose={stepUp.close}
      />
      <CodeDialog
        open={stepUp.dialog === 'code'}
        channel={stepUp.channel}
        error={stepUp.codeError}
        pending={pending}
        submitLabel={submitLabel}
        onSubmit={stepUp.submitCode}
        onClose={stepUp.close}
      />
    </>
  );
}
