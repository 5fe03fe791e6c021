import { randomInt } from 'node:crypto';
import {
  AppErrorCode,
  institutionName,
  normalizeFiscalDocument,
  OPEN_FINANCE_MESSAGES,
  PAYMENT_INITIATION_TTL_MINUTES,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiation,
  type TPaymentInitiationsQuery,
  type TRejectPaymentInitiationRequest,
} from '@arara/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualAccounts } from '../../db/schema-ledger';
import { type PaymentInitiation, paymentInitiations } from '../../db/schema-open-finance';
import { paymentDocuments } from '../../db/schema-payments';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../repositories/ledger-accounts-repository';
import { type SandboxCreditLimits, virtualAccountNotFound } from '../ledger';
import { receiveExternalPix } from '../documents/receive-external-pix';

const notFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Payment request not found', {
    initiation: OPEN_FINANCE_MESSAGES.notFound,
  });

/** `OF` + UTC date + 10 letters and digits (unique on the platform). */
export function generatePaymentInitiationReference(now = new Date()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let random = '';
  for (let i = 0; i < 10; i += 1) random += alphabet[randomInt(alphabet.length)];
  return `OF${now.toISOString().slice(0, 10).replace(/-/g, '')}${random}`;
}

const statusOf = (row: PaymentInitiation, now: Date): TPaymentInitiation['status'] =>
  row.status === 'awaiting_authorisation' && row.expiresAt <= now ? 'expired' : row.status;

type Row = { initiation: PaymentInitiation; label: string; endToEndId: string | null };

function toDto({ initiation: row, label, endToEndId }: Row, now: Date): TPaymentInitiation {
  return {
    id: row.id,
    reference: row.reference,
    status: statusOf(row, now),
    amount: row.amount,
    currency: 'BRL',
    description: row.description,
    payerInstitution: { ispb: row.payerInstitution, name: institutionName(row.payerInstitution) },
    payerName: row.payerName,
    payerDocument: row.payerDocument,
    virtualAccountId: row.virtualAccountId,
    virtualAccountLabel: label,
    rejectionReason: row.rejectionReason,
    documentId: row.documentId,
    endToEndId,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const joined = (db: Db) =>
  db
    .select({
      initiation: paymentInitiations,
      label: virtualAccounts.label,
      endToEndId: paymentDocuments.endToEndId,
    })
    .from(paymentInitiations)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, paymentInitiations.virtualAccountId))
    .leftJoin(paymentDocuments, eq(paymentDocuments.id, paymentInitiations.documentId));

/** GET …/payment-initiations: newest first, optionally one status; at most 200. */
export async function listPaymentInitiations(
  db: Db,
  merchantId: string,
  query: TPaymentInitiationsQuery,
  now = new Date(),
): Promise<{ items: TPaymentInitiation[] }> {
  const t = paymentInitiations;
  const status =
    query.status === 'expired'
      ? sql`${t.status} = 'awaiting_authorisation' and ${t.expiresAt} <= ${now}`
      : query.status === 'awaiting_authorisation'
        ? sql`${t.status} = 'awaiting_authorisation' and ${t.expiresAt} > ${now}`
        : query.status
          ? eq(t.status, query.status)
          : undefined;
  const rows = await joined(db)
    .where(and(eq(t.merchantId, merchantId), status))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(200);
  return { items: rows.map((row) => toDto(row, now)) };
}

export async function getPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPaymentInitiation> {
  if (!isUuid(id)) throw notFound();
  const [row] = await joined(db)
    .where(and(eq(paymentInitiations.id, id), eq(paymentInitiations.merchantId, merchantId)))
    .limit(1);
  if (!row) throw notFound();
  return toDto(row, now);
}

/** POST …/payment-initiations: a request on one of the merchant's active virtual accounts. */
export async function createPaymentInitiation(
  db: Db,
  merchantId: string,
  request: TCreatePaymentInitiationRequest,
  createdById: string | null,
  now = new Date(),
): Promise<TPaymentInitiation> {
  if (!isUuid(request.virtualAccountId)) throw virtualAccountNotFound();
  const [account] = await db
    .select({ id: virtualAccounts.id, status: virtualAccounts.status })
    .from(virtualAccounts)
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
  const [row] = await db
    .insert(paymentInitiations)
    .values({
      merchantId,
      virtualAccountId: account.id,
      reference: generatePaymentInitiationReference(now),
      amount: request.amount,
      description: request.description || null,
      payerInstitution: request.payerInstitution,
      payerName: request.payerName || null,
      payerDocument: request.payerDocument ? normalizeFiscalDocument(request.payerDocument) : null,
      createdById,
      expiresAt: new Date(now.getTime() + PAYMENT_INITIATION_TTL_MINUTES * 60_000),
      // The request's own clock (not the transaction's): the seed writes a history in one go.
      createdAt: now,
    })
    .returning({ id: paymentInitiations.id });
  if (!row) throw new Error('insert into payment_initiations returned no row');
  return getPaymentInitiation(db, merchantId, row.id, now);
}

/**
 * The request locked (FOR UPDATE) and still awaiting authorisation, else 404 / 409: two
 * decisions on one request run one after the other and the second is refused.
 */
async function lockAwaiting(
  tx: Db,
  merchantId: string,
  id: string,
  now: Date,
  replayKey?: string,
): Promise<{ row: PaymentInitiation; replay: boolean }> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(paymentInitiations)
    .where(and(eq(paymentInitiations.id, id), eq(paymentInitiations.merchantId, merchantId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound();
  if (replayKey !== undefined && row.status === 'completed' && row.decisionKey === replayKey) {
    return { row, replay: true };
  }
  const status = statusOf(row, now);
  if (status === 'expired') {
    throw new AppError(AppErrorCode.CONFLICT, 'This payment request has expired', {
      status: OPEN_FINANCE_MESSAGES.expired,
    });
  }
  if (status !== 'awaiting_authorisation') {
    throw new AppError(
      AppErrorCode.CONFLICT,
      'This payment request is no longer awaiting authorisation',
      { status: OPEN_FINANCE_MESSAGES.notAwaiting },
    );
  }
  return { row, replay: false };
}

/** POST …/cancel: the merchant withdraws a request the payer has not authorised yet. */
export async function cancelPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  now = new Date(),
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    await lockAwaiting(tx, merchantId, id, now);
    await tx
      .update(paymentInitiations)
      .set({ status: 'cancelled', decidedAt: now })
      .where(eq(paymentInitiations.id, id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}

/** POST …/sandbox/reject: the sandbox payer refuses at their institution. */
export async function rejectPaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  request: TRejectPaymentInitiationRequest,
  now = new Date(),
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    await lockAwaiting(tx, merchantId, id, now);
    await tx
      .update(paymentInitiations)
      .set({ status: 'rejected', rejectionReason: request.reason || null, decidedAt: now })
      .where(eq(paymentInitiations.id, id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}

/**
 * POST …/sandbox/authorise: the sandbox payer authorises at their institution and the Pix
 * arrives, in ONE transaction under the request's lock: a `deposit` ledger entry into the
 * request's account (its idempotency key is the request's id: one entry per request, whatever
 * happens), the `entry` document (method pix, end-to-end id of the payer's institution, stages
 * initiated → validated → settled → completed, event pix_in), and the request completed. The
 * same Idempotency-Key again answers the completed request; another key, 409. The money is the
 * sandbox's: the entry is marked `sandbox` and, with `limits` (the route; not the demo seed),
 * counts against the merchant's daily sandbox limits (429 past them, nothing moves).
 */
export async function authorisePaymentInitiation(
  db: Db,
  merchantId: string,
  id: string,
  idempotencyKey: string,
  limits: SandboxCreditLimits | null,
  now = new Date(),
): Promise<TPaymentInitiation> {
  await db.transaction(async (tx) => {
    const { row, replay } = await lockAwaiting(tx, merchantId, id, now, idempotencyKey);
    if (replay) return;
    const institution = institutionName(row.payerInstitution);
    const document = await receiveExternalPix(tx, {
      merchantId,
      virtualAccountId: row.virtualAccountId,
      amount: row.amount,
      reference: row.reference,
      description: row.description ?? `Open finance ${row.reference}`,
      payer: {
        ispb: row.payerInstitution,
        institution,
        name: row.payerName ?? institution,
        document: row.payerDocument,
      },
      ledgerKey: `open-finance:${row.id}`,
      sandbox: { limits },
      now,
    });
    await tx
      .update(paymentInitiations)
      .set({
        status: 'completed',
        documentId: document.id,
        decisionKey: idempotencyKey,
        decidedAt: now,
      })
      .where(eq(paymentInitiations.id, row.id));
  });
  return getPaymentInitiation(db, merchantId, id, now);
}
