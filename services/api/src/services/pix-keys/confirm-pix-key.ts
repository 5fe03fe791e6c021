import {
  AppErrorCode,
  PIX_KEY_CODE_MAX_ATTEMPTS,
  PIX_KEY_MESSAGES,
  type TPixKey,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../deps';
import { getPixKey } from './get-pix-key';
import { notPending, pixKeyNotFound, pixKeyTaken } from './pix-key-errors';
import { hashPixKeyCode } from './send-pix-key-code';

type Outcome = 'confirmed' | 'wrong' | 'expired' | 'notPending' | 'notFound';

/**
 * POST …/pix-keys/:id/confirm: the right code, in time and within PIX_KEY_CODE_MAX_ATTEMPTS
 * tries, activates the key (row locked, so two tries cannot both pass). Wrong: 400
 * `fields.code` = accounts:pixKey.wrongCode (the try counts); expired or out of tries: 400
 * accounts:pixKey.codeExpired (ask for a new code). Activated by someone else meanwhile: 409
 * accounts:pixKey.taken.
 */
export async function confirmPixKey(
  deps: Pick<ServiceDeps, 'db' | 'repositories'>,
  merchantId: string,
  id: string,
  code: string,
  now = new Date(),
): Promise<TPixKey> {
  const { pixKeys } = deps.repositories;
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const row = await pixKeys.lockForUpdate(merchantId, id, tx);
      if (!row) return 'notFound';
      if (row.status !== 'pending' || row.codeHash === null || row.codeExpiresAt === null) {
        return 'notPending';
      }
      if (row.codeExpiresAt <= now || row.codeAttempts >= PIX_KEY_CODE_MAX_ATTEMPTS) {
        return 'expired';
      }
      if (row.codeHash !== hashPixKeyCode(row.id, code)) {
        await pixKeys.countWrongCode(row.id, tx);
        return 'wrong';
      }
      // The unique index among active keys decides who gets a key two accounts confirm.
      await pixKeys.activate(row.id, tx);
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
      return getPixKey(deps, merchantId, id);
  }
}
