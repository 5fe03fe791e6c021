import {
  BACK_OFFICE_PAGE_SIZE,
  type TAdminUser,
  type TAdminUserMerchant,
  type TAuditLogEntry,
} from '@arara/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import {
  type ActAsSession,
  type AdminProfile,
  actAsSessions,
  adminProfiles,
  auditLog,
  memberships,
  merchants,
  type User,
  users,
} from '../db/schema';

export type NewAuditLogEntry = typeof auditLog.$inferInsert;

/** An act-as session still open, with the membership it acts in (null once removed). */
export type OpenActAsSession = ActAsSession & {
  membershipStatus: 'active' | 'blocked' | null;
};

/** `%`, `_` and `\` typed by the admin are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toAdminUser = (user: User, userMerchants: TAdminUserMerchant[]): TAdminUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerifiedAt !== null,
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
  merchants: userMerchants,
});

/** What the back office reads and writes: admin profiles, users, act-as sessions, audit. */
export const createBackOfficeRepository = (db: Db) => {
  async function merchantsOf(userIds: string[]): Promise<Map<string, TAdminUserMerchant[]>> {
    const byUser = new Map<string, TAdminUserMerchant[]>();
    if (userIds.length === 0) return byUser;
    const rows = await db
      .select({
        userId: memberships.userId,
        id: merchants.id,
        name: merchants.name,
        document: merchants.document,
        merchantStatus: merchants.status,
        role: memberships.role,
        membershipStatus: memberships.status,
      })
      .from(memberships)
      .innerJoin(merchants, eq(merchants.id, memberships.merchantId))
      .where(inArray(memberships.userId, userIds))
      .orderBy(asc(merchants.name));
    for (const { userId, ...merchant } of rows) {
      byUser.set(userId, [...(byUser.get(userId) ?? []), merchant]);
    }
    return byUser;
  }

  return {
    async findProfile(id: string): Promise<AdminProfile | undefined> {
      return findOne(db, adminProfiles, eq(adminProfiles.id, id));
    },

    async findProfileByName(name: string): Promise<AdminProfile | undefined> {
      return findOne(db, adminProfiles, eq(adminProfiles.name, name));
    },

    async touchLastLogin(userId: string, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
    },

    /** Users by name or e-mail (any case), oldest first, with their merchants. */
    async listUsers(
      search: string | undefined,
      page: number,
    ): Promise<{ users: TAdminUser[]; total: number }> {
      const where: SQL | undefined = search
        ? or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))
        : undefined;
      const [totalRow] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.email))
        .limit(BACK_OFFICE_PAGE_SIZE)
        .offset((page - 1) * BACK_OFFICE_PAGE_SIZE);
      const byUser = await merchantsOf(rows.map((user) => user.id));
      return {
        users: rows.map((user) => toAdminUser(user, byUser.get(user.id) ?? [])),
        total: totalRow?.total ?? 0,
      };
    },

    async findUser(userId: string): Promise<TAdminUser | undefined> {
      const user = await findOne(db, users, eq(users.id, userId));
      if (!user) return undefined;
      return toAdminUser(user, (await merchantsOf([user.id])).get(user.id) ?? []);
    },

    async startActAs(session: {
      adminId: string;
      userId: string;
      merchantId: string;
    }): Promise<ActAsSession> {
      return insertOne(db, actAsSessions, session);
    },

    async findActAs(id: string): Promise<ActAsSession | undefined> {
      return findOne(db, actAsSessions, eq(actAsSessions.id, id));
    },

    /** The session if it is not ended, with the status of the membership it acts in. */
    async findOpenActAs(id: string): Promise<OpenActAsSession | undefined> {
      const [row] = await db
        .select({ session: actAsSessions, membershipStatus: memberships.status })
        .from(actAsSessions)
        .leftJoin(
          memberships,
          and(
            eq(memberships.userId, actAsSessions.userId),
            eq(memberships.merchantId, actAsSessions.merchantId),
          ),
        )
        .where(and(eq(actAsSessions.id, id), isNull(actAsSessions.endedAt)))
        .limit(1);
      return row && { ...row.session, membershipStatus: row.membershipStatus };
    },

    /** False when it was already ended. */
    async endActAs(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(actAsSessions)
        .set({ endedAt: at })
        .where(and(eq(actAsSessions.id, id), isNull(actAsSessions.endedAt)))
        .returning({ id: actAsSessions.id });
      return rows.length > 0;
    },

    /** The id of the new entry. */
    async record(entry: NewAuditLogEntry): Promise<string> {
      const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
      if (!row) throw new Error('insert into audit_log returned no row');
      return row.id;
    },

    /** The answer of a request recorded before it ran. */
    async setAuditStatus(id: string, statusCode: number): Promise<void> {
      await db.update(auditLog).set({ statusCode }).where(eq(auditLog.id, id));
    },

    /** Newest first. */
    async listAudit(
      filter: { actAsSessionId?: string | undefined; actorId?: string | undefined },
      page: number,
    ): Promise<{ entries: TAuditLogEntry[]; total: number }> {
      const where = and(
        filter.actAsSessionId ? eq(auditLog.actAsSessionId, filter.actAsSessionId) : undefined,
        filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
      );
      const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(BACK_OFFICE_PAGE_SIZE)
        .offset((page - 1) * BACK_OFFICE_PAGE_SIZE);
      return {
        entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totalRow?.total ?? 0,
      };
    },
  };
};

export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
