import type { TPendingInvitation } from '@arara/contracts';
import type { Invitation } from '../../db/schema';

export const toPendingInvitation = (invitation: Invitation): TPendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  status: 'invited',
  expiresAt: invitation.expiresAt.toISOString(),
  createdAt: invitation.createdAt.toISOString(),
});
