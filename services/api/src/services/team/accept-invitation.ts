import {
  AppErrorCode,
  type TAcceptInvitationRequest,
  type TAcceptInvitationResponse,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { ServiceDeps } from '../deps';
import { invalidInvitation, pendingInvitation } from './pending-invitation';

/**
 * Adds the memberships. Without an account for the e-mail, `name` and `password` create one,
 * already verified (the link proved the address). Works once.
 */
export async function acceptInvitation(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  request: TAcceptInvitationRequest,
): Promise<TAcceptInvitationResponse> {
  const { invitation, merchants } = await pendingInvitation(deps, request.token);
  const account = await deps.repositories.users.findByEmail(invitation.email);
  if (!account) {
    const fields: Record<string, string> = {};
    if (!request.name) fields.name = 'validation.required';
    if (!request.password) fields.password = 'validation.required';
    if (Object.keys(fields).length > 0) {
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Name and password are required', fields);
    }
  }
  const passwordHash =
    account || !request.password ? undefined : await hashPassword(request.password);

  const now = new Date();
  try {
    await deps.db.transaction(async (tx) => {
      // One statement decides: a second acceptance of the same token finds nothing pending.
      if (!(await deps.repositories.invitations.accept(invitation.id, now, tx)))
        throw invalidInvitation();
      const user =
        account ??
        (await deps.repositories.users.create(
          {
            name: (request.name ?? '').trim(),
            email: invitation.email,
            passwordHash: passwordHash ?? '',
            language: merchants[0]?.defaultLanguage ?? 'pt-BR',
            emailVerifiedAt: now,
          },
          tx,
        ));
      for (const merchant of merchants) {
        await deps.repositories.memberships.add(
          {
            userId: user.id,
            merchantId: merchant.id,
            role: invitation.role,
          },
          tx,
        );
      }
    });
  } catch (error) {
    // An account for the address was registered meanwhile: accepting again adds to it.
    if (isUniqueViolation(error)) throw invalidInvitation();
    throw error;
  }
  return {
    email: invitation.email,
    merchants: merchants.map((merchant) => ({ id: merchant.id, name: merchant.name })),
  };
}
