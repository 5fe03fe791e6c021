import type { TPixKey } from '@arara/contracts';
import { getPixKey } from './get-pix-key';
import { needsCode } from './parse-pix-key';
import { notPending, pixKeyNotFound } from './pix-key-errors';
import { issuePixKeyCode, type PixKeyCodeDeps } from './send-pix-key-code';

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
  await issuePixKeyCode(
    deps,
    userId,
    clientAddress,
    { type: row.type, key: row.key },
    now,
    (code) => pixKeys.replaceCode(row.id, code.codeHash(row.id), code.codeExpiresAt),
  );
  return getPixKey(deps, merchantId, id);
}
