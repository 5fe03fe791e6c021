import type { TUser } from '@arara/contracts';
import type { User } from '../../db/schema';

/** `isAdmin`: whether the session is a back-office one (the token's `adm`), not the account flag. */
export const toUserDto = (user: User, isAdminSession = false): TUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: isAdminSession && user.isAdmin,
  language: user.language,
});
