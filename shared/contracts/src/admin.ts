import * as z from 'zod/mini';
import { signInOutcome, userIdentityFields, ZAuthTokens } from './auth';
import { ZMembershipRole, ZMerchantStatus } from './me';
import { ZUserStatus } from './back-office';
import { ZAdminPermission, ZMembershipStatus } from './permissions';

export const ZAdminProfile = z.object({
  name: z.string(),
  isSuperAdmin: z.boolean(),
  /** Every permission when `isSuperAdmin`. */
  permissions: z.array(ZAdminPermission),
});
export type TAdminProfile = z.infer<typeof ZAdminProfile>;

export const ZAdmin = z.object({
  ...userIdentityFields,
  /** Null for an admin without a profile: signed in, but no permission. */
  profile: z.nullable(ZAdminProfile),
});
export type TAdmin = z.infer<typeof ZAdmin>;

/** A back-office session: only after the password and a second factor. */
export const ZAdminSignedInResponse = z.extend(ZAuthTokens, {
  status: z.enum(['signed_in']),
  admin: ZAdmin,
});
export type TAdminSignedInResponse = z.infer<typeof ZAdminSignedInResponse>;

/**
 * POST /admin/auth/login: the body is the merchant sign-in's (ZLoginRequest). The password
 * alone never opens the back office: `two_factor_required` (a challenge for
 * /admin/auth/login/two-factor) or, for an admin without two-factor, `two_factor_setup_required`
 * (a setup token for /auth/two-factor/setup, then /admin/auth/two-factor/enable).
 */
export const ZAdminLoginResponse = signInOutcome(ZAdminSignedInResponse);
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

/** POST /admin/auth/two-factor/enable: the recovery codes and the back-office session. */
export const ZAdminTwoFactorEnableResponse = z.object({
  recoveryCodes: z.array(z.string()),
  session: ZAdminSignedInResponse,
});
export type TAdminTwoFactorEnableResponse = z.infer<typeof ZAdminTwoFactorEnableResponse>;

export const ZAdminMeResponse = z.object({ admin: ZAdmin });
export type TAdminMeResponse = z.infer<typeof ZAdminMeResponse>;

export const ZAdminUserMerchant = z.object({
  id: z.uuid(),
  name: z.string(),
  /** CNPJ, 14 digits. */
  document: z.string(),
  merchantStatus: ZMerchantStatus,
  role: ZMembershipRole,
  /** A blocked membership cannot be acted in. */
  membershipStatus: ZMembershipStatus,
});
export type TAdminUserMerchant = z.infer<typeof ZAdminUserMerchant>;

export const ZAdminUser = z.object({
  ...userIdentityFields,
  isAdmin: z.boolean(),
  /** CPF (11 digits) when known. */
  document: z.nullable(z.string()),
  /** administrator when an admin, merchant when they own a merchant, else user. */
  role: z.enum(['administrator', 'merchant', 'user']),
  /** A `blocked` user is refused everywhere (docs/back-office.md "Profiles and users"). */
  status: ZUserStatus,
  /** An administrator's profile. */
  adminProfile: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  emailVerified: z.boolean(),
  /** ISO 8601; null when the user never signed in since sign-in times are kept. */
  lastLoginAt: z.nullable(z.string()),
  createdAt: z.string(),
  merchants: z.array(ZAdminUserMerchant),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZPageInfo = z.object({
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});

export const ZAdminUsersResponse = z.extend(ZPageInfo, { users: z.array(ZAdminUser) });
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZActAsResponse = z.object({
  sessionId: z.uuid(),
  user: z.object(userIdentityFields),
  merchant: z.object({ id: z.uuid(), name: z.string() }),
});
export type TActAsResponse = z.infer<typeof ZActAsResponse>;

export const ZAuditLogEntry = z.object({
  id: z.uuid(),
  /** Who did it: the admin while acting as someone. */
  actorId: z.uuid(),
  /** The actor's name and e-mail now (null once the user is deleted). */
  actorName: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
  subjectUserId: z.nullable(z.uuid()),
  merchantId: z.nullable(z.uuid()),
  actAsSessionId: z.nullable(z.uuid()),
  /**
   * `act-as.start`, `act-as.stop`, `<METHOD> <route>` of a request made while acting, or a
   * back-office write (`setting.update`, `profile.create`…).
   */
  action: z.string(),
  method: z.string(),
  /** Without the query string. */
  path: z.string(),
  statusCode: z.int(),
  ip: z.nullable(z.string()),
  /** A back-office write's target: `setting`, `profile`, `fee`… and its id; null otherwise. */
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  /** A back-office write's row before and after (null when created / deleted). */
  details: z.nullable(z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogResponse = z.extend(ZPageInfo, { entries: z.array(ZAuditLogEntry) });
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;
