import type { TSignedInResponse, TTwoFactorLoginRequest } from '@arara/contracts';
import type { User } from '../../db/schema';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { invalidToken } from '../auth/invalid-token';
import { openSession } from '../auth/open-session';
import { checkSecondFactor } from './check-second-factor';
import type { ServiceDeps } from '../deps';

/**
 * Second step of sign-in: the challenge of /auth/login plus a code of the app or a recovery
 * code. A wrong code leaves the challenge usable (until it expires) for another try; the
 * rate limit bounds the tries. A right one consumes the challenge and opens the session.
 */
export async function loginWithTwoFactor(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'accessTokens'>,
  request: TTwoFactorLoginRequest,
  clientAddress: string,
): Promise<TSignedInResponse> {
  return openSession(deps, await answerTwoFactorChallenge(deps, request, clientAddress));
}

/**
 * The user who answered the challenge right (the challenge is consumed); shared by the merchant
 * and the back-office sign-ins. `allowed` narrows whose challenge this step takes.
 */
export async function answerTwoFactorChallenge(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'accessTokens'>,
  { challengeToken, code, recoveryCode }: TTwoFactorLoginRequest,
  clientAddress: string,
  allowed: (user: User) => boolean = () => true,
): Promise<User> {
  const { oneTimeTokens, users } = deps.repositories;
  const lookup = {
    tokenHash: hashOpaqueToken(challengeToken),
    purpose: 'two_factor_challenge' as const,
  };
  const challenge = await oneTimeTokens.findUsable({ ...lookup, now: new Date() });
  const user = challenge ? await users.findById(challenge.userId) : undefined;
  if (!user || !allowed(user)) throw invalidToken();

  await checkSecondFactor(
    deps,
    user,
    code ? { code } : { recoveryCode: recoveryCode ?? '' },
    clientAddress,
  );
  // Of two concurrent right answers to one challenge, one session only.
  if (!(await oneTimeTokens.consume({ ...lookup, userId: user.id, now: new Date() }))) {
    throw invalidToken();
  }
  return user;
}
