import { randomInt } from 'node:crypto';
import {
  normalizeFiscalDocument,
  PAYMENT_INITIATION_TTL_MINUTES,
  type TCreatePaymentInitiationRequest,
  type TPaymentInitiation,
} from '@arara/contracts';
import type { Db } from '../../db/client';
import { paymentInitiations } from '../../db/schema-open-finance';
import { createLedgerAccountsRepository } from '../../repositories/ledger-accounts-repository';
import { requireActiveAccount } from '../ledger';
import { getPaymentInitiation } from './get-payment-initiation';

/** `OF` + UTC date + 10 letters and digits (unique on the platform). */
export function generatePaymentInitiationReference(now = new Date()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let random = '';
  for (let i = 0; i < 10; i += 1) random += alphabet[randomInt(alphabet.length)];
  return `OF${now.toISOString().slice(0, 10).replace(/-/g, '')}${random}`;
}

/** POST …/payment-initiations: a request on one of the merchant's active virtual accounts. */
export async function createPaymentInitiation(
  db: Db,
  merchantId: string,
  request: TCreatePaymentInitiationRequest,
  createdById: string | null,
  now = new Date(),
): Promise<TPaymentInitiation> {
  const account = requireActiveAccount(
    await createLedgerAccountsRepository(db).findVirtualAccount(
      merchantId,
      request.virtualAccountId,
    ),
    { fieldKey: 'accounts:ledger.errors.accountNotActive' },
  );
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
