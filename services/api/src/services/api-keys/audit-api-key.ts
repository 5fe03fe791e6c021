import type { ServiceDeps } from '../deps';

/** Who created or revoked a key, for the audit trail (the admin while acting as someone). */
export type ApiKeyActor = {
  userId: string;
  actingAs?: { sessionId: string; adminId: string } | undefined;
  method: string;
  path: string;
  ip: string;
};

/** Writes `api_key.create` / `api_key.revoke` to audit_log, as the card reveals are. */
export async function auditApiKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  action: 'api_key.create' | 'api_key.revoke',
  merchantId: string,
  actor: ApiKeyActor,
  statusCode: number,
): Promise<void> {
  await deps.repositories.backOffice.record({
    actorId: actor.actingAs?.adminId ?? actor.userId,
    subjectUserId: actor.actingAs ? actor.userId : null,
    merchantId,
    actAsSessionId: actor.actingAs?.sessionId ?? null,
    action,
    method: actor.method,
    path: actor.path,
    statusCode,
    ip: actor.ip,
  });
}
