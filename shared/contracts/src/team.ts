import * as z from 'zod/mini';
import { documentDigits, isValidCnpj } from './br-documents';
import type { Endpoint } from './endpoint';
import { requiredOr } from './field-errors';
import { ZLanguage } from './auth';
import {
  EMAIL_MAX,
  looksLikeName,
  NAME_MAX,
  PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
} from './identity';
import { ZMembershipRole, ZMerchantStatus } from './me';
import { ZApprovalOperation, ZMembershipStatus, ZMerchantPermission } from './permissions';

/**
 * Merchants, team (members and invitations) and approval rules. Error texts are i18n keys;
 * the ones specific to these screens live in the `team` namespace (locales/<lang>/team.json:
 * `team:merchants.*`, `team:team.*`, `team:settings.*`), loaded only by the screens that use
 * it; i18next resolves the `ns:` prefix from any namespace.
 */

const required = { error: 'validation.required' } as const;
const requiredString = () => z.string(required).check(z.minLength(1, required));

// ---------------------------------------------------------------------------------------------
// Merchants

/** Add a merchant: the caller becomes its owner. `document` may carry the CNPJ punctuation. */
export const ZCreateMerchantRequest = z.object({
  name: requiredString().check(
    z.refine((value) => value.trim().length > 0, required),
    z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
  ),
  document: requiredString().check(
    z.refine((value) => isValidCnpj(documentDigits(value)), {
      error: 'team:merchants.validation.invalidCnpj',
    }),
  ),
});
export type TCreateMerchantRequest = z.infer<typeof ZCreateMerchantRequest>;

/** A merchant as its member sees it, with the member's role and what the role allows. */
export const ZMerchantDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  document: z.string().check(z.regex(/^\d{14}$/)),
  status: ZMerchantStatus,
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
      z.refine((value) => value.trim().length > 0, required),
      z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
    ),
  ),
  defaultLanguage: z.optional(ZLanguage),
  requireTwoFactor: z.optional(z.boolean()),
});
export type TUpdateMerchantRequest = z.infer<typeof ZUpdateMerchantRequest>;

export const ZMerchantParams = z.object({ merchantId: z.uuid() });

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

export const ZMemberParams = z.object({ merchantId: z.uuid(), userId: z.uuid() });

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

/** Spec §5: 'Email is required', 'Invalid email' (the invitation's own wording). */
export const invitationEmailField = () =>
  z
    .email({
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'team:team.validation.emailRequired'
          : 'team:team.validation.invalidEmail',
    })
    .check(z.maxLength(EMAIL_MAX, { error: 'validation.emailTooLong' }));

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

export const ZInvitationParams = z.object({ merchantId: z.uuid(), invitationId: z.uuid() });

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
  name: z.optional(
    requiredString().check(
      z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
      z.refine(looksLikeName, { error: 'validation.notAName' }),
    ),
  ),
  password: z.optional(
    requiredString().check(
      z.minLength(REGISTER_PASSWORD_MIN, { error: 'validation.passwordMin8' }),
      z.maxLength(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
    ),
  ),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** The new-account form of /accept-invitation. */
export const ZAcceptInvitationForm = z
  .object({
    name: requiredString().check(
      z.maxLength(NAME_MAX, { error: 'validation.nameTooLong' }),
      z.refine(looksLikeName, { error: 'validation.notAName' }),
    ),
    password: requiredString().check(
      z.minLength(REGISTER_PASSWORD_MIN, { error: 'validation.passwordMin8' }),
      z.maxLength(PASSWORD_MAX, { error: 'validation.passwordTooLong' }),
    ),
    confirmPassword: requiredString(),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      error: 'validation.passwordsMustMatch',
      path: ['confirmPassword'],
    }),
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
  .number(required)
  .check(
    z.int({ error: 'team:settings.rules.validation.amountPositive' }),
    z.positive({ error: 'team:settings.rules.validation.amountPositive' }),
    z.lte(Number.MAX_SAFE_INTEGER, { error: 'team:settings.rules.validation.amountPositive' }),
  );
const ZRequiredApprovals = z
  .number(required)
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

export const ZApprovalRuleParams = z.object({ merchantId: z.uuid(), ruleId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Endpoints (docs/architecture.md "Endpoints as data")

/** Merchants: adding one, reading it and its company settings. */
export const merchantEndpoints = {
  create: {
    method: 'POST',
    path: '/merchants',
    access: 'user',
    group: 'merchants',
    summary: 'Add a merchant; the caller becomes its owner',
    description:
      'The CNPJ must have valid check digits (400 `fields.document`); one already registered ' +
      'is a 409 CONFLICT. The merchant starts in onboarding.',
    body: ZCreateMerchantRequest,
    response: ZMerchantDetail,
    status: 201,
    errors: [400, 401, 403, 409],
    invalidates: ['me'],
  },
  get: {
    method: 'GET',
    path: '/merchants/:merchantId',
    access: { merchant: 'merchant.read' },
    group: 'merchants',
    summary: 'A merchant, with the caller’s role and permissions',
    params: ZMerchantParams,
    response: ZMerchantDetail,
    errors: [400, 401, 403, 404],
  },
  update: {
    method: 'PATCH',
    path: '/merchants/:merchantId',
    access: { merchant: 'merchant.update' },
    group: 'merchants',
    summary: 'Company settings: name, default language, two-factor requirement',
    description: '403 without merchant.update.',
    params: ZMerchantParams,
    body: ZUpdateMerchantRequest,
    response: ZMerchantDetail,
    errors: [400, 401, 403, 404],
    invalidates: ['merchants', 'me'],
  },
} as const satisfies Record<string, Endpoint>;

/** The team of a merchant: members and the invitations pending for it. */
export const teamEndpoints = {
  members: {
    method: 'GET',
    path: '/merchants/:merchantId/members',
    access: { merchant: 'team.read' },
    group: 'team',
    summary: 'Members (active and blocked) and pending invitations',
    params: ZMerchantParams,
    response: ZMembersResponse,
    errors: [400, 401, 403, 404],
  },
  updateMember: {
    method: 'PATCH',
    path: '/merchants/:merchantId/members/:userId',
    access: { merchant: 'team.manage' },
    group: 'team',
    summary: 'Block, unblock or change the role of a member',
    description:
      'Nobody changes themselves; only an owner changes an owner or makes someone owner; the ' +
      'merchant keeps at least one active owner (403 otherwise).',
    params: ZMemberParams,
    body: ZUpdateMemberRequest,
    response: ZTeamMember,
    errors: [400, 401, 403, 404],
    invalidates: ['team'],
  },
  removeMember: {
    method: 'DELETE',
    path: '/merchants/:merchantId/members/:userId',
    access: { merchant: 'team.manage' },
    group: 'team',
    summary: 'Revoke a member’s access to the merchant',
    description: 'Same rules as blocking.',
    params: ZMemberParams,
    status: 204,
    errors: [400, 401, 403, 404],
    invalidates: ['team'],
  },
  invitations: {
    method: 'GET',
    path: '/merchants/:merchantId/invitations',
    access: { merchant: 'team.read' },
    group: 'team',
    summary: 'Pending invitations that cover the merchant',
    params: ZMerchantParams,
    response: ZInvitationsResponse,
    errors: [400, 401, 403, 404],
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/merchants/:merchantId/invitations/:invitationId',
    access: { merchant: 'team.manage' },
    group: 'team',
    summary: 'Revoke a pending invitation for this merchant',
    description:
      'The merchant leaves the invitation; an invitation left without merchants is revoked ' +
      '(its link stops working).',
    params: ZInvitationParams,
    status: 204,
    errors: [400, 401, 403, 404],
    invalidates: ['team'],
  },
} as const satisfies Record<string, Endpoint>;

/** Invitations across merchants: sending them, and the public link's lookup and accept. */
export const invitationEndpoints = {
  create: {
    method: 'POST',
    path: '/invitations',
    access: 'user',
    group: 'team',
    summary: 'Invite people (1 to 20 e-mails) with a role to one or more merchants',
    description:
      'Needs team.manage on EVERY merchant (404 for a merchant the caller is not an active ' +
      'member of, 403 when the role lacks it); only an owner invites an owner. Each e-mail ' +
      'gets a 7-day single-use link; the result says per e-mail whether it was sent ' +
      '(`failed` with `alreadyMember` when the address already belongs to every merchant). ' +
      'Rate limited per inviting user and per client address, one hit per e-mail (429 ' +
      'with Retry-After; then none of the batch is sent).',
    body: ZCreateInvitationsRequest,
    response: ZCreateInvitationsResponse,
    errors: [400, 401, 403, 404, 429],
    invalidates: ['team'],
  },
  /** POST: the token stays out of URLs, which proxies and servers log. */
  lookup: {
    method: 'POST',
    path: '/invitations/lookup',
    access: 'public',
    group: 'team',
    summary: 'What an invitation link offers (public)',
    description:
      'Unknown, used, revoked or expired tokens are 400 INVALID_TOKEN "This invitation is ' +
      'invalid or has expired". The token travels in the body, never in the URL (access ' +
      'logs record URLs).',
    body: ZInvitationLookupRequest,
    response: ZInvitationLookupResponse,
    errors: [400],
  },
  accept: {
    method: 'POST',
    path: '/invitations/accept',
    access: 'public',
    group: 'team',
    summary: 'Accept an invitation (public)',
    description:
      'Without an account for the invited e-mail, `name` and `password` (register rules) ' +
      'create a verified one; with an account the token alone adds the memberships and the ' +
      'invitee signs in as usual. Single use.',
    body: ZAcceptInvitationRequest,
    response: ZAcceptInvitationResponse,
    errors: [400],
    invalidates: ['me'],
  },
} as const satisfies Record<string, Endpoint>;

/** The approval rules of a merchant (enforced by the payments flows). */
export const approvalRuleEndpoints = {
  list: {
    method: 'GET',
    path: '/merchants/:merchantId/approval-rules',
    access: { merchant: 'merchant.read' },
    group: 'approval rules',
    summary: 'The merchant’s approval rules',
    params: ZMerchantParams,
    response: ZApprovalRulesResponse,
    errors: [400, 401, 403, 404],
  },
  create: {
    method: 'POST',
    path: '/merchants/:merchantId/approval-rules',
    access: { merchant: 'approvalRules.manage' },
    group: 'approval rules',
    summary: 'Add an approval rule',
    description:
      'Movements of `operation` from `minAmount` cents up will need `requiredApprovals` ' +
      'approvals by `approverRole` or above (stored now, enforced by the payments flows).',
    params: ZMerchantParams,
    body: ZCreateApprovalRuleRequest,
    response: ZApprovalRule,
    status: 201,
    errors: [400, 401, 403, 404],
    invalidates: ['approval rules'],
  },
  update: {
    method: 'PATCH',
    path: '/merchants/:merchantId/approval-rules/:ruleId',
    access: { merchant: 'approvalRules.manage' },
    group: 'approval rules',
    summary: 'Change or (de)activate an approval rule',
    params: ZApprovalRuleParams,
    body: ZUpdateApprovalRuleRequest,
    response: ZApprovalRule,
    errors: [400, 401, 403, 404],
    invalidates: ['approval rules'],
  },
  delete: {
    method: 'DELETE',
    path: '/merchants/:merchantId/approval-rules/:ruleId',
    access: { merchant: 'approvalRules.manage' },
    group: 'approval rules',
    summary: 'Delete an approval rule',
    params: ZApprovalRuleParams,
    status: 204,
    errors: [400, 401, 403, 404],
    invalidates: ['approval rules'],
  },
} as const satisfies Record<string, Endpoint>;
