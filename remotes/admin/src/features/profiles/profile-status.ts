import type { TAdminProfileStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

export const PROFILE_STATUS: StatusTagKind<TAdminProfileStatus> = {
  namespace: 'admin',
  keyPrefix: 'people.profiles.status',
  colors: { active: 'green', inactive: 'default' },
};
