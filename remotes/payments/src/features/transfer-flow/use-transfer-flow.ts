import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency';

/**
 * The step machine of a transfer: which step shows, and the Idempotency-Key of the transfer
 * being confirmed. The key is made when the review is reached and kept for every retry and
 * double click of that review; going back to edit, discarding or starting anew drops it.
 */
export function useTransferFlow<TStep extends string>(steps: readonly TStep[]) {
  const [index, setIndex] = useState(0);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const last = steps.length - 1;

  const goTo = useCallback(
    (step: TStep) => {
      const target = steps.indexOf(step);
      if (target < 0) return;
      setIndex(target);
      if (steps[target] === 'review') setIdempotencyKey((key) => key ?? newIdempotencyKey());
      else setIdempotencyKey(null);
    },
    [steps],
  );

  const step = steps[index] as TStep;
  return {
    step,
    index,
    isFirst: index === 0,
    next: () => goTo(steps[Math.min(index + 1, last)] as TStep),
    back: () => goTo(steps[Math.max(index - 1, 0)] as TStep),
    goTo,
    /** Back to the first step with a new key (cancel, new transfer). */
    reset: () => {
      setIndex(0);
      setIdempotencyKey(null);
    },
    idempotencyKey,
  };
}
