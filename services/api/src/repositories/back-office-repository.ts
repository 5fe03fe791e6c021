import {
  BACK_OFFICE_PAGE_SIZE,
  type TAdminUser,
  type TAdminUserMerchant,
  type TAuditLogEntry,
  type TUserStatus,
} from '@arara/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { findOne, insertOne } from '../db/map-row';
import { addDays, startOfZonedDay } from '../lib/zoned-time';
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
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (search: string) => `%${escapeLike(search)}%`;

/** The audit log's filters (TAuditLogQuery without the page). */
export type AuditFilter = {
  actAsSessionId?: string | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  merchantId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const toAdminUser = (
  user: User,
  userMerchants: TAdminUserMerchant[],
  profiles: Map<string, { id: string; name: string }>,
): TAdminUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.isAdmin,
  document: user.document,
  // docs/back-office.md "Profiles and users": administrator, else merchant for an owner.
  role: user.isAdmin
    ? 'administrator'
    : userMerchants.some((merchant) => merchant.role === 'owner')
      ? 'merchant'
      : 'user',
  status: user.status,
  adminProfile: (user.isAdmin && user.adminProfileId && profiles.get(user.adminProfileId)) || null,
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

  async function profilesOf(rows: User[]): Promise<Map<string, { id: string; name: string }>> {
    const ids = [
      ...new Set(rows.flatMap((user) => (user.adminProfileId ? [user.adminProfileId] : []))),
    ];
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: adminProfiles.id, name: adminProfiles.name })
      .from(adminProfiles)
      .where(inArray(adminProfiles.id, ids));
    return new Map(found.map((profile) => [profile.id, profile]));
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
      status?: TUserStatus,
    ): Promise<{ users: TAdminUser[]; total: number }> {
      const where: SQL | undefined = and(
        search
          ? or(ilike(users.name, likePattern(search)), ilike(users.email, likePattern(search)))
          : undefined,
        status ? eq(users.status, status) : undefined,
      );
      const [totalRow] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.email))
        .limit(BACK_OFFICE_PAGE_SIZE)
        .offset((page - 1) * BACK_OFFICE_PAGE_SIZE);
      const [byUser, profiles] = await Promise.all([
        merchantsOf(rows.map((user) => user.id)),
        profilesOf(rows),
      ]);
      return {
        users: rows.map((user) => toAdminUser(user, byUser.get(user.id) ?? [], profiles)),
        total: totalRow?.total ?? 0,
      };
    },

    async findUser(userId: string): Promise<TAdminUser | undefined> {
      const user = await findOne(db, users, eq(users.id, userId));
      if (!user) return undefined;
      const [byUser, profiles] = await Promise.all([merchantsOf([user.id]), profilesOf([user])]);
      return toAdminUser(user, byUser.get(user.id) ?? [], profiles);
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
    async record(entry: NewAuditLogEntry, tx?: Db): Promise<string> {
      const [row] = await (tx ?? db).insert(auditLog).values(entry).returning({ id: auditLog.id });
      if (!row) throw new Error('insert into audit_log returned no row');
      return row.id;
    },

    /** The answer of a request recorded before it ran. */
    async setAuditStatus(id: string, statusCode: number): Promise<void> {
      await db.update(auditLog).set({ statusCode }).where(eq(auditLog.id, id));
    },

    /**
     * Newest first. `action` matches the action or its start (`setting` → `setting.update`);
     * `from` / `to` are days in the platform's time zone, both included.
     */
    async listAudit(
      filter: AuditFilter,
      page: number,
    ): Promise<{ entries: TAuditLogEntry[]; total: number }> {
      const where = and(
        filter.actAsSessionId ? eq(auditLog.actAsSessionId, filter.actAsSessionId) : undefined,
        filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
        filter.action ? like(auditLog.action, `${escapeLike(filter.action)}%`) : undefined,
        filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
        filter.merchantId ? eq(auditLog.merchantId, filter.merchantId) : undefined,
        filter.from ? gte(auditLog.createdAt, startOfZonedDay(filter.from)) : undefined,
        filter.to ? lt(auditLog.createdAt, startOfZonedDay(addDays(filter.to, 1))) : undefined,
      );
      const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
      const rows = await db
        .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(BACK_OFFICE_PAGE_SIZE)
        .offset((page - 1) * BACK_OFFICE_PAGE_SIZE);
      return {
        entries: rows.map(({ entry: row, actorName, actorEmail }) => ({
          ...row,
          actorName,
          actorEmail,
          details: row.details
            ? { before: row.details.before ?? null, after: row.details.after ?? null }
            : null,
          createdAt: row.createdAt.toISOString(),
        })),
        total: totalRow?.total ?? 0,
      };
    },
  };
};

export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
