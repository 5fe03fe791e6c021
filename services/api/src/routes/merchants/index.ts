import { approvalRuleEndpoints, merchantEndpoints, teamEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { requireMembership } from '../../plugins/merchant-access';
import { createApprovalRule } from '../../services/approval-rules/create-approval-rule';
import { deleteApprovalRule } from '../../services/approval-rules/delete-approval-rule';
import { listApprovalRules } from '../../services/approval-rules/list-approval-rules';
import { updateApprovalRule } from '../../services/approval-rules/update-approval-rule';
import { createMerchant } from '../../services/merchants/create-merchant';
import { getMerchant } from '../../services/merchants/get-merchant';
import { updateMerchant } from '../../services/merchants/update-merchant';
import { listMembers } from '../../services/team/list-members';
import { listMerchantInvitations } from '../../services/team/list-merchant-invitations';
import { removeMember } from '../../services/team/remove-member';
import { revokeMerchantInvitation } from '../../services/team/revoke-merchant-invitation';
import { updateMember } from '../../services/team/update-member';
import { merchantRoutes, route } from '../endpoint-route';

/** Merchants, their team and approval rules (docs/architecture.md "Endpoints as data"). */
const merchantsRoutes: FastifyPluginAsync = async (app) => {
  route(app, merchantEndpoints.create, (request) =>
    createMerchant(app.deps, requireUser(request), request.body),
  );

  await merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, merchantEndpoints.get, (request) => getMerchant(deps, requireMembership(request)));
    route(scope, merchantEndpoints.update, (request) =>
      updateMerchant(deps, requireMembership(request), request.body),
    );

    route(scope, teamEndpoints.members, (request) => listMembers(deps, request.params.merchantId));
    route(scope, teamEndpoints.updateMember, (request) =>
      updateMember(deps, requireMembership(request), request.params.userId, request.body),
    );
    route(scope, teamEndpoints.removeMember, (request) =>
      removeMember(deps, requireMembership(request), request.params.userId),
    );
    route(scope, teamEndpoints.invitations, (request) =>
      listMerchantInvitations(deps, request.params.merchantId),
    );
    route(scope, teamEndpoints.revokeInvitation, (request) =>
      revokeMerchantInvitation(deps, request.params.merchantId, request.params.invitationId),
    );

    route(scope, approvalRuleEndpoints.list, (request) =>
      listApprovalRules(deps, request.params.merchantId),
    );
    route(scope, approvalRuleEndpoints.create, (request) =>
      createApprovalRule(deps, requireMembership(request), request.body),
    );
    route(scope, approvalRuleEndpoints.update, (request) =>
      updateApprovalRule(deps, request.params.merchantId, request.params.ruleId, request.body),
    );
    route(scope, approvalRuleEndpoints.delete, (request) =>
      deleteApprovalRule(deps, request.params.merchantId, request.params.ruleId),
    );
  });
};

export default merchantsRoutes;
