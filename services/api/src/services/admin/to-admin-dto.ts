import { ADMIN_PERMISSIONS, type TAdmin } from '@arara/contracts';
import type { BackOfficeAdmin } from '../../plugins/back-office';
import { adminCan } from './admin-can';

export const toAdminDto = ({ user, profile }: BackOfficeAdmin): TAdmin => ({
  id: user.id,
  name: user.name,
  email: user.email,
  profile: profile && {
    name: profile.name,
    isSuperAdmin: profile.isSuperAdmin,
    // A super admin has every permission, including ones added after the profile was made.
    permissions: ADMIN_PERMISSIONS.filter((permission) => adminCan(profile, permission)),
  },
});
