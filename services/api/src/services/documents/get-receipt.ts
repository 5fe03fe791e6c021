import { createHmac } from 'node:crypto';
import { maskDocument, type TLanguage } from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { bankAccounts, virtualAccounts } from '../../db/schema-ledger';
import { type PaymentDocument, paymentDocuments } from '../../db/schema-payments';
import type { FileReply } from '../../lib/file-reply';
import { directionOf, findDocument } from './document-store';
import { documentNotFound } from './document-errors';
import { ARARA_ISPB } from './end-to-end-id';
import { receiptUnavailable } from './refund-errors';
import {
  type ReceiptData,
  type ReceiptParty,
  receiptFilename,
  renderReceiptPdf,
} from './render-receipt-pdf';

/**
 * The receipt's authentication code: HMAC-SHA256 of the document id, end-to-end id and amount,
 * 32 hex digits in groups of 4. Deterministic (the same document always shows the same code),
 * so the platform can tell a receipt it issued from an edited one by computing it again.
 */
export function receiptAuthenticationCode(row: PaymentDocument): string {
  const digest = createHmac('sha256', 'arara:receipt:v1')
    .update(`${row.id}:${row.endToEndId ?? row.reference}:${row.amount}`)
    .digest('hex')
    .slice(0, 32)
    .toUpperCase();
  return digest.match(/.{4}/g)?.join(' ') ?? digest;
}

/** The merchant's own tax document on its receipt: a CNPJ in full (public), a CPF masked. */
const ownDocument = (digits: string) =>
  /^\d{14}$/.test(digits)
    ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
    : maskDocument(digits);

async function ownAccount(db: Db, virtualAccountId: string) {
  const [row] = await db
    .select({
      label: virtualAccounts.label,
      bankName: bankAccounts.bankName,
      branch: bankAccounts.branchNumber,
      account: bankAccounts.accountNumber,
    })
    .from(virtualAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, virtualAccounts.bankAccountId))
    .where(eq(virtualAccounts.id, virtualAccountId))
    .limit(1);
  return row;
}

const titleOf = (row: PaymentDocument): ReceiptData['title'] => {
  if (row.kind === 'return') return 'refund';
  if (row.kind === 'transfer') return 'transfer';
  switch (row.method) {
    case 'ted':
      return 'ted';
    case 'doc':
      return 'doc';
    default:
      return 'pix';
  }
};

/** Settled documents have a receipt: approved, or refunded since. */
export const hasReceipt = (row: PaymentDocument) =>
  row.status === 'approved' || row.status === 'refunded';

/**
 * GET …/documents/:documentId/receipt.pdf: the receipt (comprovante) of the merchant's settled
 * document, in `language` or the merchant's default. Another merchant's or an unknown id: 404
 * 'Document not found'; not settled: 409 receiptUnavailable.
 */
export async function getReceipt(
  db: Db,
  merchantId: string,
  documentId: string,
  language: TLanguage | undefined,
  options: { compress?: boolean; now?: Date } = {},
): Promise<FileReply> {
  const row = await findDocument(db, merchantId, documentId);
  if (!row) throw documentNotFound();
  if (!hasReceipt(row)) throw receiptUnavailable();
  const [merchant] = await db
    .select({
      name: merchants.name,
      document: merchants.document,
      language: merchants.defaultLanguage,
    })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw documentNotFound();
  const account = await ownAccount(db, row.virtualAccountId);
  const own = (accountId: string | null, label?: string): ReceiptParty => ({
    name: merchant.name,
    document: ownDocument(merchant.document),
    institution: account?.bankName ?? PLATFORM_INSTITUTION,
    ispb: ARARA_ISPB,
    account: accountId && label ? label : account ? `${account.branch} / ${account.account}` : null,
  });
  const counterparty: ReceiptParty = {
    name: row.counterpartyName,
    document: row.counterpartyDocument,
    institution: row.counterpartyInstitution,
    ispb: row.counterpartyIspb,
    account:
      row.counterpartyBranch && row.counterpartyAccount
        ? `${row.counterpartyBranch} / ${row.counterpartyAccount}`
        : null,
  };
  let payer: ReceiptParty;
  let receiver: ReceiptParty;
  if (row.kind === 'transfer') {
    const other = row.counterpartVirtualAccountId
      ? await ownAccount(db, row.counterpartVirtualAccountId)
      : undefined;
    payer = own(row.virtualAccountId, account?.label);
    receiver = own(row.counterpartVirtualAccountId, other?.label);
  } else if (directionOf(row) === 'out') {
    payer = own(null);
    receiver = counterparty;
  } else {
    payer = counterparty;
    receiver = own(null);
  }
  const related =
    row.relatedDocumentId && row.kind === 'return'
      ? (
          await db
            .select({ endToEndId: paymentDocuments.endToEndId })
            .from(paymentDocuments)
            .where(eq(paymentDocuments.id, row.relatedDocumentId))
        )[0]
      : undefined;

  const chosen = language ?? merchant.language;
  const body = await renderReceiptPdf(
    {
      title: titleOf(row),
      amount: row.amount,
      settledAt: row.processedAt ?? row.createdAt,
      payer,
      receiver,
      pixKey: row.pixKey,
      endToEndId: row.endToEndId,
      isReturn: row.kind === 'return',
      relatedEndToEndId: related?.endToEndId ?? null,
      refundReason: row.refundReason,
      reference: row.reference,
      txid: row.txid,
      description: row.description,
      authenticationCode: receiptAuthenticationCode(row),
    },
    chosen,
    options,
  );
  return { filename: receiptFilename(chosen, row.endToEndId ?? row.id), body: [body] };
}

/** The institution of the merchant's accounts when its bank account has no name. */
const PLATFORM_INSTITUTION = 'Arara';
