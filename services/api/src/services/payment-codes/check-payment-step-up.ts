import { AppErrorCode, PAYMENT_MESSAGES, type TPaymentStepUp } from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { AppError } from '../../lib/app-error';
import { checkPasswordAgain, requireSignedInUser } from '../auth/signed-in-user';
import type { PaymentCodePurpose } from './send-pix-code';
import { verifyPixCode } from './verify-pix-code';

/**
 * The step-up before money moves (a Pix, approving a held payment): the member's password
 * (a wrong one counts on the password-check budget, apart from sign-ins: 400 `fields.password`), then the 6-digit code of
 * their authenticator or the one e-mailed for this `purpose` (400 `fields.code`).
 * `consumerKey` marks the e-mailed code as used by this request (a retry of it may reuse it).
 */
export async function checkPaymentStepUp(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter'>,
  member: { userId: string; clientAddress: string },
  stepUp: TPaymentStepUp,
  consumerKey: string,
  purpose: PaymentCodePurpose,
): Promise<void> {
  const user = await requireSignedInUser(deps, member.userId);
  // Failed sign-ins with the user's e-mail (anyone can make those) must not block payments.
  await checkPasswordAgain(
    deps,
    user,
    stepUp.password,
    member.clientAddress,
    () =>
      new AppError(AppErrorCode.VALIDATION_ERROR, 'Wrong password', {
        password: PAYMENT_MESSAGES.wrongPassword,
      }),
  );
  await verifyPixCode(deps, user, stepUp.code, consumerKey, member.clientAddress, purpose);
}
