import { bodyCall, callApi } from '@arara/api-client/call';
import { endpointKey, endpointQueryOptions } from '@arara/api-client/query';
import {
  approvalRuleEndpoints,
  invitationEndpoints,
  merchantEndpoints,
  type TCreateApprovalRuleRequest,
  type TMembershipStatus,
  type TUpdateApprovalRuleRequest,
  type TUpdateMerchantRequest,
  teamEndpoints,
} from '@arara/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * Merchants, team and approval rules: the calls of the settings, merchant and invitation
 * screens (lazy routes), kept off /login, which has a weight budget. Query keys come from the
 * endpoints (docs/architecture.md "Endpoints as data").
 */

export const merchantQuery = (merchantId: string) =>
  endpointQueryOptions(merchantEndpoints.get, { params: { merchantId } });

export const membersQuery = (merchantId: string) =>
  endpointQueryOptions(teamEndpoints.members, { params: { merchantId } });

export const approvalRulesQuery = (merchantId: string) =>
  endpointQueryOptions(approvalRuleEndpoints.list, { params: { merchantId } });

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...endpointKey(invitationEndpoints.lookup), token] as const,
    // POST: the token stays out of URLs, which proxies and servers log.
    queryFn: ({ signal }) => callApi(invitationEndpoints.lookup, { body: { token }, signal }),
    // An invalid token stays invalid: no retry.
    retry: false,
  });

export const createMerchant = bodyCall(merchantEndpoints.create);

export const updateMerchant = (merchantId: string, body: TUpdateMerchantRequest) =>
  callApi(merchantEndpoints.update, { params: { merchantId }, body });

export const setMemberStatus = (merchantId: string, userId: string, status: TMembershipStatus) =>
  callApi(teamEndpoints.updateMember, { params: { merchantId, userId }, body: { status } });

export const revokeMember = (merchantId: string, userId: string) =>
  callApi(teamEndpoints.removeMember, { params: { merchantId, userId } });

export const revokeInvitation = (merchantId: string, invitationId: string) =>
  callApi(teamEndpoints.revokeInvitation, { params: { merchantId, invitationId } });

export const sendInvitations = bodyCall(invitationEndpoints.create);

export const acceptInvitation = bodyCall(invitationEndpoints.accept);

export const createApprovalRule = (merchantId: string, body: TCreateApprovalRuleRequest) =>
  callApi(approvalRuleEndpoints.create, { params: { merchantId }, body });

export const updateApprovalRule = (
  merchantId: string,
  ruleId: string,
  body: TUpdateApprovalRuleRequest,
) => callApi(approvalRuleEndpoints.update, { params: { merchantId, ruleId }, body });

export const deleteApprovalRule = (merchantId: string, ruleId: string) =>
  callApi(approvalRuleEndpoints.delete, { params: { merchantId, ruleId } });
