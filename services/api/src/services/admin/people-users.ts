import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  PEOPLE_ERRORS,
  type TAdministrator,
  type TAdminUser,
  type TAdminUserCreateRequest,
  type TAdminUserUpdateRequest,
} from '@arara/contracts';
import { and, asc, count, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actAsSessions, adminProfiles, memberships, type User, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { endOpenActAsSessions } from '../auth/end-act-as-sessions';
import type { ServiceDeps } from '../deps';
import { adminCan } from './admin-can';
import type { AuditedRequest } from './audited-request';
import { recordAdminWrite } from './record-admin-write';

// docs/back-office.md "Profiles and users": users of the platform, blocking, and who has which
// admin profile. Every write is audited in its own transaction (targetType `user`).

type Deps = Pick<ServiceDeps, 'db' | 'repositories'>;

/** SQLSTATE 23503 (pg or PGlite, bare or wrapped by drizzle): a row must keep its user. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23503') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

const conflict = (message: string, fields: Record<string, string>) =>
  new AppError(AppErrorCode.CONFLICT, message, fields);

const userNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'User not found');

/** What the audit log keeps of a user: never the password hash. */
const snapshot = (user: User) => ({
  name: user.name,
  email: user.email,
  document: user.document,
  isAdmin: user.isAdmin,
  adminProfileId: user.adminProfileId,
  status: user.status,
});

async function lockUser(tx: Db, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw userNotFound();
  return user;
}

async function findProfileOrFail(tx: Db, profileId: string) {
  const [profile] = await tx.select().from(adminProfiles).where(eq(adminProfiles.id, profileId));
  if (!profile) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Profile not found', {
      adminProfileId: PEOPLE_ERRORS.profileNotFound,
    });
  }
  return profile;
}

async function assertCpfFree(tx: Db, document: string | null | undefined, userId?: string) {
  if (!document) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.document, document), userId === undefined ? undefined : ne(users.id, userId)),
    );
  if (row) throw conflict('Another user has this CPF', { document: PEOPLE_ERRORS.cpfTaken });
}

/** An admin may not give themself a profile without profiles.manage, nor lose users.manage. */
async function assertNoSelfLockout(
  tx: Db,
  admin: BackOfficeAdmin,
  userId: string,
  profileId: string,
) {
  if (admin.user.id !== userId) return;
  const profile = await findProfileOrFail(tx, profileId);
  if (!adminCan(profile, 'profiles.manage') || !adminCan(profile, 'users.manage')) {
    throw conflict('You would lock yourself out: ask another administrator', {
      adminProfileId: PEOPLE_ERRORS.selfLockout,
    });
  }
}

async function answer(deps: Deps, userId: string): Promise<TAdminUser> {
  const user = await deps.repositories.backOffice.findUser(userId);
  if (!user) throw userNotFound();
  return user;
}

/**
 * A new user (or administrator, with a profile). Nobody knows their password: the route sends
 * them the set-password e-mail (the reset token), whose link also verifies the address.
 */
export async function createUser(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  body: TAdminUserCreateRequest & { document?: string | null },
): Promise<TAdminUser> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const email = body.email.trim().toLowerCase();
  const created = await deps.db
    .transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken)
        throw conflict('A user with this e-mail exists', { email: PEOPLE_ERRORS.emailTaken });
      await assertCpfFree(tx, body.document);
      const isAdmin = body.kind === 'admin';
      if (isAdmin && body.adminProfileId) await findProfileOrFail(tx, body.adminProfileId);
      const [user] = await tx
        .insert(users)
        .values({
          name: body.name.trim(),
          email,
          passwordHash,
          document: body.document || null,
          isAdmin,
          adminProfileId: isAdmin ? (body.adminProfileId ?? null) : null,
          status: 'active',
        })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'user.create',
          targetType: 'user',
          targetId: user.id,
          before: null,
          after: snapshot(user),
        },
        tx,
      );
      return user;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw conflict('A user with this e-mail exists', { email: PEOPLE_ERRORS.emailTaken });
      }
      throw error;
    });
  return answer(deps, created.id);
}

export async function updateUser(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  userId: string,
  body: TAdminUserUpdateRequest & { document?: string | null },
): Promise<TAdminUser> {
  await deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (body.adminProfileId !== undefined) {
      if (!before.isAdmin) {
        throw conflict('Only an administrator has a profile', {
          adminProfileId: PEOPLE_ERRORS.notAnAdmin,
        });
      }
      await findProfileOrFail(tx, body.adminProfileId);
      await assertNoSelfLockout(tx, admin, userId, body.adminProfileId);
    }
    if (body.document !== undefined) await assertCpfFree(tx, body.document, userId);
    const [after] = await tx
      .update(users)
      .set({
        ...(body.name !== undefined && { name: body.name.trim() }),
        ...(body.document !== undefined && { document: body.document || null }),
        ...(body.adminProfileId !== undefined && { adminProfileId: body.adminProfileId }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw userNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'user.update',
        targetType: 'user',
        targetId: userId,
        before: snapshot(before),
        after: snapshot(after),
      },
      tx,
    );
  });
  return answer(deps, userId);
}

/**
 * Blocks a user: status `blocked`, every sign-in (refresh-token family) revoked and every open
 * act-as session by them or as them ended, in one transaction. Their access tokens die with
 * their sign-ins (the bearer check asks for an active family of a user not blocked).
 */
export async function blockUser(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  userId: string,
): Promise<TAdminUser> {
  if (admin.user.id === userId) {
    throw conflict('You cannot block yourself', { general: PEOPLE_ERRORS.cannotBlockSelf });
  }
  await deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (before.status === 'blocked') return;
    const [after] = await tx
      .update(users)
      .set({ status: 'blocked', updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw userNotFound();
    await deps.repositories.refreshTokens.revokeAllForUser(userId, undefined, tx);
    await endOpenActAsSessions(deps, request, { adminId: userId, subjectUserId: userId }, tx);
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'user.block',
        targetType: 'user',
        targetId: userId,
        before: snapshot(before),
        after: snapshot(after),
      },
      tx,
    );
  });
  return answer(deps, userId);
}

/** Unblocks: the user may sign in again (their old sessions stay ended). */
export async function unblockUser(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  userId: string,
): Promise<TAdminUser> {
  await deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (before.status !== 'blocked') return;
    const [after] = await tx
      .update(users)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw userNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'user.unblock',
        targetType: 'user',
        targetId: userId,
        before: snapshot(before),
        after: snapshot(after),
      },
      tx,
    );
  });
  return answer(deps, userId);
}

/**
 * Deletes a user nothing depends on: not oneself, no membership of any merchant (the merchant's
 * history names them: block instead), no act-as history (the audit trail names them); anything
 * else the database still ties to them (e.g. approvals they started) → 409 userInUse.
 */
export async function deleteUser(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  userId: string,
): Promise<void> {
  if (admin.user.id === userId) {
    throw conflict('You cannot delete yourself', { general: PEOPLE_ERRORS.cannotDeleteSelf });
  }
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockUser(tx, userId);
      const [memberOf] = await tx
        .select({ total: count() })
        .from(memberships)
        .where(eq(memberships.userId, userId));
      if ((memberOf?.total ?? 0) > 0) {
        throw conflict('The user belongs to a merchant', {
          general: PEOPLE_ERRORS.userHasMerchants,
        });
      }
      const [actedAs] = await tx
        .select({ total: count() })
        .from(actAsSessions)
        .where(or(eq(actAsSessions.adminId, userId), eq(actAsSessions.userId, userId)));
      if ((actedAs?.total ?? 0) > 0) {
        throw conflict('The user has act-as history', {
          general: PEOPLE_ERRORS.userHasActAsHistory,
        });
      }
      await tx.delete(users).where(eq(users.id, userId));
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'user.delete',
          targetType: 'user',
          targetId: userId,
          before: snapshot(before),
          after: null,
        },
        tx,
      );
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict('Other records depend on the user', { general: PEOPLE_ERRORS.userInUse });
    }
    throw error;
  }
}

export async function listAdministrators(
  deps: Deps,
): Promise<{ administrators: TAdministrator[] }> {
  const rows = await deps.db
    .select({ user: users, profile: adminProfiles })
    .from(users)
    .leftJoin(adminProfiles, eq(adminProfiles.id, users.adminProfileId))
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.name), asc(users.email));
  return { administrators: rows.map(({ user, profile }) => toAdministrator(user, profile)) };
}

const toAdministrator = (
  user: User,
  profile: typeof adminProfiles.$inferSelect | null,
): TAdministrator => ({
  id: user.id,
  name: user.name,
  email: user.email,
  status: user.status,
  profile: profile && {
    id: profile.id,
    name: profile.name,
    isSuperAdmin: profile.isSuperAdmin,
    status: profile.status,
  },
});

/** The permissions page: gives an administrator another profile. */
export async function assignProfile(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  userId: string,
  adminProfileId: string,
): Promise<TAdministrator> {
  return deps.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before.isAdmin) {
      throw conflict('Only an administrator has a profile', {
        adminProfileId: PEOPLE_ERRORS.notAnAdmin,
      });
    }
    const profile = await findProfileOrFail(tx, adminProfileId);
    await assertNoSelfLockout(tx, admin, userId, adminProfileId);
    const [after] = await tx
      .update(users)
      .set({ adminProfileId, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw userNotFound();
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'user.profile',
        targetType: 'user',
        targetId: userId,
        before: snapshot(before),
        after: snapshot(after),
      },
      tx,
    );
    return toAdministrator(after, profile);
  });
}
