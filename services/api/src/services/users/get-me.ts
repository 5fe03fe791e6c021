import { AppErrorCode, type TMeResponse } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { toUserDto } from './to-user-dto';

export async function getMe(app: FastifyInstance, userId: string): Promise<TMeResponse> {
  const user = await app.repositories.users.findById(userId);
  // A valid token for a deleted user is no longer a session.
  if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  const [merchants, twoFactorEnabled] = await Promise.all([
    app.repositories.merchants.listForUser(user.id),
    app.repositories.twoFactor.isEnabled(user.id),
  ]);
  return { user: toUserDto(user, twoFactorEnabled), merchants };
}
