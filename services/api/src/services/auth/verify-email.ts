import type { TRegisterResponse, TVerifyEmailRequest } from '@arara/contracts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from './invalid-token';
import type { ServiceDeps } from '../deps';

/** Uses a verification token of the user with that e-mail and marks the address verified. */
export async function verifyEmail(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  { email, token }: TVerifyEmailRequest,
): Promise<TRegisterResponse> {
  const user = await deps.repositories.users.findByEmail(email);
  if (!user) throw invalidToken();

  const isVerified = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const used = await deps.repositories.oneTimeTokens.consume(
      {
        tokenHash: hashOpaqueToken(token),
        purpose: 'verify_email',
        userId: user.id,
        now,
      },
      tx,
    );
    if (!used) return false;
    await deps.repositories.users.markEmailVerified(user.id, now, tx);
    return true;
  });
  if (!isVerified) throw invalidToken();
  return { email: user.email };
}
