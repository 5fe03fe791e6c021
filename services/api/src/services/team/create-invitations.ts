import type {
  TCreateInvitationsRequest,
  TCreateInvitationsResponse,
  TInvitationResult,
  TLanguage,
} from '@arara/contracts';
import textsEn from '@arara/locales/en/email.json' with { type: 'json' };
import textsPtBr from '@arara/locales/pt-BR/email.json' with { type: 'json' };
import type { Invitation, Merchant } from '../../db/schema';
import { acceptInvitationLink } from '../../emails/links';
import { renderEmail } from '../../emails/render-email';
import { generateOpaqueToken, hashOpaqueToken } from '../../lib/opaque-token';
import type { AuthUser } from '../auth/auth-user';
import type { ServiceDeps } from '../deps';
import { assertMerchantPermission, forbidden } from '../merchants/assert-merchant-permission';

/** Seconds an invitation link stays valid. */
export const INVITATION_TTL = 7 * 24 * 60 * 60;

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
  deps: Pick<ServiceDeps, 'repositories' | 'rateLimiter' | 'mailer' | 'appUrl' | 'log'>,
  user: AuthUser,
  request: TCreateInvitationsRequest,
  clientAddress: string,
): Promise<TCreateInvitationsResponse> {
  const merchantIds = [...new Set(request.merchantIds)];
  for (const merchantId of merchantIds) {
    const membership = await assertMerchantPermission(deps, user, merchantId, 'team.manage');
    if (request.role === 'owner' && membership.role !== 'owner') {
      throw forbidden('Only an owner can invite an owner');
    }
  }
  const { repositories } = deps;
  const merchants = await repositories.merchants.findByIds(merchantIds);
  const inviter = await repositories.users.findById(user.id);
  // One hit per e-mail, all counted before any is sent: over the limit, none goes out.
  for (const _ of request.emails) {
    await deps.rateLimiter.hit('invitation', {
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
      await sendInvitation(deps, {
        email,
        role: request.role,
        merchants: covered,
        inviterName: inviter?.name ?? '',
        invitedById: user.id,
      });
      results.push({ email, status: 'sent' });
    } catch (error) {
      deps.log.error({ err: error, email }, 'invitation not sent');
      results.push({ email, status: 'failed', reason: 'sendFailed' });
    }
  }
  return { results };
}

async function sendInvitation(
  deps: Pick<ServiceDeps, 'repositories' | 'mailer' | 'appUrl'>,
  input: {
    email: string;
    role: Invitation['role'];
    merchants: Merchant[];
    inviterName: string;
    invitedById: string;
  },
): Promise<void> {
  const token = generateOpaqueToken();
  await deps.repositories.invitations.create(
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
  await deps.mailer.send({
    to: input.email,
    language,
    ...renderEmail('invitation', language, {
      name: input.email,
      link: acceptInvitationLink(deps.appUrl, token),
      inviter: input.inviterName,
      merchants: input.merchants.map((merchant) => merchant.name).join(', '),
      role: roleLabels[language][input.role],
    }),
  });
}
