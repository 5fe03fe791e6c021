import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  generateBrCode,
  PAYMENT_MESSAGES,
  QR_CODE_MESSAGES,
  type TCreateQrCodeRequest,
  type TQrCode,
  type TQrCodesQuery,
  type TSandboxQrCodePaymentRequest,
} from '@arara/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { pixKeys } from '../../db/schema-pix-cards';
import { type QrCode, qrCodes } from '../../db/schema-qr-codes';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { type SandboxCreditLimits, virtualAccountNotFound } from '../ledger';
import { findDocumentByKey, hashPaymentRequest, replayDocument } from '../documents/document-store';
import { ARARA_ISPB } from '../documents/end-to-end-id';
import { receiveExternalPix } from '../documents/receive-external-pix';

/** The merchant's city is not in its record yet: the BR Code's field 60 says the country's. */
const MERCHANT_CITY = 'SAO PAULO';

const notFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'QR Code not found', { qrCode: QR_CODE_MESSAGES.notFound });

/** 25 letters and digits, the longest txid a BR Code carries: `ARA` + 22 random. */
export function generateQrReference(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(22);
  return `ARA${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** Expired is derived: a dynamic code past its date that was not paid. */
const statusOf = (row: QrCode, now: Date): TQrCode['status'] =>
  row.status !== 'paid' && row.expiresAt !== null && row.expiresAt <= now ? 'expired' : row.status;

const selection = {
  qr: qrCodes,
  virtualAccountLabel: virtualAccounts.label,
  bankCode: bankAccounts.bankCode,
  bankName: bankAccounts.bankName,
  branchNumber: bankAccounts.branchNumber,
  accountNumber: bankAccounts.accountNumber,
};

type Row = {
  qr: QrCode;
  virtualAccountLabel: string;
  bankCode: string;
  bankName: string;
  branchNumber: string;
  accountNumber: string;
};

function toDto(row: Row, now = new Date()): TQrCode {
  const { qr } = row;
  return {
    id: qr.id,
    type: qr.type,
    status: statusOf(qr, now),
    externalId: qr.externalId,
    description: qr.description,
    reference: qr.reference,
    virtualAccountId: qr.virtualAccountId,
    virtualAccountLabel: row.virtualAccountLabel,
    bankAccountId: qr.bankAccountId,
    bankAccountLabel: `${row.bankCode} · ${row.bankName} · ${row.branchNumber} / ${row.accountNumber}`,
    amount: qr.amount,
    finalAmount: qr.finalAmount,
    netAmount: qr.netAmount,
    payments: qr.payments,
    currency: 'BRL',
    pixKey: qr.pixKey,
    pixCode: qr.pixCode,
    expiresAt: qr.expiresAt?.toISOString() ?? null,
    paidAt: qr.paidAt?.toISOString() ?? null,
    createdAt: qr.createdAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select(selection)
    .from(qrCodes)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrCodes.virtualAccountId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, qrCodes.bankAccountId));

/** GET …/qr-codes: newest first, one type (and status) at a time; at most 200. */
export async function listQrCodes(
  db: Db,
  merchantId: string,
  query: TQrCodesQuery,
  now = new Date(),
): Promise<{ items: TQrCode[] }> {
  const rows = await joined(db)
    .where(
      and(
        eq(qrCodes.merchantId, merchantId),
        query.type ? eq(qrCodes.type, query.type) : undefined,
        query.status === 'expired'
          ? sql`${qrCodes.status} <> 'paid' and ${qrCodes.expiresAt} <= ${now}`
          : query.status === 'pending'
            ? sql`${qrCodes.status} = 'pending' and (${qrCodes.expiresAt} is null or ${qrCodes.expiresAt} > ${now})`
            : query.status
              ? eq(qrCodes.status, query.status)
              : undefined,
      ),
    )
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
    .limit(200);
  return { items: rows.map((row) => toDto(row, now)) };
}

export async function getQrCode(db: Db, merchantId: string, id: string): Promise<TQrCode> {
  if (!isUuid(id)) throw notFound();
  const [row] = await joined(db)
    .where(and(eq(qrCodes.id, id), eq(qrCodes.merchantId, merchantId)))
    .limit(1);
  if (!row) throw notFound();
  return toDto(row);
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
  const [account] = await db
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
  if (!account) throw virtualAccountNotFound();
  if (account.status !== 'active') {
    throw new AppError(AppErrorCode.CONFLICT, 'The virtual account is not active', {
      virtualAccountId: 'accounts:ledger.errors.accountNotActive',
    });
  }
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

const refused = (message: string, key: string, field: string) =>
  new AppError(AppErrorCode.CONFLICT, message, { [field]: key });

/** A Pix to this BR Code's txid: its QR code when the receiving merchant issued one. */
async function issuedCode(db: Db, receiverMerchantId: string, txid: string | null, lock: boolean) {
  if (!txid || txid === '***') return undefined;
  const query = db
    .select()
    .from(qrCodes)
    .where(and(eq(qrCodes.reference, txid), eq(qrCodes.merchantId, receiverMerchantId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What a Pix to a BR Code carries that its issued QR code fixed: the key (its account) and amount. */
export type QrCodePayment = {
  merchantId: string;
  txid: string | null;
  key: string;
  virtualAccountId: string;
};

/**
 * `field`: where the refusal is reported (the Pix form's code field by default). `amount`: what
 * the payer pays (null: not known yet, e.g. a preview of a code without a value). A copy of the
 * code with another key or value (field 54 changed and the CRC recomputed) pays nothing: the code
 * only settles by its own key and, when it has one, its own amount.
 */
function assertPayable(
  row: QrCode,
  now: Date,
  payment: QrCodePayment,
  amount: number | null,
  field = 'destination.code',
) {
  if (row.type === 'dynamic' && row.status === 'paid') {
    throw refused('This QR code was already paid', QR_CODE_MESSAGES.alreadyPaid, field);
  }
  if (statusOf(row, now) === 'expired') {
    throw refused('This QR code has expired', QR_CODE_MESSAGES.expired, field);
  }
  if (row.pixKey !== payment.key || row.virtualAccountId !== payment.virtualAccountId) {
    throw refused(
      'This Pix code does not carry the key of the QR code it names',
      QR_CODE_MESSAGES.keyMismatch,
      field,
    );
  }
  if (row.amount !== null && amount !== row.amount) {
    throw refused(
      'This Pix code does not carry the amount of the QR code it names',
      QR_CODE_MESSAGES.amountMismatch,
      field,
    );
  }
}

/**
 * Before the password and code: an expired or paid dynamic code, or a copy of a code with another
 * key or value (`fixedAmount`, what the copy says), is refused early.
 */
export async function assertQrCodePayable(
  db: Db,
  receiver: QrCodePayment & { fixedAmount: number | null },
  now = new Date(),
): Promise<void> {
  const row = await issuedCode(db, receiver.merchantId, receiver.txid, false);
  if (row) assertPayable(row, now, receiver, receiver.fixedAmount);
}

/**
 * Inside the Pix's transaction (after its accounts are locked): the QR code row locked, checked
 * again (two payers of one dynamic code: the second is refused and rolls back; the key and, when
 * the code has one, the amount must be the code's: else refused and everything rolls back) and
 * settled — paid (dynamic), one more payment and its amount (static).
 */
export async function settleQrCodePayment(
  tx: Db,
  receiver: QrCodePayment,
  amount: number,
  now = new Date(),
  field?: string,
): Promise<void> {
  const row = await issuedCode(tx, receiver.merchantId, receiver.txid, true);
  if (!row) return;
  assertPayable(row, now, receiver, amount, field);
  await tx
    .update(qrCodes)
    .set({
      status: row.type === 'dynamic' ? 'paid' : row.status,
      finalAmount: sql`${qrCodes.finalAmount} + ${amount}`,
      netAmount: sql`${qrCodes.netAmount} + ${amount}`,
      payments: sql`${qrCodes.payments} + 1`,
      paidAt: now,
    })
    .where(eq(qrCodes.id, row.id));
}

/** The sandbox payer: a Pix from outside the platform, through Arara's sandbox institution. */
const SANDBOX_PAYER = {
  ispb: ARARA_ISPB,
  institution: 'Arara Sandbox',
  name: 'Sandbox payer',
  document: null,
};

/**
 * POST …/qr-codes/:id/sandbox/pay: the sandbox payer pays the code, in ONE transaction: the
 * account locked, a `deposit` and the `entry` document (receiveExternalPix, with the code's txid
 * and key), then the code locked, checked (expired, or a dynamic code already paid: 409
 * `fields.status`, everything rolls back) and settled as any Pix would settle it. The
 * `Idempotency-Key` is the document's: the same key again answers the code and moves nothing.
 * The money is the sandbox's: the entry is marked `sandbox` and counts against the merchant's
 * daily sandbox `limits` (429 past them, nothing moves).
 */
export async function payQrCodeInSandbox(
  db: Db,
  merchantId: string,
  id: string,
  request: TSandboxQrCodePaymentRequest,
  idempotencyKey: string,
  limits: SandboxCreditLimits,
  now = new Date(),
): Promise<TQrCode> {
  const code = await getQrCode(db, merchantId, id);
  const requestHash = hashPaymentRequest(['qr-sandbox-pay', code.id, request.amount ?? null]);
  const earlier = await findDocumentByKey(db, merchantId, idempotencyKey);
  if (earlier) {
    replayDocument(earlier, requestHash);
    return getQrCode(db, merchantId, id);
  }
  if (code.amount !== null && request.amount !== undefined && request.amount !== code.amount) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'The amount is fixed by the QR code', {
      amount: PAYMENT_MESSAGES.amountFixed,
    });
  }
  const amount = code.amount ?? request.amount;
  if (amount === undefined) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'This QR code needs an amount', {
      amount: QR_CODE_MESSAGES.amountRequired,
    });
  }
  try {
    await db.transaction(async (tx) => {
      await receiveExternalPix(tx, {
        merchantId,
        virtualAccountId: code.virtualAccountId,
        amount,
        reference: code.reference,
        description: code.description ?? `QR code ${code.reference}`,
        payer: SANDBOX_PAYER,
        txid: code.reference,
        pixKey: code.pixKey,
        qrType: code.type,
        ledgerKey: `qr-sandbox:${idempotencyKey}`,
        sandbox: { limits },
        idempotencyKey,
        requestHash,
        now,
      });
      await settleQrCodePayment(
        tx,
        {
          merchantId,
          txid: code.reference,
          key: code.pixKey,
          virtualAccountId: code.virtualAccountId,
        },
        amount,
        now,
        'status',
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A twin with the same key committed first.
    const winner = await findDocumentByKey(db, merchantId, idempotencyKey);
    if (!winner) throw error;
    replayDocument(winner, requestHash);
  }
  return getQrCode(db, merchantId, id);
}
