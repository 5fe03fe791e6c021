import type { TQrCode } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { type QrCode, qrCodes } from '../../db/schema-qr-codes';

/** Expired is derived: a dynamic code past its date that was not paid. */
export const statusOf = (row: QrCode, now: Date): TQrCode['status'] =>
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

export function toDto(row: Row, now = new Date()): TQrCode {
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

export const joined = (db: Db) =>
  db
    .select(selection)
    .from(qrCodes)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrCodes.virtualAccountId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, qrCodes.bankAccountId));
