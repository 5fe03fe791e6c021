import { createHash, randomInt } from 'node:crypto';
import { PIX_KEY_CODE_LENGTH, type TLanguage } from '@arara/contracts';
import type { ServiceDeps } from '../deps';

/** What sending a code to a pending key needs: the limiter, the sender's language, the senders. */
export type PixKeyCodeDeps = Pick<ServiceDeps, 'repositories' | 'mailer' | 'sms' | 'rateLimiter'>;

/** How long a code sent to a pending key works (a new one can be asked for). */
const PIX_KEY_CODE_TTL_MS = 10 * 60 * 1000;

/** Only this is stored: the code bound to its key row. */
export const hashPixKeyCode = (pixKeyId: string, code: string): string =>
  createHash('sha256').update(`pix-key:${pixKeyId}:${code}`).digest('hex');

const newPixKeyCode = (): string =>
  randomInt(0, 10 ** PIX_KEY_CODE_LENGTH)
    .toString()
    .padStart(PIX_KEY_CODE_LENGTH, '0');

const texts = {
  en: {
    subject: 'Confirm your Pix key',
    body: (code: string) =>
      `Your code to confirm this Pix key on Arara is ${code}. It expires in 10 minutes.\n\n` +
      'If you did not ask for it, ignore this message: the key will not be registered.',
  },
  'pt-BR': {
    subject: 'Confirme sua chave Pix',
    body: (code: string) =>
      `Seu código para confirmar esta chave Pix na Arara é ${code}. Ele expira em 10 minutos.\n\n` +
      'Se você não pediu, ignore esta mensagem: a chave não será registrada.',
  },
} as const;

/** Counts a code sent to the key (per key and per client address): 429 past the limit. */
const limitPixKeyCode = (
  deps: Pick<ServiceDeps, 'rateLimiter'>,
  key: string,
  clientAddress: string,
) => deps.rateLimiter.hit('pixKeyCode', { email: key, address: clientAddress });

/**
 * E-mails the code (the mailer keeps it in the outbox) or texts it through the SMS sender, in
 * the language of the person who asked for it.
 */
async function sendPixKeyCode(
  deps: PixKeyCodeDeps,
  userId: string,
  key: { type: 'email' | 'phone'; key: string },
  code: string,
): Promise<void> {
  const language: TLanguage = (await deps.repositories.users.findById(userId))?.language ?? 'pt-BR';
  const text = texts[language === 'en' ? 'en' : 'pt-BR'];
  if (key.type === 'phone') {
    await deps.sms.send(key.key, `Arara: ${text.body(code).split('\n\n')[0]}`);
    return;
  }
  await deps.mailer.send({
    to: key.key,
    language,
    subject: text.subject,
    text: text.body(code),
    html: `<p>${text.body(code).replace(/\n\n/g, '</p><p>')}</p>`,
  });
}

/** A new code of a pending key: what is stored of it (its hash bound to the key row) and until when. */
export type PixKeyCode = { codeHash: (pixKeyId: string) => string; codeExpiresAt: Date };

/**
 * A new code for `key`, asked for from `clientAddress`: counted against the limits first (429),
 * then `store` keeps its hash and expiry, then it is sent to the key (sendPixKeyCode).
 */
export async function issuePixKeyCode<T>(
  deps: PixKeyCodeDeps,
  userId: string,
  clientAddress: string,
  key: { type: 'email' | 'phone'; key: string },
  now: Date,
  store: (code: PixKeyCode) => Promise<T>,
): Promise<T> {
  await limitPixKeyCode(deps, key.key, clientAddress);
  const code = newPixKeyCode();
  const stored = await store({
    codeHash: (pixKeyId) => hashPixKeyCode(pixKeyId, code),
    codeExpiresAt: new Date(now.getTime() + PIX_KEY_CODE_TTL_MS),
  });
  await sendPixKeyCode(deps, userId, key, code);
  return stored;
}
