import {
  AppErrorCode,
  type TAcceptInvitationRequest,
  type TAcceptInvitationResponse,
  type TCreateInvitationsRequest,
  type TCreateInvitationsResponse,
  type TInvitationLookupResponse,
  type TInvitationResult,
  type TLanguage,
} from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import textsEn from '@arara/locales/en/email.json' with { type: 'json' };
import textsPtBr from '@arara/locales/pt-BR/email.json' with { type: 'json' };
import type { Invitation, Merchant } from '../../db/schema';
import { acceptInvitationLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import { hashPassword } from '../../lib/password';
import type { AuthUser } from '../../plugins/auth';
import { createRepositories } from '../../plugins/db';
import { assertMerchantPermission, forbidden } from '../../plugins/merchant-access';

/** Seconds an invitation link stays valid. */
export const INVITATION_TTL = 7 * 24 * 60 * 60;

const invalidInvitation = () =>
  new AppError(AppErrorCode.INVALID_TOKEN, 'This invitation is invalid or has expired');

const roleLabels: Record<TLanguage, typeof textsEn.invitation.roles> = {
  en: textsEn.invitation.roles,
  'pt-BR': textsPtBr.invitation.roles,
};

/**
 * One invitation per e-mail, covering the merchants the address is not yet a member of.
 * The caller needs team.manage on every merchant (404 for one they are not a member of), and
 * must be an owner of each to invite an owner. Rate limited per inviting user and per client
 * address, one hit per e-mail.
 */
export async function createInvitations(
  app: FastifyInstance,
  user: AuthUser,
  request: TCreateInvitationsRequest,
  clientAddress: string,
): Promise<TCreateInvitationsResponse> {
  const merchantIds = [...new Set(request.merchantIds)];
  for (const merchantId of merchantIds) {
    const membership = await assertMerchantPermission(app, user, merchantId, 'team.manage');
    if (request.role === 'owner' && membership.role !== 'owner') {
      throw forbidden('Only an owner can invite an owner');
    }
  }
  const { repositories } = app;
  const merchants = await repositories.merchants.findByIds(merchantIds);
  const inviter = await repositories.users.findById(user.id);
  // One hit per e-mail, all counted before any is sent: over the limit, none goes out.
  for (const _ of request.emails) {
    await app.rateLimiter.hit('invitation', {
      email: inviter?.email ?? user.id,
      address: clientAddress,
    });
  }

  const results: TInvitationResult[] = [];
  for (const rawEmail of request.emails) {
    const email = rawEmail.trim().toLowerCase();
    const existing = await repositories.users.findByEmail(email);
    const memberOf = new Set(
      existing
        ? (await repositories.memberships.listForUserIn(existing.id, merchantIds)).map(
            (membership) => membership.merchantId,
          )
        : [],
    );
    const covered = merchants.filter((merchant) => !memberOf.has(merchant.id));
    if (covered.length === 0) {
      results.push({ email, status: 'failed', reason: 'alreadyMember' });
      continue;
    }
    try {
      await sendInvitation(app, {
        email,
        role: request.role,
        merchants: covered,
        inviterName: inviter?.name ?? '',
        invitedById: user.id,
      });
      results.push({ email, status: 'sent' });
    } catch (error) {
      app.log.error({ err: error, email }, 'invitation not sent');
      results.push({ email, status: 'failed', reason: 'sendFailed' });
    }
  }
  return { results };
}

async function sendInvitation(
  app: FastifyInstance,
  input: {
    email: string;
    role: Invitation['role'];
    merchants: Merchant[];
    inviterName: string;
    invitedById: string;
  },
): Promise<void> {
  const token = generateOpaqueToken();
  await app.repositories.invitations.create(
    {
      email: input.email,
      role: input.role,
      invitedById: input.invitedById,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL * 1000),
    },
    input.merchants.map((merchant) => merchant.id),
  );
  // The invitee may have no account yet: the (first) merchant's language, else English.
  const language: TLanguage = input.merchants[0]?.defaultLanguage ?? 'en';
  await app.mailer.send({
    to: input.email,
    language,
    ...renderEmail('invitation', language, {
      name: input.email,
      link: acceptInvitationLink(app.appUrl, token),
      inviter: input.inviterName,
      merchants: input.merchants.map((merchant) => merchant.name).join(', '),
      role: roleLabels[language][input.role],
    }),
  });
}

/** A pending invitation of this token and the merchants it still covers, or INVALID_TOKEN. */
async function pendingInvitation(app: FastifyInstance, token: string) {
  const invitation = await app.repositories.invitations.findByTokenHash(hashOpaqueToken(token));
  if (
    !invitation ||
    invitation.acceptedAt ||
    invitation.revokedAt ||
    invitation.expiresAt.getTime() <= Date.now()
  ) {
    throw invalidInvitation();
  }
  const merchantIds = await app.repositories.invitations.merchantIdsOf(invitation.id);
  const merchants = await app.repositories.merchants.findByIds(merchantIds);
  if (merchants.length === 0) throw invalidInvitation();
  return { invitation, merchants };
}

export async function lookupInvitation(
  app: FastifyInstance,
  token: string,
): Promise<TInvitationLookupResponse> {
  const { invitation, merchants } = await pendingInvitation(app, token);
  const account = await app.repositories.users.findByEmail(invitation.email);
  return {
    email: invitation.email,
    role: invitation.role,
    merchants: merchants.map((merchant) => ({ name: merchant.name })),
    hasAccount: account !== undefined,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Adds the memberships. Without an account for the e-mail, `name` and `password` create one,
 * already verified (the link proved the address). Works once.
 */
export async function acceptInvitation(
  app: FastifyInstance,
  request: TAcceptInvitationRequest,
): Promise<TAcceptInvitationResponse> {
  const { invitation, merchants } = await pendingInvitation(app, request.token);
  const account = await app.repositories.users.findByEmail(invitation.email);
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
    await app.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      // One statement decides: a second acceptance of the same token finds nothing pending.
      if (!(await repos.invitations.accept(invitation.id, now))) throw invalidInvitation();
      const user =
        account ??
        (await repos.users.create({
          name: (request.name ?? '').trim(),
          email: invitation.email,
          passwordHash: passwordHash ?? '',
          language: merchants[0]?.defaultLanguage ?? 'pt-BR',
          emailVerifiedAt: now,
        }));
      for (const merchant of merchants) {
        await repos.memberships.add({
          userId: user.id,
          merchantId: merchant.id,
          role: invitation.role,
        });
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
