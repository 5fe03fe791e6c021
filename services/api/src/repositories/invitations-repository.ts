import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Invitation, invitationMerchants, invitations } from '../db/schema';

export type NewInvitation = typeof invitations.$inferInsert;

/** Not accepted, not revoked and not expired at `now`. */
const pending = (now: Date) =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

export const createInvitationsRepository = (db: Db) => ({
  async create(invitation: NewInvitation, merchantIds: string[]): Promise<Invitation> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(invitations).values(invitation).returning();
      if (!row) throw new Error('insert into invitations returned no row');
      await tx
        .insert(invitationMerchants)
        .values(merchantIds.map((merchantId) => ({ invitationId: row.id, merchantId })));
      return row;
    });
  },

  async findByTokenHash(tokenHash: string): Promise<Invitation | undefined> {
    const [row] = await db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, tokenHash))
      .limit(1);
    return row;
  },

  async merchantIdsOf(invitationId: string): Promise<string[]> {
    const rows = await db
      .select({ merchantId: invitationMerchants.merchantId })
      .from(invitationMerchants)
      .where(eq(invitationMerchants.invitationId, invitationId));
    return rows.map((row) => row.merchantId);
  },

  /** Pending invitations that cover the merchant, newest first. */
  async listPendingForMerchant(merchantId: string, now: Date): Promise<Invitation[]> {
    const rows = await db
      .select({ invitation: invitations })
      .from(invitations)
      .innerJoin(invitationMerchants, eq(invitationMerchants.invitationId, invitations.id))
      .where(and(eq(invitationMerchants.merchantId, merchantId), pending(now)))
      .orderBy(desc(invitations.createdAt));
    return rows.map((row) => row.invitation);
  },

  /**
   * Takes the merchant out of a pending invitation; an invitation left without merchants is
   * revoked. False when no pending invitation with that id covers the merchant.
   */
  async revokeForMerchant(invitationId: string, merchantId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [covered] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .innerJoin(invitationMerchants, eq(invitationMerchants.invitationId, invitations.id))
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitationMerchants.merchantId, merchantId),
            pending(now),
          ),
        )
        .limit(1);
      if (!covered) return false;
      await tx
        .delete(invitationMerchants)
        .where(
          and(
            eq(invitationMerchants.invitationId, invitationId),
            eq(invitationMerchants.merchantId, merchantId),
          ),
        );
      const left = await tx
        .select({ merchantId: invitationMerchants.merchantId })
        .from(invitationMerchants)
        .where(eq(invitationMerchants.invitationId, invitationId))
        .limit(1);
      if (left.length === 0) {
        await tx
          .update(invitations)
          .set({ revokedAt: now })
          .where(eq(invitations.id, invitationId));
      }
      return true;
    });
  },

  /** Marks a pending invitation accepted in one statement: only one acceptance wins. */
  async accept(invitationId: string, now: Date): Promise<Invitation | undefined> {
    const [row] = await db
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitationId), pending(now)))
      .returning();
    return row;
  },
});

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
