import {
  AppErrorCode,
  maskDocument,
  parseBrCode,
  type TPixDestination,
  type TPixKeyType,
  type TPixPreview,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inArray } from 'drizzle-orm';
import { pixKeys } from '../../db/schema-pix-keys';
import { findKeyHolder } from '../pix-keys';
import { lookupCandidates } from '../pix-keys/lookup-pix-key';
import { createPixKeysRepository } from '../../repositories/pix-keys-repository';
import { pixKeyNotFound } from './payment-errors';
import { assertQrCodePayable } from '../qr-codes';
import {
  type ExternalReceiver,
  externalReceiverForCode,
  externalReceiverForKey,
} from './sandbox-directory';

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
  /**
   * A receiver at another institution (the sandbox directory, docs/payments.md "The Pix network
   * in the sandbox"): then `merchantId` and `virtualAccountId` are empty, nothing of the platform
   * receives the money, and the Pix settles later (services/settlements).
   */
  external?: ExternalReceiver | null | undefined;
};

/**
 * A key registered on the platform but not active (pending its code, or deactivated) is nobody's
 * here and is not looked up elsewhere either: keyNotFound, as before the sandbox directory.
 */
async function externalUnlessRegistered<T>(db: Db, key: string, external: () => T | null) {
  const [row] = await db
    .select({ id: pixKeys.id })
    .from(pixKeys)
    .where(inArray(pixKeys.key, lookupCandidates(key)))
    .limit(1);
  return row ? null : external();
}

/** A receiver at another institution as the Pix path sees it. */
function fromExternal(external: ExternalReceiver) {
  return {
    merchantId: '',
    virtualAccountId: '',
    name: external.name,
    document: external.document,
    institutionName: external.institutionName,
    institutionCode: external.institutionCode,
    keyType: external.keyType,
    key: external.key,
    external,
  };
}

/** The active key as a payer typed it (normalized like the key lookup), with its account. */
async function findKeyAccount(db: Db, input: string) {
  const row = await findKeyHolder(createPixKeysRepository(db), input);
  return (
    row && {
      merchantId: row.merchantId,
      virtualAccountId: row.virtualAccountId,
      keyType: row.type,
      key: row.key,
      name: row.receiverName,
      document: row.document,
      institutionName: row.institutionName,
      institutionCode: row.institutionCode,
      external: null,
    }
  );
}

/**
 * A key → its receiver on the platform, else at another institution (sandbox directory; 404
 * `fields.key` = payments:errors.keyNotFound for a malformed key or the `notfound` sandbox key);
 * a BR Code → parsed
 * (400 with the parser's message on `destination.code`), then its key's receiver, with the
 * code's fixed amount, description, txid and kind.
 */
export async function resolvePixDestination(
  db: Db,
  destination: TPixDestination,
): Promise<PixReceiver> {
  if (destination.type === 'key') {
    const found = await findKeyAccount(db, destination.key);
    const external = found
      ? null
      : await externalUnlessRegistered(db, destination.key, () =>
          externalReceiverForKey(destination.key),
        );
    const row = found ?? (external && fromExternal(external));
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
  const found = code.key === null ? undefined : await findKeyAccount(db, code.key);
  let external: ExternalReceiver | null = null;
  if (!found) {
    external =
      code.key === null
        ? externalReceiverForCode(code)
        : await externalUnlessRegistered(db, code.key, () => externalReceiverForCode(code));
  }
  const row = found ?? (external && fromExternal(external));
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
  if (!receiver.external) await assertQrCodePayable(db, receiver);
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
