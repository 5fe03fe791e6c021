import {
  type TCounterpartyAccountType,
  type TCounterpartyStatus,
  type TPixKeyType,
  ZBankAccountType,
  ZCounterpartyStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf, requiredRef, timestamps, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';

// Counterparties (docs/payments.md, "Counterparties"): the merchant's book of people and
// companies it pays, with their bank accounts.

export const counterparties = pgTable(
  'counterparties',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    name: text('name').notNull(),
    /** CPF (11) or CNPJ (14) digits; unique per merchant and never changed. */
    document: text('document').notNull(),
    email: text('email'),
    /** +55DDDNUMBER. */
    phone: text('phone'),
    address: text('address'),
    pixKeyType: text('pix_key_type').$type<TPixKeyType>(),
    /** Normalized as Pix keys are (digits, lower-case e-mail, +55 phone, UUID). */
    pixKey: text('pix_key'),
    status: text('status').$type<TCounterpartyStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('counterparties_merchant_document_unique').on(t.merchantId, t.document),
    index('counterparties_merchant_name_idx').on(t.merchantId, sql`lower(${t.name})`, t.id),
    // CPF, or CNPJ numeric or alphanumeric (from July 2026).
    check('counterparties_document', sql`${t.document} ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'`),
    oneOf('counterparties_status_valid', t.status, ZCounterpartyStatus.options),
    check(
      'counterparties_pix_key_with_type',
      sql`(${t.pixKey} is null) = (${t.pixKeyType} is null)`,
    ),
  ],
);

export type Counterparty = typeof counterparties.$inferSelect;

export const counterpartyBankAccounts = pgTable(
  'counterparty_bank_accounts',
  {
    id: uuidPrimaryKey(),
    counterpartyId: requiredRef('counterparty_id', () => counterparties.id, {
      onDelete: 'cascade',
    }),
    bankName: text('bank_name').notNull(),
    ispb: text('ispb').notNull(),
    agency: text('agency').notNull(),
    account: text('account').notNull(),
    digit: text('digit').notNull(),
    type: text('type').$type<TCounterpartyAccountType>().notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('counterparty_bank_accounts_counterparty_idx').on(t.counterpartyId, t.createdAt),
    // At most one primary per counterparty; the service keeps it exactly one when any exist.
    uniqueIndex('counterparty_bank_accounts_one_primary')
      .on(t.counterpartyId)
      .where(sql`${t.isPrimary}`),
    uniqueIndex('counterparty_bank_accounts_unique').on(
      t.counterpartyId,
      t.ispb,
      t.agency,
      t.account,
      t.digit,
    ),
    check('counterparty_bank_accounts_ispb_digits', sql`${t.ispb} ~ '^[0-9]{8}$'`),
    oneOf('counterparty_bank_accounts_type_valid', t.type, ZBankAccountType.options),
  ],
);

export type CounterpartyBankAccount = typeof counterpartyBankAccounts.$inferSelect;
