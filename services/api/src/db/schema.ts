import type {
  TAdminPermission,
  TApprovalOperation,
  TLanguage,
  TMembershipRole,
  TMembershipStatus,
  TMerchantStatus,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Back-office profile of an admin (its permissions); null for merchant users. */
    adminProfileId: uuid('admin_profile_id').references((): AnyPgColumn => adminProfiles.id, {
      onDelete: 'set null',
    }),
    language: text('language').$type<TLanguage>().notNull().default('pt-BR'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the user accepted the terms at sign-up (null for seeded and invited users). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
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
    /** Language of the merchant's e-mails to people who have no account yet (invitations). */
    defaultLanguage: text('default_language').$type<TLanguage>().notNull().default('pt-BR'),
    /** Every member must sign in with a second factor (login leads to setup when missing). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('merchants_default_language_valid', sql`${t.defaultLanguage} in ('en', 'pt-BR')`),
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
    /** A blocked member keeps the membership row but loses access until unblocked. */
    status: text('status').$type<TMembershipStatus>().notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('memberships_merchant_id_idx').on(t.merchantId),
    check(
      'memberships_role_valid',
      sql`${t.role} in ('owner', 'admin', 'manager', 'viewer', 'developer')`,
    ),
    check('memberships_status_valid', sql`${t.status} in ('active', 'blocked')`),
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

export const oneTimeTokenPurposes = [
  'verify_email',
  'reset_password',
  /** After the password at sign-in, when the user has two-factor on: exchanged with a code. */
  'two_factor_challenge',
  /** After the password at sign-in, when a merchant requires two-factor the user has not set up. */
  'two_factor_setup',
  /** E-mailed to a user who lost their authenticator: turns two-factor off. */
  'revoke_two_factor',
] as const;
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
    check(
      'one_time_tokens_purpose_valid',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'two_factor_challenge', 'two_factor_setup', 'revoke_two_factor')`,
    ),
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

/** Back-office profiles: a permissions list, or every permission for a super admin. */
export const adminProfiles = pgTable('admin_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<TAdminPermission[]>().notNull().default([]),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A user's TOTP secret (RFC 6238, base32). Pending while `enabledAt` is null (set up, not yet
 * confirmed with a code). `lastUsedStep` is the time step of the last accepted code: a code of
 * that step or an earlier one is refused, so a code cannot be replayed.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time recovery codes, SHA-256 only; shown once when two-factor is turned on. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_id_idx').on(t.userId)],
);

/** An invitation to one or more merchants with a role; the token is e-mailed, SHA-256 stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<TMembershipRole>().notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check(
      'invitations_role_valid',
      sql`${t.role} in ('owner', 'admin', 'manager', 'viewer', 'developer')`,
    ),
  ],
);

export const invitationMerchants = pgTable(
  'invitation_merchants',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.merchantId] }),
    index('invitation_merchants_merchant_id_idx').on(t.merchantId),
  ],
);

/**
 * "Movements of `operation` from `minAmount` cents up need `requiredApprovals` approvals by
 * members with role `approverRole` (or above)". Enforced by the payments flows.
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    operation: text('operation').$type<TApprovalOperation>().notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    approverRole: text('approver_role').$type<TMembershipRole>().notNull(),
    requiredApprovals: integer('required_approvals').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_rules_merchant_id_idx').on(t.merchantId),
    check('approval_rules_min_amount_positive', sql`${t.minAmount} > 0`),
    check('approval_rules_required_approvals_range', sql`${t.requiredApprovals} between 1 and 5`),
    check(
      'approval_rules_operation_valid',
      sql`${t.operation} in ('any', 'pix', 'between_accounts', 'withdrawal')`,
    ),
    check(
      'approval_rules_approver_role_valid',
      sql`${t.approverRole} in ('owner', 'admin', 'manager')`,
    ),
  ],
);

/** An admin acting on behalf of a user in one of the user's merchants. */
export const actAsSessions = pgTable(
  'act_as_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('act_as_sessions_admin_id_idx').on(t.adminId)],
);

/**
 * What was done, by whom: `actorId` is the person (the admin while acting as someone),
 * `subjectUserId` the user acted as. No foreign keys: the trail outlives deleted rows.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    subjectUserId: uuid('subject_user_id'),
    merchantId: uuid('merchant_id'),
    actAsSessionId: uuid('act_as_session_id'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_id_created_at_idx').on(t.actorId, t.createdAt),
    index('audit_log_merchant_id_created_at_idx').on(t.merchantId, t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type AdminProfile = typeof adminProfiles.$inferSelect;
export type UserTwoFactor = typeof userTwoFactor.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;
export type ApprovalRule = typeof approvalRules.$inferSelect;
export type ActAsSession = typeof actAsSessions.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type Merchant = typeof merchants.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;
export type EmailMessage = typeof emailMessages.$inferSelect;
