import type { TUser } from '@arara/contracts';
import type { User } from '../../db/schema';

/**
 * `isAdminSession`: whether the session is a back-office one (the token's `adm`): `isAdmin`
 * is that, not the account flag.
 */
export const toUserDto = (
  user: User,
  {
    twoFactorEnabled,
    isAdminSession = false,
  }: { twoFactorEnabled: boolean; isAdminSession?: boolean },
): TUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: isAdminSession && user.isAdmin,
  language: user.language,
  twoFactorEnabled,
});
