import type { TMeResponse } from '@arara/contracts';
import type { AuthUser } from '../auth/auth-user';
import { requireSignedInUser } from '../auth/signed-in-user';
import { toUserDto } from './to-user-dto';
import type { ServiceDeps } from '../deps';

/**
 * The signed-in user and their merchants. While an admin acts as the user, only the merchant
 * acted in, and who is acting.
 */
export async function getMe(
  deps: Pick<ServiceDeps, 'repositories'>,
  authUser: AuthUser,
): Promise<TMeResponse> {
  const user = await requireSignedInUser(deps, authUser.id);
  const [merchants, twoFactorEnabled] = await Promise.all([
    deps.repositories.merchants.listForUser(user.id),
    deps.repositories.twoFactor.isEnabled(user.id),
  ]);
  const acting = authUser.actingAs;
  if (!acting) {
    return {
      user: toUserDto(user, { twoFactorEnabled, isAdminSession: authUser.isAdmin }),
      merchants,
    };
  }

  const admin = await deps.repositories.users.findById(acting.adminId);
  return {
    user: toUserDto(user, { twoFactorEnabled }),
    merchants: merchants.filter((merchant) => merchant.id === acting.merchantId),
    actingAs: {
      sessionId: acting.sessionId,
      admin: { id: acting.adminId, name: admin?.name ?? '' },
    },
  };
}
