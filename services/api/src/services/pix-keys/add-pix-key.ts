import type { TCreatePixKeyRequest, TPixKey, TPixKeyType } from '@arara/contracts';
import { createPixKey } from './create-pix-key';
import { needsCode, pixKeyOf } from './parse-pix-key';
import { issuePixKeyCode, type PixKeyCodeDeps } from './send-pix-key-code';

/**
 * POST …/pix-keys: CPF, CNPJ and random keys are active at once (a document key must be the
 * account's own); an e-mail or phone key is created pending and a 6-digit code is sent to it
 * (rate limited per key and per client address: `pixKeyCode`, 429).
 */
export async function addPixKey(
  deps: PixKeyCodeDeps,
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
    return createPixKey(deps, merchantId, virtualAccountId, request, 'proven', now);
  }
  const { key } = pixKeyOf(request);
  return issuePixKeyCode(deps, userId, clientAddress, { type, key }, now, (code) =>
    createPixKey(deps, merchantId, virtualAccountId, request, code, now),
  );
}
