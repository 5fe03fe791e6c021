import { maskDocument } from '@arara/contracts';
import type { Db } from '../../db/client';
import type { DataDeps } from '../deps';
import type { PaymentDocument } from '../../db/schema-payments';
import {
  assertSandboxCreditAllowed,
  postMovement,
  type SandboxCreditLimits,
  requireActiveAccount,
} from '../ledger';
import { insertDocument } from './document-store';
import { generateEndToEndId } from './end-to-end-id';

export type ExternalPix = {
  merchantId: string;
  virtualAccountId: string;
  amount: number;
  reference: string;
  description: string;
  /** The paying institution (its ISPB starts the end-to-end id) and the payer. */
  payer: { ispb: string; institution: string; name: string; document: string | null };
  txid?: string | null;
  pixKey?: string | null;
  qrType?: 'static' | 'dynamic' | null;
  /** The ledger entry's idempotency key: one deposit per key, whatever happens. */
  ledgerKey: string;
  /** The document's Idempotency-Key and request hash, when a request asked for it. */
  idempotencyKey?: string;
  requestHash?: string;
  /**
   * Money the sandbox makes up (a sandbox payer): the ledger entry is marked `sandbox`, and with
   * `limits` (every sandbox route; the demo seed has none) the merchant's daily sandbox limits
   * are checked under its lock first. Null: a real payer's Pix.
   */
  sandbox: { limits: SandboxCreditLimits | null } | null;
  now: Date;
  /** How it arrived (docs/payments.md): a QR code, an open finance initiation, a sandbox payer. */
  origin: 'qr_code' | 'open_finance' | 'sandbox';
};

/**
 * A Pix that arrives from outside the platform (an Open Finance initiation, a sandbox payer of a
 * QR code), inside the caller's transaction: the account locked and active, the sandbox's daily
 * limits checked (see `sandbox`), a `deposit` ledger entry, and the receiver's `entry` document
 * (method pix, stages initiated → validated → settled → completed, event pix_in pending).
 */
export async function receiveExternalPix(
  deps: DataDeps,
  tx: Db,
  pix: ExternalPix,
): Promise<PaymentDocument> {
  const [locked] = await deps.repositories.ledger.lockVirtualAccounts([pix.virtualAccountId], tx);
  const account = requireActiveAccount(locked, {
    merchantId: pix.merchantId,
    fieldKey: 'accounts:ledger.errors.accountNotActive',
  });
  if (pix.sandbox?.limits) {
    await assertSandboxCreditAllowed(deps, pix.merchantId, pix.amount, pix.sandbox.limits, tx);
  }
  const movement = await postMovement(
    deps,
    pix.merchantId,
    {
      type: 'deposit',
      virtualAccountId: account.id,
      amount: pix.amount,
      reference: pix.reference,
      description: pix.description,
      method: 'external',
      idempotencyKey: pix.ledgerKey,
      sandbox: pix.sandbox !== null,
    },
    { tx },
  );
  return insertDocument(tx, {
    document: {
      merchantId: pix.merchantId,
      kind: 'entry',
      status: 'approved',
      method: 'pix',
      amount: pix.amount,
      fee: 0,
      netAmount: pix.amount,
      endToEndId: generateEndToEndId(pix.now, pix.payer.ispb),
      txid: pix.txid ?? null,
      pixKey: pix.pixKey ?? null,
      qrType: pix.qrType ?? null,
      reference: pix.reference,
      description: pix.description,
      virtualAccountId: account.id,
      counterpartyName: pix.payer.name,
      counterpartyDocument: pix.payer.document ? maskDocument(pix.payer.document) : null,
      counterpartyInstitution: pix.payer.institution,
      counterpartyIspb: pix.payer.ispb,
      origin: pix.origin,
      ledgerEntryId: movement.id,
      processedAt: movement.createdAt,
      idempotencyKey: pix.idempotencyKey ?? null,
      requestHash: pix.requestHash ?? null,
    },
    stages: ['initiated', 'validated', 'settled', 'completed'],
    events: [{ category: 'pix', type: 'pix_in', status: 'pending' }],
  });
}
