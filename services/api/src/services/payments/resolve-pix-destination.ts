import {
  AppErrorCode,
  maskDocument,
  parseBrCode,
  type TPixDestination,
  type TPixKeyType,
  type TPixPreview,
} from '@arara/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { pixKeys } from '../../db/schema-pix-keys';
import { AppError } from '../../lib/app-error';
import { lookupCandidates } from '../pix-keys';
import { pixKeyNotFound } from './payment-errors';
import { assertQrCodePayable } from '../qr-codes';

/** Who and where a Pix goes: the key's account, and what a BR Code fixed. */
export type PixReceiver = {
  merchantId: string;
  virtualAccountId: string;
  name: string;
  /** Digits (CPF or CNPJ). */
  document: string;
  institutionName: string;
  institutionCode: string;
  keyType: TPixKeyType;
  key: string;
  fixedAmount: number | null;
  description: string | null;
  txid: string | null;
  qrType: 'static' | 'dynamic' | null;
};

const typeOrder: Record<TPixKeyType, number> = { cnpj: 0, cpf: 1, email: 2, phone: 3, random: 4 };

/** The active key as a payer typed it (normalized like the key lookup), with its account. */
async function findKeyAccount(db: Db, input: string) {
  const rows = await db
    .select({
      merchantId: pixKeys.merchantId,
      virtualAccountId: pixKeys.virtualAccountId,
      keyType: pixKeys.type,
      key: pixKeys.key,
      name: merchants.name,
      document: merchants.document,
      institutionName: bankAccounts.bankName,
      institutionCode: bankAccounts.bankCode,
    })
    .from(pixKeys)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, pixKeys.virtualAccountId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
    .innerJoin(merchants, eq(merchants.id, pixKeys.merchantId))
    .where(and(inArray(pixKeys.key, lookupCandidates(input)), eq(pixKeys.status, 'active')));
  // 11 digits may be both a CPF and a mobile number: the document wins (as the lookup does).
  return rows.sort((a, b) => typeOrder[a.keyType] - typeOrder[b.keyType])[0];
}

/**
 * A key → its receiver (404 `fields.key` = payments:errors.keyNotFound); a BR Code → parsed
 * (400 with the parser's message on `destination.code`), then its key's receiver, with the
 * code's fixed amount, description, txid and kind.
 */
export async function resolvePixDestination(
  db: Db,
  destination: TPixDestination,
): Promise<PixReceiver> {
  if (destination.type === 'key') {
    const row = await findKeyAccount(db, destination.key);
    if (!row) throw pixKeyNotFound();
    return { ...row, fixedAmount: null, description: null, txid: null, qrType: null };
  }
  const parsed = parseBrCode(destination.code);
  if (!parsed.ok) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid Pix code', {
      'destination.code': parsed.error,
    });
  }
  const code = parsed.value;
  const row = code.key === null ? undefined : await findKeyAccount(db, code.key);
  if (!row) throw pixKeyNotFound();
  return {
    ...row,
    fixedAmount: code.amountCents,
    description: code.description,
    txid: code.txid,
    qrType: code.kind,
  };
}

/** POST …/pix/preview: who receives, before anything moves. */
export async function previewPix(db: Db, destination: TPixDestination): Promise<TPixPreview> {
  const receiver = await resolvePixDestination(db, destination);
  // A QR code of the platform that is expired or already paid says so before anything else.
  await assertQrCodePayable(db, receiver);
  return {
    receiverName: receiver.name,
    maskedDocument: maskDocument(receiver.document),
    institutionName: receiver.institutionName,
    institutionCode: receiver.institutionCode,
    keyType: receiver.keyType,
    key: receiver.key,
    fixedAmount: receiver.fixedAmount,
    description: receiver.description,
    txid: receiver.txid,
    qrType: receiver.qrType,
  };
}
