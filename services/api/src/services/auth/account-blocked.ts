import { AppErrorCode } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * docs/back-office.md "Profiles and users": a blocked user cannot sign in (told so only after
 * the right password, so the answer reveals nothing about other accounts).
 */
export function assertNotBlocked(user: Pick<User, 'status'>): void {
  if (user.status === 'blocked') {
    throw new AppError(AppErrorCode.ACCOUNT_BLOCKED, 'This account is blocked');
  }
}
