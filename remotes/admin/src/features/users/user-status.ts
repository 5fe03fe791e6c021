import type { TUserStatus } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** Whether a user's e-mail is verified, as a StatusTag shows it. */
export const EMAIL_STATUS: StatusTagKind<'verified' | 'unverified'> = {
  namespace: 'admin',
  keyPrefix: 'users',
  colors: { verified: 'green', unverified: 'orange' },
};

/** The spec's user statuses (docs/back-office.md "Profiles and users"). */
export const USER_STATUS: StatusTagKind<TUserStatus> = {
  namespace: 'admin',
  keyPrefix: 'people.users.statuses',
  colors: {
    approved: 'green',
    active: 'green',
    onboarding: 'blue',
    invited: 'blue',
    inactive: 'default',
    revoked: 'default',
    rejected: 'red',
    blocked: 'red',
  },
};
