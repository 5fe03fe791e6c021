import type { TPendingInvitation, TTeamMember } from '@arara/contracts';
import type { StatusTagKind } from '@arara/ui/data';

/** A team member's status, or an invitation's, as a StatusTag shows it. */
export const MEMBER_STATUS: StatusTagKind<TTeamMember['status'] | TPendingInvitation['status']> = {
  namespace: 'team',
  keyPrefix: 'team.statuses',
  colors: { active: 'green', blocked: 'red', invited: 'blue' },
};
