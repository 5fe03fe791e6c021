import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne } from '../db/map-row';
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
  async create(invitation: NewInvitation, merchantIds: string[], tx?: Db): Promise<Invitation> {
    const q = tx ?? db;
    return q.transaction(async (trx) => {
      const [row] = await trx.insert(invitations).values(invitation).returning();
      if (!row) throw new Error('insert into invitations returned no row');
      await trx
        .insert(invitationMerchants)
        .values(merchantIds.map((merchantId) => ({ invitationId: row.id, merchantId })));
      return row;
    });
  },

  async findByTokenHash(tokenHash: string, tx?: Db): Promise<Invitation | undefined> {
    return findOne(tx ?? db, invitations, eq(invitations.tokenHash, tokenHash));
  },

  async merchantIdsOf(invitationId: string, tx?: Db): Promise<string[]> {
    const q = tx ?? db;
    const rows = await q
      .select({ merchantId: invitationMerchants.merchantId })
      .from(invitationMerchants)
      .where(eq(invitationMerchants.invitationId, invitationId));
    return rows.map((row) => row.merchantId);
  },

  /** Pending invitations that cover the merchant, newest first. */
  async listPendingForMerchant(merchantId: string, now: Date, tx?: Db): Promise<Invitation[]> {
    const q = tx ?? db;
    const rows = await q
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
  async revokeForMerchant(
    invitationId: string,
    merchantId: string,
    now: Date,
    tx?: Db,
  ): Promise<boolean> {
    const q = tx ?? db;
    return q.transaction(async (trx) => {
      const [covered] = await trx
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
      await trx
        .delete(invitationMerchants)
        .where(
          and(
            eq(invitationMerchants.invitationId, invitationId),
            eq(invitationMerchants.merchantId, merchantId),
          ),
        );
      const left = await trx
        .select({ merchantId: invitationMerchants.merchantId })
        .from(invitationMerchants)
        .where(eq(invitationMerchants.invitationId, invitationId))
        .limit(1);
      if (left.length === 0) {
        await trx
          .update(invitations)
          .set({ revokedAt: now })
          .where(eq(invitations.id, invitationId));
      }
      return true;
    });
  },

  /** Marks a pending invitation accepted in one statement: only one acceptance wins. */
  async accept(invitationId: string, now: Date, tx?: Db): Promise<Invitation | undefined> {
    const q = tx ?? db;
    const [row] = await q
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, invitationId), pending(now)))
      .returning();
    return row;
  },
});

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
