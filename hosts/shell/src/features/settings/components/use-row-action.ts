import { toast } from '@arara/ui/core';
import { useMutation } from '@tanstack/react-query';

/**
 * An action on a row of a settings table (revoke, delete): a toast says how it went and, once
 * done, the list is fetched again.
 */
export function useRowAction<TRow, TResult>({
  mutationFn,
  done,
  failed,
  refresh,
}: {
  mutationFn: (row: TRow) => Promise<TResult>;
  /** The success toast, for the row acted on. */
  done: (row: TRow) => string;
  /** The failure toast. */
  failed: string;
  refresh: () => Promise<unknown>;
}) {
  return useMutation({
    mutationFn,
    onSuccess: async (_, row) => {
      toast.success(done(row));
      await refresh();
    },
    onError: () => toast.error(failed),
  });
}
