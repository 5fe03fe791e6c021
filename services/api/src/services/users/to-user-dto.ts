import type { TUser } from '@arara/contracts';
import type { User } from '../../db/schema';

export const toUserDto = (user: User, twoFactorEnabled: boolean): TUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  isAdmin: user.isAdmin,
  language: user.language,
  twoFactorEnabled,
});
