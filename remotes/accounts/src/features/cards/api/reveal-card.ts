import { callApi } from '@arara/api-client/call';
import { cardEndpoints, type TCardReveal } from '@arara/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * The full number of a (sandbox) card; the API records every reveal in the audit log. A
 * mutation, not a query: the number must never sit in the query cache (the API answers
 * `no-store`), and each reveal is a deliberate, audited act.
 */
export function useRevealCard(merchantId: string, onRevealed: (revealed: TCardReveal) => void) {
  return useMutation({
    mutationFn: (cardId: string) =>
      callApi(cardEndpoints.reveal, { params: { merchantId, cardId } }),
    // On the mutation, not on `mutate`: a second reveal started meanwhile must not drop the first.
    onSuccess: onRevealed,
  });
}
