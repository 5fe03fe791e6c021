import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  generateBrCode,
  QR_CODE_MESSAGES,
  type TCreateQrCodeRequest,
  type TQrCode,
} from '@arara/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { virtualAccounts } from '../../db/schema-ledger';
import { pixKeys } from '../../db/schema-pix-keys';
import { qrCodes } from '../../db/schema-qr-codes';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { requireActiveAccount, virtualAccountNotFound } from '../ledger';
import { getQrCode } from './get-qr-code';

/** The merchant's city is not in its record yet: the BR Code's field 60 says the country's. */
const MERCHANT_CITY = 'SAO PAULO';

/** 25 letters and digits, the longest txid a BR Code carries: `ARA` + 22 random. */
export function generateQrReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(22);
  return `ARA${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * POST …/qr-codes: a code on one of the merchant's active virtual accounts, paid to its Pix key
 * (a random key first, else the oldest active one; none: 422 `fields.virtualAccountId`).
 */
export async function createQrCode(
  db: Db,
  merchantId: string,
  request: TCreateQrCodeRequest,
  now = new Date(),
): Promise<TQrCode> {
  if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
  const [row] = await db
    .select({
      id: virtualAccounts.id,
      status: virtualAccounts.status,
      bankAccountId: virtualAccounts.bankAccountId,
      merchantName: merchants.name,
    })
    .from(virtualAccounts)
    .innerJoin(merchants, eq(merchants.id, virtualAccounts.merchantId))
    .where(
      and(
        eq(virtualAccounts.id, request.virtualAccountId),
        eq(virtualAccounts.merchantId, merchantId),
      ),
    )
    .limit(1);
  const account = requireActiveAccount(row, {
    fieldKey: 'accounts:ledger.errors.accountNotActive',
  });
  const [key] = await db
    .select({ key: pixKeys.key })
    .from(pixKeys)
    .where(and(eq(pixKeys.virtualAccountId, account.id), eq(pixKeys.status, 'active')))
    .orderBy(sql`${pixKeys.type} = 'random' desc`, asc(pixKeys.createdAt))
    .limit(1);
  if (!key) {
    throw new AppError(AppErrorCode.CONFLICT, 'The virtual account has no active Pix key', {
      virtualAccountId: QR_CODE_MESSAGES.noPixKey,
    });
  }
  const isDynamic = request.type === 'dynamic';
  const expiresAt = isDynamic && request.expiresAt ? new Date(request.expiresAt) : null;
  if (expiresAt && expiresAt <= now) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The expiration must be in the future', {
      expiresAt: QR_CODE_MESSAGES.expirationPast,
    });
  }
  const reference = generateQrReference();
  const description = request.description || null;
  const pixCode = generateBrCode({
    kind: request.type,
    key: key.key,
    ...(description ? { description } : {}),
    ...(request.amount === undefined ? {} : { amountCents: request.amount }),
    merchantName: account.merchantName,
    merchantCity: MERCHANT_CITY,
    txid: reference,
  });
  try {
    const [row] = await db
      .insert(qrCodes)
      .values({
        merchantId,
        virtualAccountId: account.id,
        bankAccountId: account.bankAccountId,
        type: request.type,
        externalId: request.externalId || null,
        description,
        reference,
        amount: request.amount ?? null,
        pixKey: key.key,
        pixCode,
        expiresAt,
        // The request's own clock (not the transaction's): the seed writes several in one go.
        createdAt: now,
      })
      .returning({ id: qrCodes.id });
    if (!row) throw new Error('insert into qr_codes returned no row');
    return getQrCode(db, merchantId, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(AppErrorCode.CONFLICT, 'This external id is already used', {
        externalId: QR_CODE_MESSAGES.externalIdTaken,
      });
    }
    throw error;
  }
}
