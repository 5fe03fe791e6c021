import { apiRequest } from '@arara/api-client';
import { type TCardReveal, ZCardReveal } from '@arara/contracts';
import { useMutation } from '@tanstack/react-query';
import { merchantPath } from '../../../lib/query-keys';

/** The full number of a (sandbox) card; the API records every reveal in the audit log. */
export const revealCard = (merchantId: string, cardId: string) =>
  apiRequest(merchantPath(merchantId, 'cards', cardId, 'reveal'), {
    method: 'POST',
    schema: ZCardReveal,
  });

/**
 * A mutation, not a query: the number must never sit in the query cache (the API answers
 * `no-store`), and each reveal is a deliberate, audited act.
 */
export function useRevealCard(merchantId: string, onRevealed: (revealed: TCardReveal) => void) {
  return useMutation({
    mutationFn: (cardId: string) => revealCard(merchantId, cardId),
    // On the mutation, not on `mutate`: a second reveal started meanwhile must not drop the first.
    onSuccess: onRevealed,
  });
}
