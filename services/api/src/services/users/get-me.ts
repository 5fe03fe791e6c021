import { AppErrorCode, type TMeResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { toUserDto } from './to-user-dto';

/**
 * The signed-in user and their merchants. While an admin acts as the user, only the merchant
 * acted in, and who is acting.
 */
export async function getMe(app: FastifyInstance, authUser: AuthUser): Promise<TMeResponse> {
  const user = await app.repositories.users.findById(authUser.id);
  // A valid token for a deleted user is no longer a session.
  if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  const [merchants, twoFactorEnabled] = await Promise.all([
    app.repositories.merchants.listForUser(user.id),
    app.repositories.twoFactor.isEnabled(user.id),
  ]);
  const acting = authUser.actingAs;
  if (!acting) {
    return {
      user: toUserDto(user, { twoFactorEnabled, isAdminSession: authUser.isAdmin }),
      merchants,
    };
  }

  const admin = await app.repositories.users.findById(acting.adminId);
  return {
    user: toUserDto(user, { twoFactorEnabled }),
    merchants: merchants.filter((merchant) => merchant.id === acting.merchantId),
    actingAs: {
      sessionId: acting.sessionId,
      admin: { id: acting.adminId, name: admin?.name ?? '' },
    },
  };
}
