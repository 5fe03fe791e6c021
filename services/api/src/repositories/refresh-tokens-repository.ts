import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne, mapRow, rowsOf } from '../db/map-row';
import {
  type Membership,
  memberships,
  type RefreshToken,
  refreshTokens,
  users,
} from '../db/schema';

export type NewRefreshToken = typeof refreshTokens.$inferInsert;

export const createRefreshTokensRepository = (db: Db) => ({
  async create(token: NewRefreshToken, tx?: Db): Promise<RefreshToken> {
    return insertOne(tx ?? db, refreshTokens, token);
  },

  async findByHash(tokenHash: string, tx?: Db): Promise<RefreshToken | undefined> {
    return findOne(tx ?? db, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
  },

  /**
   * Revokes the token only if it is still active; false when someone else revoked it first
   * (a concurrent rotation counts as reuse).
   */
  async revokeIfActive(id: string, replacedById: string | null = null, tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = await q
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedById })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length > 0;
  },

  /**
   * Whether the sign-in `familyId` still has a usable refresh token (not signed out) of a user
   * who is not blocked (docs/back-office.md "Profiles and users": refused at once).
   */
  /** Asked on every authenticated request: a hand-written statement (see selectRows). */
  async isFamilyActive(familyId: string, now = new Date(), tx?: Db): Promise<boolean> {
    const q = tx ?? db;
    const rows = rowsOf(
      await q.execute(sql`
        select 1 from ${refreshTokens} t join ${users} u on u.id = t.user_id
         where t.family_id = ${familyId} and t.revoked_at is null
           and t.expires_at > ${now.toISOString()}::timestamptz
           and u.status <> 'blocked'
         limit 1`),
    );
    return rows.length > 0;
  },

  /**
   * isFamilyActive and the user's membership of a merchant in ONE statement: a merchant route
   * asks both on every request (docs/benchmarks.md "Transfers per second").
   */
  async findSessionMembership(
    familyId: string,
    userId: string,
    merchantId: string,
    now = new Date(),
  ): Promise<{ active: boolean; membership: Membership | undefined }> {
    const [raw] = rowsOf(
      await db.execute(sql`
        select s.session_active, m.*
          from (select exists (
                  select 1 from ${refreshTokens} t join ${users} u on u.id = t.user_id
                   where t.family_id = ${familyId} and t.revoked_at is null
                     and t.expires_at > ${now.toISOString()}::timestamptz
                     and u.status <> 'blocked') as session_active) s
          left join ${memberships} m on m.user_id = ${userId} and m.merchant_id = ${merchantId}`),
    );
    return {
      active: raw?.session_active === true,
      membership: raw && raw.user_id != null ? mapRow(memberships, raw) : undefined,
    };
  },

  /** When the sign-in started: its first refresh token. */
  async familyStartedAt(familyId: string, tx?: Db): Promise<Date | undefined> {
    const q = tx ?? db;
    const [row] = await q
      .select({ createdAt: refreshTokens.createdAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyId))
      .orderBy(refreshTokens.createdAt)
      .limit(1);
    return row?.createdAt;
  },

  async revokeFamily(familyId: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** Signs the user out everywhere, or everywhere but the session (family) `exceptFamilyId`. */
  async revokeAllForUser(userId: string, exceptFamilyId?: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          exceptFamilyId === undefined ? undefined : ne(refreshTokens.familyId, exceptFamilyId),
        ),
      );
  },

  async revokeByHash(tokenHash: string, tx?: Db): Promise<void> {
    const q = tx ?? db;
    await q
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
  },
});

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
