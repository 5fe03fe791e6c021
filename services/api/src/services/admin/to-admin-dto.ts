import { ADMIN_PERMISSIONS, type TAdmin } from '@arara/contracts';
import type { BackOfficeAdmin } from '../../plugins/back-office';

export const toAdminDto = ({ user, profile }: BackOfficeAdmin): TAdmin => ({
  id: user.id,
  name: user.name,
  email: user.email,
  profile: profile && {
    name: profile.name,
    isSuperAdmin: profile.isSuperAdmin,
    // A super admin has every permission, including ones added after the profile was made.
    permissions: profile.isSuperAdmin
      ? [...ADMIN_PERMISSIONS]
      : profile.permissions.filter((permission) => ADMIN_PERMISSIONS.includes(permission)),
  },
});
