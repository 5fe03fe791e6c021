import type { TPixKey } from '@arara/contracts';
import { getPixKey } from './get-pix-key';
import { needsCode } from './parse-pix-key';
import { notPending, pixKeyNotFound } from './pix-key-errors';
import {
  hashPixKeyCode,
  limitPixKeyCode,
  newPixKeyCode,
  PIX_KEY_CODE_TTL_MS,
  type PixKeyCodeDeps,
  sendPixKeyCode,
} from './send-pix-key-code';

/** POST …/pix-keys/:id/code: a new code for a pending key (the previous one stops working). */
export async function resendPixKeyCode(
  deps: PixKeyCodeDeps,
  userId: string,
  clientAddress: string,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPixKey> {
  const { pixKeys } = deps.repositories;
  const row = await pixKeys.find(merchantId, id);
  if (!row) throw pixKeyNotFound();
  if (row.status !== 'pending' || !needsCode(row.type)) throw notPending();
  await limitPixKeyCode(deps, row.key, clientAddress);
  const code = newPixKeyCode();
  await pixKeys.replaceCode(
    row.id,
    hashPixKeyCode(row.id, code),
    new Date(now.getTime() + PIX_KEY_CODE_TTL_MS),
  );
  await sendPixKeyCode(deps, userId, { type: row.type, key: row.key }, code);
  return getPixKey(deps, merchantId, id);
}
