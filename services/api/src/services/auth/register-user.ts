import { AppErrorCode, type TRegisterRequest, type TRegisterResponse } from '@arara/contracts';
import type { User } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import { sendVerificationEmail } from '../email/send-token-email';
import type { ServiceDeps } from '../deps';

const emailTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'Email already registered', {
    email: 'validation.emailTaken',
  });

/**
 * A new, unverified account without merchants; the verification link goes out by e-mail.
 * Rate limited per address registered and per client address.
 */
export async function registerUser(
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'mailer' | 'appUrl'>,
  request: TRegisterRequest,
  clientAddress: string,
): Promise<TRegisterResponse> {
  const { users } = deps.repositories;
  const email = request.email.trim().toLowerCase();
  // Each one sends an e-mail (and hashes a password): counted before anything else.
  await deps.rateLimiter.hit('register', { email, address: clientAddress });
  if (await users.findByEmail(email)) throw emailTaken();

  const passwordHash = await hashPassword(request.password);
  let user: User;
  try {
    user = await users.create({
      name: request.name.trim(),
      email,
      passwordHash,
      language: request.language ?? 'pt-BR',
      // The contract only accepts `acceptTerms: true`; keep when it was given.
      termsAcceptedAt: new Date(),
    });
  } catch (error) {
    // A concurrent registration of the same address won the race.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await sendVerificationEmail(deps, user);
  return { email: user.email };
}
