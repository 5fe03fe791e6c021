import { apiRequest } from '@arara/api-client';
import { queryKeys } from '@arara/api-client/query';
import {
  type TAcceptInvitationRequest,
  type TAcceptInvitationResponse,
  type TApprovalRule,
  type TApprovalRulesResponse,
  type TCreateApprovalRuleRequest,
  type TCreateInvitationsRequest,
  type TCreateInvitationsResponse,
  type TCreateMerchantRequest,
  type TInvitationLookupResponse,
  type TMembersResponse,
  type TMerchantDetail,
  type TMembershipStatus,
  type TUpdateApprovalRuleRequest,
  type TUpdateMerchantRequest,
  ZAcceptInvitationResponse,
  ZApprovalRule,
  ZApprovalRulesResponse,
  ZCreateInvitationsResponse,
  ZInvitationLookupResponse,
  ZMembersResponse,
  ZMerchantDetail,
} from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * Merchants, team and approval rules: the calls of the settings, merchant and invitation
 * screens (lazy routes), kept out of @arara/api-client, which /login downloads.
 */
export const teamKeys = {
  merchant: (merchantId: string) => [...queryKeys.shell.all, 'merchant', merchantId] as const,
  members: (merchantId: string) => [...queryKeys.shell.all, 'members', merchantId] as const,
  approvalRules: (merchantId: string) =>
    [...queryKeys.shell.all, 'approval-rules', merchantId] as const,
  invitation: (token: string) => [...queryKeys.shell.all, 'invitation', token] as const,
};

const merchantPath = (merchantId: string) => `/merchants/${encodeURIComponent(merchantId)}`;

export const merchantQuery = (merchantId: string) =>
  queryOptions({
    queryKey: teamKeys.merchant(merchantId),
    queryFn: ({ signal }) =>
      apiRequest(merchantPath(merchantId), { schema: ZMerchantDetail, signal }),
  });

export const membersQuery = (merchantId: string) =>
  queryOptions({
    queryKey: teamKeys.members(merchantId),
    queryFn: ({ signal }): Promise<TMembersResponse> =>
      apiRequest(`${merchantPath(merchantId)}/members`, { schema: ZMembersResponse, signal }),
  });

export const approvalRulesQuery = (merchantId: string) =>
  queryOptions({
    queryKey: teamKeys.approvalRules(merchantId),
    queryFn: ({ signal }): Promise<TApprovalRulesResponse> =>
      apiRequest(`${merchantPath(merchantId)}/approval-rules`, {
        schema: ZApprovalRulesResponse,
        signal,
      }),
  });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }): Promise<TInvitationLookupResponse> =>
      // POST: the token stays out of URLs, which proxies and servers log.
      apiRequest('/invitations/lookup', {
        method: 'POST',
        body: { token },
        schema: ZInvitationLookupResponse,
        isPublic: true,
        signal,
      }),
    // An invalid token stays invalid: no retry.
    retry: false,
  });

export function createMerchant(input: TCreateMerchantRequest): Promise<TMerchantDetail> {
  return apiRequest('/merchants', { method: 'POST', body: input, schema: ZMerchantDetail });
}

export function updateMerchant(
  merchantId: string,
  input: TUpdateMerchantRequest,
): Promise<TMerchantDetail> {
  return apiRequest(merchantPath(merchantId), {
    method: 'PATCH',
    body: input,
    schema: ZMerchantDetail,
  });
}

export function setMemberStatus(
  merchantId: string,
  userId: string,
  status: TMembershipStatus,
): Promise<void> {
  return apiRequest(`${merchantPath(merchantId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { status },
  });
}

export function revokeMember(merchantId: string, userId: string): Promise<void> {
  return apiRequest(`${merchantPath(merchantId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function revokeInvitation(merchantId: string, invitationId: string): Promise<void> {
  return apiRequest(`${merchantPath(merchantId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

export function sendInvitations(
  input: TCreateInvitationsRequest,
): Promise<TCreateInvitationsResponse> {
  return apiRequest('/invitations', {
    method: 'POST',
    body: input,
    schema: ZCreateInvitationsResponse,
  });
}

export function acceptInvitation(
  input: TAcceptInvitationRequest,
): Promise<TAcceptInvitationResponse> {
  return apiRequest('/invitations/accept', {
    method: 'POST',
    body: input,
    schema: ZAcceptInvitationResponse,
    isPublic: true,
  });
}

export function createApprovalRule(
  merchantId: string,
  input: TCreateApprovalRuleRequest,
): Promise<TApprovalRule> {
  return apiRequest(`${merchantPath(merchantId)}/approval-rules`, {
    method: 'POST',
    body: input,
    schema: ZApprovalRule,
  });
}

export function updateApprovalRule(
  merchantId: string,
  ruleId: string,
  input: TUpdateApprovalRuleRequest,
): Promise<TApprovalRule> {
  return apiRequest(`${merchantPath(merchantId)}/approval-rules/${encodeURIComponent(ruleId)}`, {
    method: 'PATCH',
    body: input,
    schema: ZApprovalRule,
  });
}

export function deleteApprovalRule(merchantId: string, ruleId: string): Promise<void> {
  return apiRequest(`${merchantPath(merchantId)}/approval-rules/${encodeURIComponent(ruleId)}`, {
    method: 'DELETE',
  });
}
