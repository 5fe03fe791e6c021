import {
  AppErrorCode,
  PEOPLE_ERRORS,
  type TAdminProfileCreateRequest,
  type TAdminProfileDetail,
  type TAdminProfileUpdateRequest,
  type TAdminPermission,
} from '@arara/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AdminProfile, adminProfiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import type { ServiceDeps } from '../deps';
import { adminCan } from './admin-can';
import type { AuditedRequest } from './audited-request';
import { recordAdminWrite } from './record-admin-write';

// docs/back-office.md "Profiles and users": admin profiles, audited in the write's transaction.

type Deps = Pick<ServiceDeps, 'db' | 'repositories'>;

const notFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Profile not found', {
    profileId: PEOPLE_ERRORS.profileNotFound,
  });

/** What the audit log keeps of a profile (no secret in it). */
const snapshot = (profile: AdminProfile) => ({
  name: profile.name,
  slug: profile.slug,
  description: profile.description,
  isSuperAdmin: profile.isSuperAdmin,
  permissions: profile.permissions,
  status: profile.status,
});

const toDetail = (profile: AdminProfile, usersCount: number): TAdminProfileDetail => ({
  id: profile.id,
  name: profile.name,
  slug: profile.slug,
  description: profile.description,
  isSuperAdmin: profile.isSuperAdmin,
  permissions: profile.permissions,
  status: profile.status,
  usersCount,
  createdAt: profile.createdAt.toISOString(),
});

async function usersCountOf(tx: Db, profileId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .where(eq(users.adminProfileId, profileId));
  return row?.total ?? 0;
}

/** A duplicate name or slug, on the field that clashed. */
function duplicate(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error);
  const field = /slug/.test(text) ? 'slug' : 'name';
  return new AppError(AppErrorCode.CONFLICT, `A profile with this ${field} exists`, {
    [field]: field === 'slug' ? PEOPLE_ERRORS.slugTaken : PEOPLE_ERRORS.nameTaken,
  });
}

/** Checks name and slug before writing, so the answer names the field that clashes. */
async function assertUnique(
  tx: Db,
  name: string | undefined,
  slug: string | undefined,
  id?: string,
) {
  const fields: Record<string, string> = {};
  if (name !== undefined) {
    const [row] = await tx
      .select({ id: adminProfiles.id })
      .from(adminProfiles)
      .where(eq(adminProfiles.name, name));
    if (row && row.id !== id) fields.name = PEOPLE_ERRORS.nameTaken;
  }
  if (slug !== undefined) {
    const [row] = await tx
      .select({ id: adminProfiles.id })
      .from(adminProfiles)
      .where(eq(adminProfiles.slug, slug));
    if (row && row.id !== id) fields.slug = PEOPLE_ERRORS.slugTaken;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(AppErrorCode.CONFLICT, 'A profile with this name or slug exists', fields);
  }
}

export async function listProfiles(deps: Deps): Promise<{ profiles: TAdminProfileDetail[] }> {
  const rows = await deps.db
    .select({ profile: adminProfiles, usersCount: count(users.id) })
    .from(adminProfiles)
    .leftJoin(users, eq(users.adminProfileId, adminProfiles.id))
    .groupBy(adminProfiles.id)
    .orderBy(asc(adminProfiles.name));
  return { profiles: rows.map((row) => toDetail(row.profile, row.usersCount)) };
}

export async function createProfile(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  body: TAdminProfileCreateRequest & { permissions: TAdminPermission[] },
): Promise<TAdminProfileDetail> {
  try {
    return await deps.db.transaction(async (tx) => {
      await assertUnique(tx, body.name, body.slug);
      const [created] = await tx
        .insert(adminProfiles)
        .values({
          name: body.name,
          slug: body.slug,
          description: body.description || null,
          isSuperAdmin: body.isSuperAdmin ?? false,
          permissions: [...new Set(body.permissions)],
          status: body.status ?? 'active',
        })
        .returning();
      if (!created) throw new Error('insert into admin_profiles returned no row');
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'profile.create',
          targetType: 'profile',
          targetId: created.id,
          before: null,
          after: snapshot(created),
        },
        tx,
      );
      return toDetail(created, 0);
    });
  } catch (error) {
    throw duplicate(error) ?? error;
  }
}

/**
 * Edits a profile. The admin may not leave themself without profiles.manage through the
 * profile they use (deactivating it, or taking the permission away): 409 selfLockout.
 */
export async function updateProfile(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  profileId: string,
  body: TAdminProfileUpdateRequest,
): Promise<TAdminProfileDetail> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(adminProfiles)
        .where(eq(adminProfiles.id, profileId))
        .for('update');
      if (!before) throw notFound();
      await assertUnique(tx, body.name, body.slug, profileId);
      const next: AdminProfile = {
        ...before,
        ...(body.name !== undefined && { name: body.name }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.isSuperAdmin !== undefined && { isSuperAdmin: body.isSuperAdmin }),
        ...(body.permissions !== undefined && { permissions: [...new Set(body.permissions)] }),
        ...(body.status !== undefined && { status: body.status }),
      };
      if (admin.user.adminProfileId === profileId && !adminCan(next, 'profiles.manage')) {
        throw new AppError(
          AppErrorCode.CONFLICT,
          'You would lose profiles.manage: ask another administrator',
          { general: PEOPLE_ERRORS.selfLockout },
        );
      }
      const [updated] = await tx
        .update(adminProfiles)
        .set({
          name: next.name,
          slug: next.slug,
          description: next.description,
          isSuperAdmin: next.isSuperAdmin,
          permissions: next.permissions,
          status: next.status,
          updatedAt: new Date(),
        })
        .where(eq(adminProfiles.id, profileId))
        .returning();
      if (!updated) throw notFound();
      await recordAdminWrite(
        deps,
        request,
        admin,
        {
          action: 'profile.update',
          targetType: 'profile',
          targetId: profileId,
          before: snapshot(before),
          after: snapshot(updated),
        },
        tx,
      );
      return toDetail(updated, await usersCountOf(tx, profileId));
    });
  } catch (error) {
    throw duplicate(error) ?? error;
  }
}

/** Deletes a profile no user has (409 profileInUse otherwise). */
export async function deleteProfile(
  deps: Deps,
  request: AuditedRequest,
  admin: BackOfficeAdmin,
  profileId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(adminProfiles)
      .where(eq(adminProfiles.id, profileId))
      .for('update');
    if (!before) throw notFound();
    if ((await usersCountOf(tx, profileId)) > 0) {
      throw new AppError(AppErrorCode.CONFLICT, 'The profile is in use', {
        general: PEOPLE_ERRORS.profileInUse,
      });
    }
    await tx.delete(adminProfiles).where(eq(adminProfiles.id, profileId));
    await recordAdminWrite(
      deps,
      request,
      admin,
      {
        action: 'profile.delete',
        targetType: 'profile',
        targetId: profileId,
        before: snapshot(before),
        after: null,
      },
      tx,
    );
  });
}
