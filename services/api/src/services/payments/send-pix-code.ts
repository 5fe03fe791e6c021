import { createHash, randomInt } from 'node:crypto';
import { AppErrorCode, PAYMENT_CODE_LENGTH, type TPixCodeChannel } from '@arara/contracts';
import type { FastifyInstance } from 'fastify';
import { paymentCodes } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';

/** How long an e-mailed code works. */
export const PAYMENT_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries of one e-mailed code before it stops working. */
export const PAYMENT_CODE_MAX_ATTEMPTS = 5;

export const hashPaymentCode = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

const texts = {
  en: {
    subject: 'Your Arara confirmation code',
    body: (code: string) =>
      `Your code to confirm the Pix is ${code}. It expires in 5 minutes.\n\n` +
      'If you did not start a Pix, change your password.',
  },
  'pt-BR': {
    subject: 'Seu código de confirmação Arara',
    body: (code: string) =>
      `Seu código para confirmar o Pix é ${code}. Ele expira em 5 minutos.\n\n` +
      'Se você não iniciou um Pix, troque sua senha.',
  },
} as const;

/**
 * POST …/pix/code: a user with two-factor on confirms with the authenticator; otherwise a fresh
 * 6-digit code is e-mailed (only its hash is stored; the newest one replaces older ones). The
 * e-mails are rate limited per account and per client address (`paymentCode`: 429).
 */
export async function sendPixCode(
  app: FastifyInstance,
  userId: string,
  clientAddress: string,
  now = new Date(),
): Promise<TPixCodeChannel> {
  if (await app.repositories.twoFactor.isEnabled(userId)) return { channel: 'authenticator' };
  const user = await app.repositories.users.findById(userId);
  if (!user) throw new AppError(AppErrorCode.UNAUTHORIZED, 'Authentication required');
  await app.rateLimiter.hit('paymentCode', { email: user.email, address: clientAddress });
  const code = randomInt(0, 10 ** PAYMENT_CODE_LENGTH)
    .toString()
    .padStart(PAYMENT_CODE_LENGTH, '0');
  await app.db.insert(paymentCodes).values({
    userId,
    codeHash: hashPaymentCode(userId, code),
    expiresAt: new Date(now.getTime() + PAYMENT_CODE_TTL_MS),
    createdAt: now,
  });
  const text = texts[user.language === 'en' ? 'en' : 'pt-BR'];
  await app.mailer.send({
    to: user.email,
    language: user.language,
    subject: text.subject,
    text: text.body(code),
    html: `<p>${text.body(code).replace(/\n\n/g, '</p><p>')}</p>`,
  });
  return { channel: 'email' };
}
