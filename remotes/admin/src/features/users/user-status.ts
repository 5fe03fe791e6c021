import type { StatusTagKind } from '@arara/ui/data';

/** Whether a user's e-mail is verified, as a StatusTag shows it. */
export const EMAIL_STATUS: StatusTagKind<'verified' | 'unverified'> = {
  namespace: 'admin',
  keyPrefix: 'users',
  colors: { verified: 'green', unverified: 'orange' },
};
