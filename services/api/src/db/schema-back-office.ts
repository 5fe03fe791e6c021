import {
  type TProviderAttribute,
  type TProviderOperation,
  type TProviderStatus,
  ZProviderStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps, timestampTz, uuidPrimaryKey } from './columns';
import { merchantRef, users } from './schema';

// The back office's own data (docs/back-office.md): banking providers and each merchant's
// configuration of them, a merchant's beneficial owners, and the platform's settings.

/**
 * A banking provider (docs/requirements/admin.md "Provider"). Its id is text: the providers
 * that bank accounts named before this table existed (`arara-sandbox`) keep their name as id;
 * new ones get a uuid.
 */
export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    operations: jsonb('operations').$type<TProviderOperation[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<TProviderAttribute[]>().notNull().default([]),
    status: text('status').$type<TProviderStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('providers_name_unique').on(sql`lower(${t.name})`),
    oneOf('providers_status_valid', t.status, ZProviderStatus.options),
  ],
);

/** The provider a row uses (`provider_id`, required). */
export const providerRef = () =>
  text('provider_id')
    .notNull()
    .references(() => providers.id);

/**
 * A merchant's credentials at a provider
 * (docs/requirements/admin.md "Merchant provider configuration"). The password is AES-256-GCM ciphertext under PROVIDER_CREDENTIALS_KEY
 * (`v1:<iv>:<tag>:<data>`, base64url): never returned, replaced only by a new one.
 */
export const merchantProviderConfigs = pgTable(
  'merchant_provider_configs',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    providerId: providerRef(),
    username: text('username').notNull(),
    passwordCiphertext: text('password_ciphertext').notNull(),
    apiUrl: text('api_url').notNull(),
    /** Values of the provider's attributes, by attribute name. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('merchant_provider_configs_merchant_provider_unique').on(
      t.merchantId,
      t.providerId,
    ),
    index('merchant_provider_configs_provider_id_idx').on(t.providerId),
  ],
);

/**
 * A merchant's ultimate beneficial owner (docs/requirements/admin.md "Merchant form"): the
 * ownership percentages of one merchant never add up to more than 100 (checked by the service
 * with the merchant row locked).
 */
export const merchantUbos = pgTable(
  'merchant_ubos',
  {
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    /** Percent, `25.50` = 25,5 %. */
    ownershipPercentage: numeric('ownership_percentage', { precision: 5, scale: 2 }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** 11 digits. */
    cpf: text('cpf').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Postal address: line1, line2, city, state, postalCode, country. */
    address: jsonb('address').$type<Record<string, string>>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('merchant_ubos_merchant_id_idx').on(t.merchantId),
    check(
      'merchant_ubos_ownership_range',
      sql`${t.ownershipPercentage} > 0 and ${t.ownershipPercentage} <= 100`,
    ),
    check('merchant_ubos_cpf_digits', sql`${t.cpf} ~ '^[0-9]{11}$'`),
  ],
);

/** Settings the back office owns (`fees.defaultCurrency`, `email.senderName`…), one row each. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

export type Provider = typeof providers.$inferSelect;
export type MerchantProviderConfig = typeof merchantProviderConfigs.$inferSelect;
export type MerchantUbo = typeof merchantUbos.$inferSelect;
export type PlatformSetting = typeof platformSettings.$inferSelect;
