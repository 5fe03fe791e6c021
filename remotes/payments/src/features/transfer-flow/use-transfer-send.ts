import { PAYMENT_MESSAGES } from '@arara/contracts';
import { applyApiFieldErrors } from '@arara/ui/form';
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

type TransferSendOptions<TValues extends FieldValues, TStep extends string> = {
  setError: UseFormSetError<TValues>;
  /** Which step shows each field: an API field error sends the user back there. */
  fieldStep: Partial<Record<Path<TValues>, TStep>>;
  goTo: (step: TStep) => void;
};

/**
 * The send of a reviewed transfer: one request at a time (a double click sends once), an API
 * field error goes back to its step, anything else is spec §8's failure text with what was
 * typed kept.
 */
export function useTransferSend<TValues extends FieldValues, TStep extends string>({
  setError,
  fieldStep,
  goTo,
}: TransferSendOptions<TValues, TStep>) {
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = useRef(false);

  const send = async <TResult>(
    request: () => Promise<TResult>,
    onSent: (result: TResult) => void,
  ) => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      onSent(await request());
    } catch (error) {
      const fields = Object.keys(fieldStep) as Path<TValues>[];
      const failed = fields.find((field) => applyApiFieldErrors(error, setError, [field]));
      const step = failed ? fieldStep[failed] : undefined;
      if (step) goTo(step);
      else setFailure(PAYMENT_MESSAGES.failed);
    } finally {
      isSending.current = false;
    }
  };

  return { send, failure, clearFailure: () => setFailure(null) };
}
