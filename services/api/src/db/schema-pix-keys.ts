import { type TPixKeyStatus, type TPixKeyType, ZPixKeyStatus, ZPixKeyType } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef } from './schema';
import { virtualAccountRef } from './schema-ledger';

// Pix keys of virtual accounts: see docs/cards.md.

/**
 * A Pix key of a virtual account (docs/cards.md). `key` is normalized (see
 * normalizePixKey in the contracts). A key belongs to one account at a time across the
 * platform: unique among active keys; deactivating frees it. An e-mail or phone key starts
 * `pending` until the code sent to it is confirmed (only the code's SHA-256 is kept): a pending
 * key receives nothing and reserves nothing, so an abandoned one never locks out the owner.
 */
export const pixKeys = pgTable(
  'pix_keys',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef(),
    virtualAccountId: virtualAccountRef(),
    type: text('type').$type<TPixKeyType>().notNull(),
    key: text('key').notNull(),
    status: text('status').$type<TPixKeyStatus>().notNull().default('active'),
    createdAt: createdAt(),
    deactivatedAt: timestampTz('deactivated_at'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestampTz('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('pix_keys_active_key_unique').on(t.key).where(sql`${t.status} = 'active'`),
    index('pix_keys_merchant_id_idx').on(t.merchantId, t.createdAt),
    index('pix_keys_virtual_account_id_idx').on(t.virtualAccountId, t.createdAt),
    oneOf('pix_keys_type_valid', t.type, ZPixKeyType.options),
    oneOf('pix_keys_status_valid', t.status, ZPixKeyStatus.options),
    check(
      'pix_keys_pending_verifiable',
      sql`${t.status} <> 'pending' or (${t.type} in ('email', 'phone') and ${t.codeHash} is not null and ${t.codeExpiresAt} is not null)`,
    ),
    check(
      'pix_keys_key_format',
      sql`case ${t.type}
        when 'cpf' then ${t.key} ~ '^[0-9]{11}$'
        when 'cnpj' then ${t.key} ~ '^[0-9A-Z]{12}[0-9]{2}$'
        when 'phone' then ${t.key} ~ '^\\+55[0-9]{10,11}$'
        when 'email' then ${t.key} = lower(${t.key}) and position('@' in ${t.key}) > 1
        else ${t.key} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' end`,
    ),
    check(
      'pix_keys_deactivated_when_inactive',
      sql`(${t.status} = 'inactive') = (${t.deactivatedAt} is not null)`,
    ),
  ],
);

export type PixKey = typeof pixKeys.$inferSelect;
