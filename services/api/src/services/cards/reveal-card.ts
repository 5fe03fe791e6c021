import type { TCardReveal } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { findCard } from './to-card-dto';

/** Who asked to see a card number, for the audit trail. */
export type RevealActor = {
  userId: string;
  actingAs?: { sessionId: string; adminId: string } | undefined;
  method: string;
  path: string;
  ip: string;
};

/**
 * The full number of a sandbox card. Every reveal is written to audit_log (action
 * `card.reveal`, the person as actor) before the number is returned.
 */
export async function revealCard(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  cardId: string,
  actor: RevealActor,
): Promise<TCardReveal> {
  const card = await findCard(deps, merchantId, cardId);
  await deps.repositories.backOffice.record({
    actorId: actor.actingAs?.adminId ?? actor.userId,
    subjectUserId: actor.actingAs ? actor.userId : null,
    merchantId,
    actAsSessionId: actor.actingAs?.sessionId ?? null,
    action: 'card.reveal',
    method: actor.method,
    path: actor.path,
    statusCode: 200,
    ip: actor.ip,
  });
  return {
    id: card.id,
    number: card.pan,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}
