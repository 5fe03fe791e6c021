import {
  type TAdminPermission,
  type TAdminProfileStatus,
  type TApprovalOperation,
  type TLanguage,
  type TMembershipRole,
  type TMembershipStatus,
  type TMerchantStatus,
  type TUserStatus,
  ZAdminProfileStatus,
  ZApprovalOperation,
  ZApproverRole,
  ZLanguage,
  ZMembershipRole,
  ZMembershipStatus,
  ZMerchantStatus,
  ZUserStatus,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, requiredRef, timestamps, timestampTz, uuidPrimaryKey } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Back-office profile of an admin (its permissions); null for merchant users. */
    adminProfileId: uuid('admin_profile_id').references((): AnyPgColumn => adminProfiles.id, {
      onDelete: 'set null',
    }),
    language: text('language').$type<TLanguage>().notNull().default('pt-BR'),
    emailVerifiedAt: timestampTz('email_verified_at'),
    /** When the user accepted the terms at sign-up (null for seeded and invited users). */
    termsAcceptedAt: timestampTz('terms_accepted_at'),
    lastLoginAt: timestampTz('last_login_at'),
    /** CPF (11 digits) when known. */
    document: text('document'),
    /** docs/back-office.md "Users": a blocked user is refused everywhere at once. */
    status: text('status').$type<TUserStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    // Lookups compare lower-cased input, so the stored value must already be lower-case.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    oneOf('users_language_valid', t.language, ZLanguage.options),
    oneOf('users_status_valid', t.status, ZUserStatus.options),
    check('users_document_cpf', sql`${t.document} ~ '^[0-9]{11}$'`),
  ],
);

export const merchants = pgTable(
  'merchants',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    document: text('document').notNull().unique(),
    status: text('status').$type<TMerchantStatus>().notNull().default('onboarding'),
    /** Language of the merchant's e-mails to people who have no account yet (invitations). */
    defaultLanguage: text('default_language').$type<TLanguage>().notNull().default('pt-BR'),
    /** Every member must sign in with a second factor (login leads to setup when missing). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** The merchant form's individual section (docs/back-office.md "Merchants"), when filled. */
    individual: jsonb('individual').$type<Record<string, unknown>>(),
    /** The merchant form's business section, when filled. */
    business: jsonb('business').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    oneOf('merchants_default_language_valid', t.defaultLanguage, ZLanguage.options),
    // The numeric CNPJ and the alphanumeric one (from July 2026): 12 of 0–9 / A–Z, 2 digits.
    check('merchants_document_cnpj', sql`${t.document} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    oneOf('merchants_status_valid', t.status, ZMerchantStatus.options),
  ],
);

/** The merchant a row belongs to (`merchant_id`, required). */
export const merchantRef = (actions?: { onDelete: 'cascade' }) =>
  requiredRef('merchant_id', () => merchants.id, actions);

/** The user a row belongs to (`user_id`, required), deleted with the user. */
export const userRef = () => requiredRef('user_id', () => users.id, { onDelete: 'cascade' });

export const memberships = pgTable(
  'memberships',
  {
    userId: userRef(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    role: text('role').$type<TMembershipRole>().notNull(),
    /** A blocked member keeps the membership row but loses access until unblocked. */
    status: text('status').$type<TMembershipStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.merchantId] }),
    index('memberships_merchant_id_idx').on(t.merchantId),
    oneOf('memberships_role_valid', t.role, ZMembershipRole.options),
    oneOf('memberships_status_valid', t.status, ZMembershipStatus.options),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidPrimaryKey(),
    userId: userRef(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
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
    id: uuidPrimaryKey(),
    userId: userRef(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    oneOf('one_time_tokens_purpose_valid', t.purpose, oneTimeTokenPurposes),
  ],
);

export const emailTransports = ['smtp', 'outbox'] as const;
export type EmailTransport = (typeof emailTransports)[number];

/** Every e-mail the API sends: 'outbox' until an SMTP server accepted it, then 'smtp'. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuidPrimaryKey(),
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
    oneOf('email_messages_language_valid', t.language, ZLanguage.options),
    oneOf('email_messages_transport_valid', t.transport, emailTransports),
  ],
);

/** Fixed-window counters for rate limits, keyed like `login:email:<address>`. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestampTz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/** Back-office profiles: a permissions list, or every permission for a super admin. */
export const adminProfiles = pgTable(
  'admin_profiles',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull().unique(),
    /** Lower-case letters, digits and hyphens; unique. */
    slug: text('slug').notNull().unique(),
    description: text('description'),
    permissions: jsonb('permissions').$type<TAdminPermission[]>().notNull().default([]),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** An inactive profile grants no permission. */
    status: text('status').$type<TAdminProfileStatus>().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    check('admin_profiles_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    oneOf('admin_profiles_status_valid', t.status, ZAdminProfileStatus.options),
  ],
);

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
  enabledAt: timestampTz('enabled_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...timestamps(),
});

/** One-time recovery codes, SHA-256 only; shown once when two-factor is turned on. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuidPrimaryKey(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_id_idx').on(t.userId)],
);

/** An invitation to one or more merchants with a role; the token is e-mailed, SHA-256 stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<TMembershipRole>().notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invitations_email_idx').on(t.email),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    oneOf('invitations_role_valid', t.role, ZMembershipRole.options),
  ],
);

export const invitationMerchants = pgTable(
  'invitation_merchants',
  {
    invitationId: requiredRef('invitation_id', () => invitations.id, { onDelete: 'cascade' }),
    merchantId: merchantRef({ onDelete: 'cascade' }),
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
    id: uuidPrimaryKey(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    operation: text('operation').$type<TApprovalOperation>().notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    approverRole: text('approver_role').$type<TMembershipRole>().notNull(),
    requiredApprovals: integer('required_approvals').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('approval_rules_merchant_id_idx').on(t.merchantId),
    check('approval_rules_min_amount_positive', sql`${t.minAmount} > 0`),
    check('approval_rules_required_approvals_range', sql`${t.requiredApprovals} between 1 and 5`),
    oneOf('approval_rules_operation_valid', t.operation, ZApprovalOperation.options),
    oneOf('approval_rules_approver_role_valid', t.approverRole, ZApproverRole.options),
  ],
);

/** An admin acting on behalf of a user in one of the user's merchants. */
export const actAsSessions = pgTable(
  'act_as_sessions',
  {
    id: uuidPrimaryKey(),
    adminId: requiredRef('admin_id', () => users.id, { onDelete: 'cascade' }),
    userId: userRef(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    endedAt: timestampTz('ended_at'),
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
    id: uuidPrimaryKey(),
    actorId: uuid('actor_id').notNull(),
    subjectUserId: uuid('subject_user_id'),
    merchantId: uuid('merchant_id'),
    actAsSessionId: uuid('act_as_session_id'),
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    /** What a back-office write changed: `provider`, `fee`, `user`… and its id. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** `{ before, after }` of a back-office write (secrets left out). */
    details: jsonb('details').$type<{ before?: unknown; after?: unknown }>(),
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
