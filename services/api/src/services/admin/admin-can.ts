import type { TAdminPermission } from '@arara/contracts';
import type { AdminProfile } from '../../db/schema';

/**
 * Whether the admin profile grants `permission`: a super admin has every one; an inactive
 * profile grants none (docs/back-office.md "Profiles").
 */
export const adminCan = (profile: AdminProfile | null, permission: TAdminPermission): boolean =>
  Boolean(
    profile &&
      profile.status === 'active' &&
      (profile.isSuperAdmin || profile.permissions.includes(permission)),
  );
