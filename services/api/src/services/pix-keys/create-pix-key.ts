import { randomUUID } from 'node:crypto';
import type { TCreatePixKeyRequest, TPixKey } from '@arara/contracts';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../deps';
import { requireActiveAccount } from '../ledger';
import { needsCode, pixKeyOf } from './parse-pix-key';
import { notOwnDocument, pixKeyTaken } from './pix-key-errors';
import type { PixKeyCode } from './send-pix-key-code';
import { toPixKeyDto } from './to-pix-key-dto';

/** How a new key is registered: e-mail and phone keys need the hash of a code sent to them. */
export type PixKeyOwnership =
  /** The code sent to the e-mail address or phone number: the key starts pending. */
  | PixKeyCode
  /** Ownership proven elsewhere (the demo seed): active at once. */
  | 'proven';

/**
 * Registers a key on one of the merchant's active virtual accounts. The key is normalized as
 * the contracts say (a random key is a new UUID). A CPF/CNPJ key must be the merchant's
 * document or its bank account holder's (else 400 `fields.key` = accounts:pixKey.notOwnDocument).
 * An e-mail or phone key starts pending (with `ownership`'s code) unless ownership is 'proven'.
 * A key active anywhere on the platform is a 409 CONFLICT with `fields.key` = accounts:pixKey.taken
 * (pending keys do not count: the first to confirm gets it).
 */
export async function createPixKey(
  deps: Pick<ServiceDeps, 'repositories'>,
  merchantId: string,
  virtualAccountId: string,
  request: TCreatePixKeyRequest,
  ownership: PixKeyOwnership,
  now = new Date(),
): Promise<TPixKey> {
  const { ledgerAccounts, pixKeys } = deps.repositories;
  const account = requireActiveAccount(
    await ledgerAccounts.findVirtualAccount(merchantId, virtualAccountId),
  );
  const { type, key } = pixKeyOf(request);
  if (type === 'cpf' || type === 'cnpj') {
    const documents = await pixKeys.ownerDocuments(merchantId, virtualAccountId);
    if (!documents.includes(key)) throw notOwnDocument();
  }
  const pending = needsCode(type) && ownership !== 'proven' ? ownership : undefined;
  if (pending && (await pixKeys.isActive(key))) throw pixKeyTaken();
  const id = randomUUID();
  try {
    const row = await pixKeys.create({
      id,
      merchantId,
      virtualAccountId,
      type,
      key,
      ...(pending
        ? {
            status: 'pending',
            codeHash: pending.codeHash(id),
            codeExpiresAt: pending.codeExpiresAt,
          }
        : {}),
      createdAt: now,
    });
    return toPixKeyDto({ ...row, virtualAccountLabel: account.label });
  } catch (error) {
    if (isUniqueViolation(error)) throw pixKeyTaken();
    throw error;
  }
}
