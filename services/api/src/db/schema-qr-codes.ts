import type { TQrCodeStatus, TQrCodeType } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, oneOf, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';
import { bankAccountRef, virtualAccountRef } from './schema-ledger';

/**
 * Pix QR codes a merchant issues (docs/payments.md "QR codes"): the BR Code is generated once,
 * with the account's Pix key and `reference` as txid; a Pix paying that code settles it here.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    virtualAccountId: virtualAccountRef(),
    bankAccountId: bankAccountRef(),
    type: text('type').$type<TQrCodeType>().notNull(),
    /** pending until paid (dynamic) — a static code stays pending, paid any number of times. */
    status: text('status').$type<Exclude<TQrCodeStatus, 'expired'>>().notNull().default('pending'),
    externalId: text('external_id'),
    description: text('description'),
    /** The BR Code's txid: 25 letters and digits, unique on the platform. */
    reference: text('reference').notNull(),
    amount: cents('amount'),
    finalAmount: cents('final_amount').notNull().default(0),
    netAmount: cents('net_amount').notNull().default(0),
    payments: integer('payments').notNull().default(0),
    pixKey: text('pix_key').notNull(),
    pixCode: text('pix_code').notNull(),
    expiresAt: timestampTz('expires_at'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('qr_codes_reference_unique').on(t.reference),
    uniqueIndex('qr_codes_merchant_external_id_unique')
      .on(t.merchantId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('qr_codes_merchant_idx').on(t.merchantId, t.type, t.createdAt.desc()),
    oneOf('qr_codes_type_valid', t.type, ['static', 'dynamic']),
    oneOf('qr_codes_status_valid', t.status, ['created', 'pending', 'paid']),
    check('qr_codes_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'qr_codes_dynamic_complete',
      sql`${t.type} = 'static' or (${t.amount} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

export type QrCode = typeof qrCodes.$inferSelect;
