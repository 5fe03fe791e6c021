import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actAsSessions } from '../../db/schema';
import type { FastifyRequest } from 'fastify';
import type { DataDeps } from '../deps';

/** What the audit log keeps of the request that ended them (as services/admin's AuditedRequest). */
type EndingRequest = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;

/**
 * Ends every open act-as session of `adminId` (the admin signed out of the back office, or was
 * blocked) and, with `subjectUserId`, every open one acting as that user (they were blocked):
 * each recorded as `act-as.stop` with the admin as actor, in `tx`.
 */
export async function endOpenActAsSessions(
  deps: Pick<DataDeps, 'repositories'>,
  request: EndingRequest,
  who: { adminId: string; subjectUserId?: string },
  tx: Db,
): Promise<number> {
  const ended = await tx
    .update(actAsSessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        isNull(actAsSessions.endedAt),
        who.subjectUserId
          ? or(eq(actAsSessions.adminId, who.adminId), eq(actAsSessions.userId, who.subjectUserId))
          : eq(actAsSessions.adminId, who.adminId),
      ),
    )
    .returning();
  for (const session of ended) {
    await deps.repositories.backOffice.record(
      {
        actorId: session.adminId,
        subjectUserId: session.userId,
        merchantId: session.merchantId,
        actAsSessionId: session.id,
        action: 'act-as.stop',
        method: request.method,
        path: request.url.split('?')[0] ?? request.url,
        statusCode: 200,
        ip: request.ip,
      },
      tx,
    );
  }
  return ended.length;
}
