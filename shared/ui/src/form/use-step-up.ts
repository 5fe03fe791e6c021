import { ApiError } from '@arara/api-client';
import { useState } from 'react';

/** Where the 6-digit code comes from: the authenticator app, or an e-mail sent now. */
export type StepUpChannel = 'authenticator' | 'email';

type StepUpOptions = {
  /** Sends (or not, with an authenticator) the 6-digit code once the password is typed. */
  requestCode: () => Promise<{ channel: StepUpChannel }>;
  /** The code could not be asked for: the dialogs are closed. */
  onCodeError: (error: unknown) => void;
  /** The password and the code are typed: the request they authorise. */
  onConfirm: (stepUp: { password: string; code: string }) => void;
};

/**
 * The step-up before money moves (a Pix, approving a held payment, refunding a received Pix; docs/payments.md): the
 * password, then the 6-digit code, then the request. A refused password or code asks for it
 * again; `StepUpDialogs` shows the two dialogs.
 */
export function useStepUp({ requestCode, onCodeError, onConfirm }: StepUpOptions) {
  const [dialog, setDialog] = useState<'password' | 'code' | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [channel, setChannel] = useState<StepUpChannel | null>(null);
  const [isRequestingCode, setRequestingCode] = useState(false);

  const submitPassword = async (typed: string) => {
    setPassword(typed);
    setPasswordError(null);
    setCodeError(null);
    setRequestingCode(true);
    try {
      setChannel((await requestCode()).channel);
      setDialog('code');
    } catch (error) {
      setDialog(null);
      onCodeError(error);
    } finally {
      setRequestingCode(false);
    }
  };

  return {
    dialog,
    channel,
    passwordError,
    codeError,
    isRequestingCode,
    /** Starts with the password. */
    open: () => {
      setPasswordError(null);
      setDialog('password');
    },
    close: () => setDialog(null),
    submitPassword,
    submitCode: (code: string) => {
      setCodeError(null);
      onConfirm({ password, code });
    },
    /**
     * The request was refused: a wrong code or password is asked again (true); anything else
     * closes the dialogs (false) and is the caller's to show.
     */
    askAgain: (error: unknown): boolean => {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.code) {
        setCodeError(fields.code);
        return true;
      }
      if (fields.password) {
        setPasswordError(fields.password);
        setDialog('password');
        return true;
      }
      setDialog(null);
      return false;
    },
  };
}

export type StepUp = ReturnType<typeof useStepUp>;
