import * as z from 'zod/mini';
import { merchantParams } from './endpoint';
import { normalizeCnpj } from './br-documents';
import { REQUIRED, requiredOr, requiredString } from './field-errors';
import { ZLanguage } from './auth';
import {
  emailFieldWith,
  NAME_MAX,
  personNameField,
  registerPasswordField,
  withPasswordConfirmation,
} from './identity';
import { merchantIdentityFields, ZMembershipRole } from './me';
import { ZApprovalOperation, ZMembershipStatus, ZMerchantPermission } from './permissions';

/**
 * Merchants, team (members and invitations) and approval rules. Error texts are i18n keys;
 * the ones specific to these screens live in the `team` namespace (locales/<lang>/team.json:
 * `team:merchants.*`, `team:team.*`, `team:settings.*`), loaded only by the screens that use
 * it; i18next resolves the `ns:` prefix from any namespace.
 */

// ---------------------------------------------------------------------------------------------
// Merchants

/** Add a merchant: the caller becomes its owner. `document` may carry the CNPJ punctuation. */
export const ZCreateMerchantRequest = z.object({
  name: requiredString().check(
    z.refine((value) => value.trim().length > 0, REQUIRED),
    z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
  ),
  document: requiredString().check(
    z.refine((value) => normalizeCnpj(value) !== null, {
      error: 'team:merchants.validation.invalidCnpj',
    }),
  ),
});
export type TCreateMerchantRequest = z.infer<typeof ZCreateMerchantRequest>;

/** A merchant as its member sees it, with the member's role and what the role allows. */
export const ZMerchantDetail = z.object({
  ...merchantIdentityFields,
  defaultLanguage: ZLanguage,
  requireTwoFactor: z.boolean(),
  role: ZMembershipRole,
  permissions: z.array(ZMerchantPermission),
  createdAt: z.iso.datetime(),
});
export type TMerchantDetail = z.infer<typeof ZMerchantDetail>;

export const ZUpdateMerchantRequest = z.object({
  name: z.optional(
    requiredString().check(
      z.refine((value) => value.trim().length > 0, REQUIRED),
      z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
    ),
  ),
  defaultLanguage: z.optional(ZLanguage),
  requireTwoFactor: z.optional(z.boolean()),
});
export type TUpdateMerchantRequest = z.infer<typeof ZUpdateMerchantRequest>;

// ---------------------------------------------------------------------------------------------
// Members

export const ZTeamMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: ZMembershipRole,
  status: ZMembershipStatus,
  createdAt: z.iso.datetime(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

/** A pending invitation covering the merchant (not accepted, not revoked, not expired). */
export const ZPendingInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZMembershipRole,
  status: z.literal('invited'),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

export const ZMembersResponse = z.object({
  members: z.array(ZTeamMember),
  invitations: z.array(ZPendingInvitation),
});
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

export const ZInvitationsResponse = z.object({ invitations: z.array(ZPendingInvitation) });
export type TInvitationsResponse = z.infer<typeof ZInvitationsResponse>;

export const ZMemberParams = merchantParams({ userId: z.uuid() });

/** Block or unblock a member, or change the member's role. */
export const ZUpdateMemberRequest = z
  .object({ status: z.optional(ZMembershipStatus), role: z.optional(ZMembershipRole) })
  .check(
    z.refine((body) => body.status !== undefined || body.role !== undefined, {
      error: 'validation.required',
      path: ['status'],
    }),
  );
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

// ---------------------------------------------------------------------------------------------
// Invitations

export const INVITATION_EMAILS_MAX = 20;

/** 'Email is required', 'Invalid email' (the invitation's own wording). */
export const invitationEmailField = () =>
  emailFieldWith('team:team.validation.emailRequired', 'team:team.validation.invalidEmail');

const normalizedEmail = (email: string) => email.trim().toLowerCase();

export const ZCreateInvitationsRequest = z.object({
  emails: z.array(invitationEmailField(), { error: 'team:team.validation.emailRequired' }).check(
    z.minLength(1, { error: 'team:team.validation.emailRequired' }),
    z.maxLength(INVITATION_EMAILS_MAX, { error: 'team:team.validation.tooManyEmails' }),
    z.refine((emails) => new Set(emails.map(normalizedEmail)).size === emails.length, {
      error: 'team:team.validation.duplicateEmail',
    }),
  ),
  role: ZMembershipRole,
  merchantIds: z
    .array(z.uuid(), { error: 'team:team.validation.merchantRequired' })
    .check(z.minLength(1, { error: 'team:team.validation.merchantRequired' })),
});
export type TCreateInvitationsRequest = z.infer<typeof ZCreateInvitationsRequest>;

export const ZInvitationFailureReason = z.enum(['alreadyMember', 'sendFailed']);

export const ZInvitationResult = z.object({
  email: z.string(),
  status: z.enum(['sent', 'failed']),
  reason: z.optional(ZInvitationFailureReason),
});
export type TInvitationResult = z.infer<typeof ZInvitationResult>;

export const ZCreateInvitationsResponse = z.object({ results: z.array(ZInvitationResult) });
export type TCreateInvitationsResponse = z.infer<typeof ZCreateInvitationsResponse>;

export const ZInvitationParams = merchantParams({ invitationId: z.uuid() });

/** POST body, not a query string: URLs (with their tokens) end up in access logs. */
export const ZInvitationLookupRequest = z.object({ token: requiredString() });
export type TInvitationLookupRequest = z.infer<typeof ZInvitationLookupRequest>;

export const ZInvitationLookupResponse = z.object({
  email: z.string(),
  role: ZMembershipRole,
  merchants: z.array(z.object({ name: z.string() })),
  /** An account with this e-mail exists: accepting needs no name or password. */
  hasAccount: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type TInvitationLookupResponse = z.infer<typeof ZInvitationLookupResponse>;

/** Without an account, `name` and `password` (the register rules) create one. */
export const ZAcceptInvitationRequest = z.object({
  token: requiredString(),
  name: z.optional(personNameField()),
  password: z.optional(registerPasswordField()),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** The new-account form of /accept-invitation. */
export const ZAcceptInvitationForm = withPasswordConfirmation(
  { name: personNameField(), password: registerPasswordField() },
  'password',
);
export type TAcceptInvitationForm = z.infer<typeof ZAcceptInvitationForm>;

export const ZAcceptInvitationResponse = z.object({
  email: z.string(),
  merchants: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

// ---------------------------------------------------------------------------------------------
// Approval rules

/** Roles that can approve a held movement. */
export const ZApproverRole = z.enum(
  ['owner', 'admin', 'manager'],
  requiredOr('team:settings.rules.validation.approverRole'),
);
export type TApproverRole = z.infer<typeof ZApproverRole>;

export const APPROVALS_MAX = 5;

/** Cents; a positive integer. */
const ZMinAmount = z
  .number(REQUIRED)
  .check(
    z.int({ error: 'team:settings.rules.validation.amountPositive' }),
    z.positive({ error: 'team:settings.rules.validation.amountPositive' }),
    z.lte(Number.MAX_SAFE_INTEGER, { error: 'team:settings.rules.validation.amountPositive' }),
  );
const ZRequiredApprovals = z
  .number(REQUIRED)
  .check(
    z.int({ error: 'team:settings.rules.validation.approvalsRange' }),
    z.gte(1, { error: 'team:settings.rules.validation.approvalsRange' }),
    z.lte(APPROVALS_MAX, { error: 'team:settings.rules.validation.approvalsRange' }),
  );

export const ZApprovalRule = z.object({
  id: z.uuid(),
  operation: ZApprovalOperation,
  minAmount: z.number(),
  approverRole: ZApproverRole,
  requiredApprovals: z.number(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TApprovalRule = z.infer<typeof ZApprovalRule>;

export const ZApprovalRulesResponse = z.object({ rules: z.array(ZApprovalRule) });
export type TApprovalRulesResponse = z.infer<typeof ZApprovalRulesResponse>;

export const ZCreateApprovalRuleRequest = z.object({
  operation: z.enum(
    ZApprovalOperation.options,
    requiredOr('team:settings.rules.validation.operation'),
  ),
  minAmount: ZMinAmount,
  approverRole: ZApproverRole,
  requiredApprovals: ZRequiredApprovals,
});
export type TCreateApprovalRuleRequest = z.infer<typeof ZCreateApprovalRuleRequest>;

export const ZUpdateApprovalRuleRequest = z.object({
  minAmount: z.optional(ZMinAmount),
  approverRole: z.optional(ZApproverRole),
  requiredApprovals: z.optional(ZRequiredApprovals),
  active: z.optional(z.boolean()),
});
export type TUpdateApprovalRuleRequest = z.infer<typeof ZUpdateApprovalRuleRequest>;

export const ZApprovalRuleParams = merchantParams({ ruleId: z.uuid() });
