import { randomUUID } from 'node:crypto';
import {
  AppErrorCode,
  isAmbiguousPixKey,
  maskDocument,
  normalizePixKey,
  PIX_KEY_INVALID_MESSAGE,
  PIX_KEY_MESSAGES,
  PIX_KEY_TYPES,
  type TCreatePixKeyRequest,
  type TPixKey,
  type TPixKeyLookup,
  type TPixKeysQuery,
  type TPixKeyType,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import {
  createPixKeysRepository,
  type PixKeyWithAccount,
} from '../../repositories/pix-keys-repository';
import { virtualAccountNotFound } from '../ledger';

export const pixKeyNotFound = () => new AppError(AppErrorCode.NOT_FOUND, 'Pix key not found');

export const toPixKeyDto = (row: PixKeyWithAccount): TPixKey => ({
  id: row.id,
  merchantId: row.merchantId,
  virtualAccountId: row.virtualAccountId,
  virtualAccountLabel: row.virtualAccountLabel,
  type: row.type,
  key: row.key,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  codeExpiresAt: row.status === 'pending' ? (row.codeExpiresAt?.toISOString() ?? null) : null,
});

/** How a new key is registered: e-mail and phone keys need the hash of a code sent to them. */
export type PixKeyOwnership =
  /** The code sent to the e-mail address or phone number: the key starts pending. */
  | { codeHash: (pixKeyId: string) => string; codeExpiresAt: Date }
  /** Ownership proven elsewhere (the demo seed): active at once. */
  | 'proven';

export const notOwnDocument = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'A CPF or CNPJ key must be the account’s document', {
    key: PIX_KEY_MESSAGES.notOwnDocument,
  });

export const pixKeyTaken = () =>
  new AppError(AppErrorCode.CONFLICT, 'This Pix key is already registered', {
    key: PIX_KEY_MESSAGES.taken,
  });

/** The normalized key of a request (a random key is a new UUID); 400 on `key` when invalid. */
export function pixKeyOf(request: TCreatePixKeyRequest): { type: TPixKeyType; key: string } {
  // The contract refuses these first; kept for callers that skip it (the seed, services).
  const { type } = request;
  if (type === undefined) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid Pix key', {
      type: isAmbiguousPixKey(request.key ?? '')
        ? PIX_KEY_MESSAGES.chooseType
        : PIX_KEY_MESSAGES.required,
    });
  }
  const key = type === 'random' ? randomUUID() : normalizePixKey(type, request.key ?? '');
  if (key === null) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid Pix key', {
      key: type === 'random' ? PIX_KEY_MESSAGES.required : PIX_KEY_INVALID_MESSAGE[type],
    });
  }
  return { type, key };
}

/** E-mail and phone keys are proven with a code sent to them; the others are not sent anything. */
export const needsCode = (type: TPixKeyType): type is 'email' | 'phone' =>
  type === 'email' || type === 'phone';

/**
 * Registers a key on one of the merchant's active virtual accounts. The key is normalized as
 * the contracts say (a random key is a new UUID). A CPF/CNPJ key must be the merchant's
 * document or its bank account holder's (else 400 `fields.key` = accounts:pixKey.notOwnDocument).
 * An e-mail or phone key starts pending (with `ownership`'s code) unless ownership is 'proven'.
 * A key active anywhere on the platform is a 409 CONFLICT with `fields.key` = accounts:pixKey.taken
 * (pending keys do not count: the first to confirm gets it).
 */
export async function createPixKey(
  db: Db,
  merchantId: string,
  virtualAccountId: string,
  request: TCreatePixKeyRequest,
  ownership: PixKeyOwnership,
  now = new Date(),
): Promise<TPixKey> {
  const account = await createLedgerAccountsRepository(db).findVirtualAccount(
    merchantId,
    virtualAccountId,
  );
  if (!account) throw virtualAccountNotFound();
  if (account.status !== 'active') {
    throw new AppError(AppErrorCode.CONFLICT, 'The virtual account is not active', {
      virtualAccountId: 'ledger.errors.accountNotActive',
    });
  }
  const { type, key } = pixKeyOf(request);
  const repo = createPixKeysRepository(db);
  if (type === 'cpf' || type === 'cnpj') {
    const documents = await repo.ownerDocuments(merchantId, virtualAccountId);
    if (!documents.includes(key)) throw notOwnDocument();
  }
  const pending = needsCode(type) && ownership !== 'proven' ? ownership : undefined;
  if (pending && (await repo.isActive(key))) throw pixKeyTaken();
  const id = randomUUID();
  try {
    const row = await repo.create({
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

export async function listPixKeys(
  db: Db,
  merchantId: string,
  query: TPixKeysQuery & { virtualAccountId?: string },
): Promise<TPixKey[]> {
  if (query.virtualAccountId !== undefined) {
    const account = await createLedgerAccountsRepository(db).findVirtualAccount(
      merchantId,
      query.virtualAccountId,
    );
    if (!account) throw virtualAccountNotFound();
  }
  const rows = await createPixKeysRepository(db).list(merchantId, {
    ...(query.virtualAccountId === undefined ? {} : { virtualAccountId: query.virtualAccountId }),
    ...(query.status === undefined ? {} : { status: query.status }),
  });
  return rows.map(toPixKeyDto);
}

export async function getPixKey(db: Db, merchantId: string, id: string): Promise<TPixKey> {
  const row = await createPixKeysRepository(db).find(merchantId, id);
  if (!row) throw pixKeyNotFound();
  return toPixKeyDto(row);
}

/**
 * Deactivates an active key (its key is free again for any account), or drops a pending one;
 * 404 when none.
 */
export async function deactivatePixKey(
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<void> {
  if (!(await createPixKeysRepository(db).deactivate(merchantId, id, now))) throw pixKeyNotFound();
}

/** What a key typed by a payer may be stored as: every type it is valid for, and as typed. */
export function lookupCandidates(input: string): string[] {
  const candidates = new Set<string>();
  const trimmed = input.trim();
  for (const type of PIX_KEY_TYPES) {
    const normalized = normalizePixKey(type, trimmed);
    if (normalized !== null) candidates.add(normalized);
  }
  candidates.add(trimmed.toLowerCase());
  return [...candidates];
}

const typeOrder: Record<TPixKeyType, number> = { cnpj: 0, cpf: 1, email: 2, phone: 3, random: 4 };

/** The receiver of a Pix to `input`; 404 for a key nobody holds (or that was deactivated). */
export async function lookupPixKey(db: Db, input: string): Promise<TPixKeyLookup> {
  const rows = await createPixKeysRepository(db).findActiveByKeys(lookupCandidates(input));
  // 11 digits may be both a CPF and a mobile number: the document wins, as in Pix apps.
  const [row] = rows.sort((a, b) => typeOrder[a.type] - typeOrder[b.type]);
  if (!row) throw pixKeyNotFound();
  return {
    type: row.type,
    key: row.key,
    receiverName: row.receiverName,
    maskedDocument: maskDocument(row.document),
    institutionName: row.institutionName,
    institutionCode: row.institutionCode,
  };
}
