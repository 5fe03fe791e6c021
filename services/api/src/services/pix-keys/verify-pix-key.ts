import { createHash, randomInt } from 'node:crypto';
import {
  AppErrorCode,
  PIX_KEY_CODE_LENGTH,
  PIX_KEY_MESSAGES,
  type TCreatePixKeyRequest,
  type TLanguage,
  type TPixKey,
  type TPixKeyType,
} from '@arara/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pixKeys } from '../../db/schema-pix-cards';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { createPixKeysRepository } from '../../repositories/pix-keys-repository';
import { createPixKey, getPixKey, needsCode, pixKeyNotFound, pixKeyOf, pixKeyTaken } from './index';

/** How long a code sent to a pending key works (a new one can be asked for). */
export const PIX_KEY_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries of one code before it stops working. */
export const PIX_KEY_CODE_MAX_ATTEMPTS = 5;

/** Only this is stored: the code bound to its key row. */
export const hashPixKeyCode = (pixKeyId: string, code: string): string =>
  createHash('sha256').update(`pix-key:${pixKeyId}:${code}`).digest('hex');

const newCode = (): string =>
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

/** The language of the person who asked for the code (the message is in it). */
async function languageOf(app: FastifyInstance, userId: string): Promise<TLanguage> {
  return (await app.repositories.users.findById(userId))?.language ?? 'pt-BR';
}

/** E-mails the code (the mailer keeps it in the outbox) or texts it through the SMS sender. */
async function deliverCode(
  app: FastifyInstance,
  key: { type: 'email' | 'phone'; key: string },
  code: string,
  language: TLanguage,
): Promise<void> {
  const text = texts[language === 'en' ? 'en' : 'pt-BR'];
  if (key.type === 'phone') {
    await app.sms.send(key.key, `Arara: ${text.body(code).split('\n\n')[0]}`);
    return;
  }
  await app.mailer.send({
    to: key.key,
    language,
    subject: text.subject,
    text: text.body(code),
    html: `<p>${text.body(code).replace(/\n\n/g, '</p><p>')}</p>`,
  });
}

/** Counts a code sent to the key (per key and per client address): 429 past the limit. */
const hitCodeLimit = (app: FastifyInstance, key: string, clientAddress: string) =>
  app.rateLimiter.hit('pixKeyCode', { email: key, address: clientAddress });

/**
 * POST …/pix-keys: CPF, CNPJ and random keys are active at once (a document key must be the
 * account's own); an e-mail or phone key is created pending and a 6-digit code is sent to it
 * (rate limited per key and per client address: `pixKeyCode`, 429).
 */
export async function addPixKey(
  app: FastifyInstance,
  userId: string,
  clientAddress: string,
  merchantId: string,
  virtualAccountId: string,
  request: TCreatePixKeyRequest,
  now = new Date(),
): Promise<TPixKey> {
  const type: TPixKeyType | undefined = request.type;
  if (type === undefined || !needsCode(type)) {
    // A document is checked against the account; a random key is generated here.
    return createPixKey(app.db, merchantId, virtualAccountId, request, 'proven', now);
  }
  const { key } = pixKeyOf(request);
  await hitCodeLimit(app, key, clientAddress);
  const code = newCode();
  const created = await createPixKey(
    app.db,
    merchantId,
    virtualAccountId,
    request,
    {
      codeHash: (id) => hashPixKeyCode(id, code),
      codeExpiresAt: new Date(now.getTime() + PIX_KEY_CODE_TTL_MS),
    },
    now,
  );
  await deliverCode(app, { type, key }, code, await languageOf(app, userId));
  return created;
}

const notPending = () =>
  new AppError(AppErrorCode.CONFLICT, 'This Pix key is not waiting for a code', {
    key: PIX_KEY_MESSAGES.notPending,
  });

/** POST …/pix-keys/:id/code: a new code for a pending key (the previous one stops working). */
export async function resendPixKeyCode(
  app: FastifyInstance,
  userId: string,
  clientAddress: string,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPixKey> {
  const repo = createPixKeysRepository(app.db);
  const row = await repo.find(merchantId, id);
  if (!row) throw pixKeyNotFound();
  if (row.status !== 'pending' || !needsCode(row.type)) throw notPending();
  await hitCodeLimit(app, row.key, clientAddress);
  const code = newCode();
  await repo.replaceCode(
    row.id,
    hashPixKeyCode(row.id, code),
    new Date(now.getTime() + PIX_KEY_CODE_TTL_MS),
  );
  await deliverCode(app, { type: row.type, key: row.key }, code, await languageOf(app, userId));
  return getPixKey(app.db, merchantId, id);
}

type Outcome = 'confirmed' | 'wrong' | 'expired' | 'notPending' | 'notFound';

/**
 * POST …/pix-keys/:id/confirm: the right code, in time and within PIX_KEY_CODE_MAX_ATTEMPTS
 * tries, activates the key (row locked, so two tries cannot both pass). Wrong: 400
 * `fields.code` = accounts:pixKey.wrongCode (the try counts); expired or out of tries: 400
 * accounts:pixKey.codeExpired (ask for a new code). Activated by someone else meanwhile: 409
 * accounts:pixKey.taken.
 */
export async function confirmPixKey(
  app: FastifyInstance,
  merchantId: string,
  id: string,
  code: string,
  now = new Date(),
): Promise<TPixKey> {
  let outcome: Outcome;
  try {
    outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
      if (!isUuid(id)) return 'notFound';
      const [row] = await tx
        .select()
        .from(pixKeys)
        .where(and(eq(pixKeys.merchantId, merchantId), eq(pixKeys.id, id)))
        .for('update');
      if (!row) return 'notFound';
      if (row.status !== 'pending' || row.codeHash === null || row.codeExpiresAt === null) {
        return 'notPending';
      }
      if (row.codeExpiresAt <= now || row.codeAttempts >= PIX_KEY_CODE_MAX_ATTEMPTS) {
        return 'expired';
      }
      if (row.codeHash !== hashPixKeyCode(row.id, code)) {
        await createPixKeysRepository(tx).countWrongCode(row.id);
        return 'wrong';
      }
      // The unique index among active keys decides who gets a key two accounts confirm.
      await tx
        .update(pixKeys)
        .set({ status: 'active', codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
        .where(eq(pixKeys.id, row.id));
      return 'confirmed';
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pixKeyTaken();
    throw error;
  }
  switch (outcome) {
    case 'notFound':
      throw pixKeyNotFound();
    case 'notPending':
      throw notPending();
    case 'expired':
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The code expired: ask for a new one', {
        code: PIX_KEY_MESSAGES.codeExpired,
      });
    case 'wrong':
      throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Wrong code', {
        code: PIX_KEY_MESSAGES.wrongCode,
      });
    case 'confirmed':
      return getPixKey(app.db, merchantId, id);
  }
}
