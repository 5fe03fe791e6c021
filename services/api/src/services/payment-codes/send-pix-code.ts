import { createHash, randomInt } from 'node:crypto';
import {
  normalizePixKey,
  PAYMENT_CODE_LENGTH,
  PIX_KEY_TYPES,
  type TPixCodeChannel,
  type TPixDestination,
} from '@arara/contracts';
import type { ServiceDeps } from '../deps';
import { requireSignedInUser } from '../auth/signed-in-user';
import { paymentCodes } from '../../db/schema-payments';

/** How long an e-mailed code works. */
export const PAYMENT_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries of one e-mailed code before it stops working. */
export const PAYMENT_CODE_MAX_ATTEMPTS = 5;

export const hashPaymentCode = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * What an e-mailed code confirms: one Pix (its amount and destination) or the approval of one
 * held payment. A code asked for one purpose does not confirm another.
 */
export type PaymentCodePurpose =
  | { kind: 'pix'; amount: number; destination: TPixDestination }
  | { kind: 'approval'; approvalId: string }
  /** A refund of one received Pix (its document) of this amount (docs/documents.md). */
  | { kind: 'refund'; documentId: string; amount: number };

/**
 * The destination as the payer typed it: a key normalized for every type it is valid for (as the
 * lookup does; `44.555.666/0001-81` is `44555666000181`), else as typed; a BR Code trimmed.
 */
function canonicalDestination(destination: TPixDestination): string {
  if (destination.type === 'code') return `code:${destination.code.trim()}`;
  const normalized = PIX_KEY_TYPES.flatMap((type) => normalizePixKey(type, destination.key) ?? []);
  const keys = normalized.length > 0 ? normalized : [destination.key.trim().toLowerCase()];
  return `key:${[...new Set(keys)].sort().join('|')}`;
}

/** The purpose as stored with the code (a hash: the row does not tell where the money went). */
export const hashPaymentCodeBinding = (userId: string, purpose: PaymentCodePurpose): string =>
  createHash('sha256').update(bindingOf(userId, purpose)).digest('hex');

function bindingOf(userId: string, purpose: PaymentCodePurpose): string {
  switch (purpose.kind) {
    case 'pix':
      return `${userId}:pix:${purpose.amount}:${canonicalDestination(purpose.destination)}`;
    case 'approval':
      return `${userId}:approval:${purpose.approvalId}`;
    case 'refund':
      return `${userId}:refund:${purpose.documentId}:${purpose.amount}`;
  }
}

const texts = {
  en: {
    subject: 'Your Arara confirmation code',
    body: (code: string, kind: PaymentCodePurpose['kind']) =>
      kind === 'pix'
        ? `Your code to confirm the Pix is ${code}. It expires in 5 minutes.\n\n` +
          'If you did not start a Pix, change your password.'
        : kind === 'refund'
          ? `Your code to confirm the refund of a Pix is ${code}. It expires in 5 minutes.\n\n` +
            'If you did not start a refund, change your password.'
          : `Your code to approve the held payment is ${code}. It expires in 5 minutes.\n\n` +
            'If you did not approve a payment, change your password.',
  },
  'pt-BR': {
    subject: 'Seu código de confirmação Arara',
    body: (code: string, kind: PaymentCodePurpose['kind']) =>
      kind === 'pix'
        ? `Seu código para confirmar o Pix é ${code}. Ele expira em 5 minutos.\n\n` +
          'Se você não iniciou um Pix, troque sua senha.'
        : kind === 'refund'
          ? `Seu código para confirmar a devolução de um Pix é ${code}. Ele expira em 5 minutos.\n\n` +
            'Se você não iniciou uma devolução, troque sua senha.'
          : `Seu código para aprovar o pagamento retido é ${code}. Ele expira em 5 minutos.\n\n` +
            'Se você não aprovou um pagamento, troque sua senha.',
  },
} as const;

/**
 * POST …/pix/code, POST …/approvals/:id/code: a user with two-factor on confirms with the
 * authenticator; otherwise a fresh 6-digit code is e-mailed (only its hash is stored, with the
 * hash of its purpose; the newest one replaces older ones). The e-mails are rate limited per
 * account and per client address (`paymentCode`: 429).
 */
export async function sendPixCode(
  deps: Pick<ServiceDeps, 'db' | 'repositories' | 'rateLimiter' | 'mailer'>,
  userId: string,
  clientAddress: string,
  purpose: PaymentCodePurpose,
  now = new Date(),
): Promise<TPixCodeChannel> {
  if (await deps.repositories.twoFactor.isEnabled(userId)) return { channel: 'authenticator' };
  const user = await requireSignedInUser(deps, userId);
  await deps.rateLimiter.hit('paymentCode', { email: user.email, address: clientAddress });
  const code = randomInt(0, 10 ** PAYMENT_CODE_LENGTH)
    .toString()
    .padStart(PAYMENT_CODE_LENGTH, '0');
  await deps.db.insert(paymentCodes).values({
    userId,
    codeHash: hashPaymentCode(userId, code),
    bindingHash: hashPaymentCodeBinding(userId, purpose),
    expiresAt: new Date(now.getTime() + PAYMENT_CODE_TTL_MS),
    createdAt: now,
  });
  const text = texts[user.language === 'en' ? 'en' : 'pt-BR'];
  await deps.mailer.send({
    to: user.email,
    language: user.language,
    subject: text.subject,
    text: text.body(code, purpose.kind),
    html: `<p>${text.body(code, purpose.kind).replace(/\n\n/g, '</p><p>')}</p>`,
  });
  return { channel: 'email' };
}
