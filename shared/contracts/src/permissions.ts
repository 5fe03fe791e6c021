import * as z from 'zod/mini';
import type { TMembershipRole } from './me';

/**
 * What a member may do in a merchant. The server checks these on every merchant-scoped
 * endpoint (docs/permissions.md); the client reads the same table only to hide what the
 * server would refuse anyway.
 */
export const MERCHANT_PERMISSIONS = [
  /** See the merchant, its balances, accounts, statements, documents, QR codes. */
  'merchant.read',
  /** Company settings: name, default language, two-factor requirement. */
  'merchant.update',
  'team.read',
  /** Invite, revoke, block and unblock members. */
  'team.manage',
  'approvalRules.manage',
  /** Virtual accounts, Pix keys, counterparties, QR codes. */
  'accounts.manage',
  /** Pix, transfers between accounts, withdrawals. */
  'money.move',
  /** Approve a movement held by an approval rule. */
  'approvals.decide',
  'compliance.manage',
  /** Webhooks, API keys, logs and events. */
  'developer.read',
  'developer.manage',
] as const;
export const ZMerchantPermission = z.enum(MERCHANT_PERMISSIONS);
export type TMerchantPermission = z.infer<typeof ZMerchantPermission>;

const READ = ['merchant.read', 'team.read'] as const satisfies TMerchantPermission[];

export const ROLE_PERMISSIONS: Readonly<Record<TMembershipRole, readonly TMerchantPermission[]>> = {
  owner: MERCHANT_PERMISSIONS,
  admin: MERCHANT_PERMISSIONS,
  manager: [...READ, 'accounts.manage', 'money.move', 'approvals.decide', 'compliance.manage'],
  developer: [...READ, 'developer.read', 'developer.manage'],
  viewer: [...READ, 'developer.read'],
};

export const roleCan = (role: TMembershipRole, permission: TMerchantPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Roles ordered from most to least powerful; an approver role includes those above it. */
export const ROLE_RANK: Readonly<Record<TMembershipRole, number>> = {
  owner: 4,
  admin: 3,
  manager: 2,
  developer: 1,
  viewer: 0,
};

export const ZMembershipStatus = z.enum(['active', 'blocked']);
export type TMembershipStatus = z.infer<typeof ZMembershipStatus>;

/** Movements an approval rule can hold. */
export const ZApprovalOperation = z.enum(['any', 'pix', 'between_accounts', 'withdrawal']);
export type TApprovalOperation = z.infer<typeof ZApprovalOperation>;

/** Back-office permissions carried by admin profiles; a super admin has all of them. */
export const ADMIN_PERMISSIONS = [
  'users.read',
  'users.manage',
  'users.actAs',
  'merchants.read',
  'merchants.manage',
  'profiles.manage',
  'kyc.review',
  'accounts.read',
  'accounts.manage',
  'fees.manage',
  'providers.manage',
  'transactions.read',
  'audit.read',
  'settings.manage',
] as const;
export const ZAdminPermission = z.enum(ADMIN_PERMISSIONS);
export type TAdminPermission = z.infer<typeof ZAdminPermission>;
