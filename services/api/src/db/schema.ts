import type { TLanguage, TMembershipRole, TMerchantStatus } from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    language: text('language').$type<TLanguage>().notNull().default('pt-BR'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Lookups compare lower-cased input, so the stored value must already be lower-case.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_language_valid', sql`${t.language} in ('en', 'pt-BR')`),
  ],
);

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    document: text('document').notNull().unique(),
    status: text('status').$type<TMerchantStatus>().notNull().default('onboarding'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('merchants_document_cnpj_digits', sql`${t.document} ~ '^[0-9]{14}$'`),
    check(
      'merchants_status_valid',
      sql`${t.status} in ('active', 'onboarding', 'inactive', 'approved', 'rejected', 'pending')`,
    ),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    role: text('role').$type<TMembershipRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('memberships_merchant_id_idx').on(t.merchantId),
    check(
      'memberships_role_valid',
      sql`${t.role} in ('owner', 'admin', 'manager', 'viewer', 'developer')`,
    ),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

export const oneTimeTokenPurposes = ['verify_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Single-use tokens sent by e-mail. Only the SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    check('one_time_tokens_purpose_valid', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

export const emailTransports = ['smtp', 'outbox'] as const;
export type EmailTransport = (typeof emailTransports)[number];

/** Every e-mail the API sends: 'outbox' until an SMTP server accepted it, then 'smtp'. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').$type<TLanguage>().notNull(),
    transport: text('transport').$type<EmailTransport>().notNull().default('outbox'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_messages_to_created_at_idx').on(t.to, t.createdAt),
    index('email_messages_created_at_idx').on(t.createdAt),
    check('email_messages_language_valid', sql`${t.language} in ('en', 'pt-BR')`),
    check('email_messages_transport_valid', sql`${t.transport} in ('smtp', 'outbox')`),
  ],
);

/** Fixed-window counters for rate limits, keyed like `login:email:<address>`. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

export type User = typeof users.$inferSelect;
export type Merchant = typeof merchants.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;
export type EmailMessage = typeof emailMessages.$inferSelect;
