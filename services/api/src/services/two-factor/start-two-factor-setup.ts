import { AppErrorCode, type TTwoFactorSetupResponse } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { newTotpSecret, totpUri } from '../../lib/totp';
import type { TwoFactorActor } from './resolve-two-factor-user';
import type { ServiceDeps } from '../deps';

export const twoFactorAlreadyEnabled = () =>
  new AppError(AppErrorCode.CONFLICT, 'Two-factor authentication is already enabled');

/**
 * A new secret for the user's authenticator app, pending until a code of it is given to
 * /enable; calling again replaces a pending secret (a QR code scanned twice does no harm).
 */
export async function startTwoFactorSetup(
  deps: Pick<ServiceDeps, 'repositories'>,
  { user }: TwoFactorActor,
): Promise<TTwoFactorSetupResponse> {
  const { twoFactor } = deps.repositories;
  if (await twoFactor.isEnabled(user.id)) throw twoFactorAlreadyEnabled();
  const secret = newTotpSecret();
  await twoFactor.savePending(user.id, secret);
  return { secret, otpauthUrl: totpUri(secret, user.email) };
}
