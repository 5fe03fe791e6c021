import type { TSandboxIncomingPixRequest } from '@arara/contracts';
import { PIX_PARTICIPANTS } from '@arara/contracts';
import { createPixKeysRepository } from '../../repositories/pix-keys-repository';
import type { DataDeps } from '../deps';
import { hashPaymentRequest } from '../documents/document-store';
import { receiveExternalPix } from '../documents/receive-external-pix';
import type { SandboxCreditLimits } from '../ledger';
import { findKeyHolder } from '../pix-keys';
import { commitPayment, findPaymentReplay, type PaymentResult } from './commit-payment';
import { pixKeyNotFound } from './payment-errors';
import { participantOf } from './sandbox-directory';

/**
 * POST …/pix/sandbox/receive (SANDBOX=true only): a payer at another institution sends a Pix to
 * one of the merchant's active keys. ONE transaction (receiveExternalPix): the key's account
 * locked, the daily sandbox limits checked, a `deposit` marked `sandbox` and the `entry`
 * document (origin `sandbox`, the payer's ISPB starting the end-to-end id, event pix_in and its
 * webhook). A key of another merchant, or none: 404 `fields.key`. The `Idempotency-Key` is the
 * document's: the same key and body answer the first document, nothing moves again.
 */
export async function receiveSandboxPix(
  deps: DataDeps,
  merchantId: string,
  request: TSandboxIncomingPixRequest,
  idempotencyKey: string,
  limits: SandboxCreditLimits,
  now = new Date(),
): Promise<PaymentResult> {
  const requestHash = hashPaymentRequest([
    'pix-sandbox-in',
    request.key,
    request.amount,
    request.payerName ?? null,
    request.payerIspb ?? null,
    request.description ?? null,
  ]);
  const key = { merchantId, idempotencyKey, requestHash };
  const earlier = await findPaymentReplay(deps.db, key);
  if (earlier) return earlier;

  const holder = await findKeyHolder(createPixKeysRepository(deps.db), request.key);
  if (!holder || holder.merchantId !== merchantId) throw pixKeyNotFound();
  const participant =
    PIX_PARTICIPANTS.find((known) => known.ispb === request.payerIspb) ??
    participantOf(request.payerName ?? idempotencyKey);
  const payerName = request.payerName ?? `Sandbox payer at ${participant.brand}`;
  return commitPayment(deps, key, async (tx) => ({
    row: await receiveExternalPix(deps, tx, {
      merchantId,
      virtualAccountId: holder.virtualAccountId,
      amount: request.amount,
      reference: `PIXIN${now.toISOString().slice(0, 10).replace(/-/g, '')}${idempotencyKey.slice(0, 8)}`,
      description: request.description ?? `Pix from ${payerName}`,
      payer: {
        ispb: request.payerIspb ?? participant.ispb,
        institution: participant.brand,
        name: payerName,
        document: null,
      },
      pixKey: holder.key,
      ledgerKey: `pix-sandbox-in:${idempotencyKey}`,
      sandbox: { limits },
      idempotencyKey,
      requestHash,
      now,
      origin: 'sandbox',
    }),
    replayed: false,
  }));
}
