import { type Endpoint, merchantEndpoint } from './endpoint';
import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZApprovalRule,
  ZApprovalRuleParams,
  ZApprovalRulesResponse,
  ZCreateApprovalRuleRequest,
  ZCreateInvitationsRequest,
  ZCreateInvitationsResponse,
  ZCreateMerchantRequest,
  ZInvitationLookupRequest,
  ZInvitationLookupResponse,
  ZInvitationParams,
  ZInvitationsResponse,
  ZMemberParams,
  ZMembersResponse,
  ZMerchantDetail,
  ZTeamMember,
  ZUpdateApprovalRuleRequest,
  ZUpdateMemberRequest,
  ZUpdateMerchantRequest,
} from './team';

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
  get: merchantEndpoint({
    method: 'GET',
    path: '',
    access: 'merchant.read',
    group: 'merchants',
    summary: 'A merchant, with the caller’s role and permissions',
    response: ZMerchantDetail,
  }),
  update: merchantEndpoint({
    method: 'PATCH',
    path: '',
    access: 'merchant.update',
    group: 'merchants',
    summary: 'Company settings: name, default language, two-factor requirement',
    description: '403 without merchant.update.',
    body: ZUpdateMerchantRequest,
    response: ZMerchantDetail,
    invalidates: ['merchants', 'me'],
  }),
} as const satisfies Record<string, Endpoint>;

/** The team of a merchant: members and the invitations pending for it. */
export const teamEndpoints = {
  members: merchantEndpoint({
    method: 'GET',
    path: '/members',
    access: 'team.read',
    group: 'team',
    summary: 'Members (active and blocked) and pending invitations',
    response: ZMembersResponse,
  }),
  updateMember: merchantEndpoint({
    method: 'PATCH',
    path: '/members/:userId',
    access: 'team.manage',
    group: 'team',
    summary: 'Block, unblock or change the role of a member',
    description:
      'Nobody changes themselves; only an owner changes an owner or makes someone owner; the ' +
      'merchant keeps at least one active owner (403 otherwise).',
    params: ZMemberParams,
    body: ZUpdateMemberRequest,
    response: ZTeamMember,
    invalidates: ['team'],
  }),
  removeMember: merchantEndpoint({
    method: 'DELETE',
    path: '/members/:userId',
    access: 'team.manage',
    group: 'team',
    summary: 'Revoke a member’s access to the merchant',
    description: 'Same rules as blocking.',
    params: ZMemberParams,
    status: 204,
    invalidates: ['team'],
  }),
  invitations: merchantEndpoint({
    method: 'GET',
    path: '/invitations',
    access: 'team.read',
    group: 'team',
    summary: 'Pending invitations that cover the merchant',
    response: ZInvitationsResponse,
  }),
  revokeInvitation: merchantEndpoint({
    method: 'DELETE',
    path: '/invitations/:invitationId',
    access: 'team.manage',
    group: 'team',
    summary: 'Revoke a pending invitation for this merchant',
    description:
      'The merchant leaves the invitation; an invitation left without merchants is revoked ' +
      '(its link stops working).',
    params: ZInvitationParams,
    status: 204,
    invalidates: ['team'],
  }),
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
  list: merchantEndpoint({
    method: 'GET',
    path: '/approval-rules',
    access: 'merchant.read',
    group: 'approval rules',
    summary: 'The merchant’s approval rules',
    response: ZApprovalRulesResponse,
  }),
  create: merchantEndpoint({
    method: 'POST',
    path: '/approval-rules',
    access: 'approvalRules.manage',
    group: 'approval rules',
    summary: 'Add an approval rule',
    description:
      'Movements of `operation` from `minAmount` cents up will need `requiredApprovals` ' +
      'approvals by `approverRole` or above (stored now, enforced by the payments flows).',
    body: ZCreateApprovalRuleRequest,
    response: ZApprovalRule,
    status: 201,
    invalidates: ['approval rules'],
  }),
  update: merchantEndpoint({
    method: 'PATCH',
    path: '/approval-rules/:ruleId',
    access: 'approvalRules.manage',
    group: 'approval rules',
    summary: 'Change or (de)activate an approval rule',
    params: ZApprovalRuleParams,
    body: ZUpdateApprovalRuleRequest,
    response: ZApprovalRule,
    invalidates: ['approval rules'],
  }),
  delete: merchantEndpoint({
    method: 'DELETE',
    path: '/approval-rules/:ruleId',
    access: 'approvalRules.manage',
    group: 'approval rules',
    summary: 'Delete an approval rule',
    params: ZApprovalRuleParams,
    status: 204,
    invalidates: ['approval rules'],
  }),
} as const satisfies Record<string, Endpoint>;
