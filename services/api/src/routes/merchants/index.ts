import {
  ZApprovalRule,
  ZApprovalRuleParams,
  ZApprovalRulesResponse,
  ZCreateApprovalRuleRequest,
  ZCreateMerchantRequest,
  ZInvitationParams,
  ZInvitationsResponse,
  ZMemberParams,
  ZMembersResponse,
  ZMerchantDetail,
  ZMerchantParams,
  ZTeamMember,
  ZUpdateApprovalRuleRequest,
  ZUpdateMemberRequest,
  ZUpdateMerchantRequest,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { AppErrorCode } from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/auth';
import { requireMembership } from '../../plugins/merchant-access';
import {
  createApprovalRule,
  deleteApprovalRule,
  listApprovalRules,
  updateApprovalRule,
} from '../../services/approval-rules/approval-rules';
import { createMerchant } from '../../services/merchants/create-merchant';
import { getMerchant, updateMerchant } from '../../services/merchants/update-merchant';
import {
  listMembers,
  removeMember,
  toPendingInvitation,
  updateMember,
} from '../../services/team/members';
import { errorResponses } from '../error-responses';

const noContent = { 204: z.null().optional().describe('Done (no body)') };
const security = [{ bearerAuth: [] }];
const scoped = 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has';

/** Merchants, their team and approval rules; every `:merchantId` route checks a permission. */
const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const can = app.requireMerchantPermission;

  app.post(
    '/merchants',
    {
      schema: {
        tags: ['merchants'],
        summary: 'Add a merchant; the caller becomes its owner',
        description:
          'The CNPJ must have valid check digits (400 `fields.document`); one already registered ' +
          'is a 409 CONFLICT. The merchant starts in onboarding.',
        security,
        body: ZCreateMerchantRequest,
        response: { 201: ZMerchantDetail, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMerchant(app, requireUser(request), request.body)),
  );

  app.get(
    '/merchants/:merchantId',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['merchants'],
        summary: 'A merchant, with the caller’s role and permissions',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZMerchantDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMerchant(app, requireMembership(request)),
  );

  app.patch(
    '/merchants/:merchantId',
    {
      preHandler: can('merchant.update'),
      schema: {
        tags: ['merchants'],
        summary: 'Company settings: name, default language, two-factor requirement',
        description: `${scoped} merchant.update (403 otherwise).`,
        security,
        params: ZMerchantParams,
        body: ZUpdateMerchantRequest,
        response: { 200: ZMerchantDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateMerchant(app, requireMembership(request), request.body),
  );

  app.get(
    '/merchants/:merchantId/members',
    {
      preHandler: can('team.read'),
      schema: {
        tags: ['team'],
        summary: 'Members (active and blocked) and pending invitations',
        description: `${scoped} team.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZMembersResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listMembers(app, request.params.merchantId),
  );

  app.patch(
    '/merchants/:merchantId/members/:userId',
    {
      preHandler: can('team.manage'),
      schema: {
        tags: ['team'],
        summary: 'Block, unblock or change the role of a member',
        description:
          `${scoped} team.manage. Nobody changes themselves; only an owner changes an owner or ` +
          'makes someone owner; the merchant keeps at least one active owner (403 otherwise).',
        security,
        params: ZMemberParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZTeamMember, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateMember(app, requireMembership(request), request.params.userId, request.body),
  );

  app.delete(
    '/merchants/:merchantId/members/:userId',
    {
      preHandler: can('team.manage'),
      schema: {
        tags: ['team'],
        summary: 'Revoke a member’s access to the merchant',
        description: `${scoped} team.manage. Same rules as blocking.`,
        security,
        params: ZMemberParams,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(app, requireMembership(request), request.params.userId);
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/merchants/:merchantId/invitations',
    {
      preHandler: can('team.read'),
      schema: {
        tags: ['team'],
        summary: 'Pending invitations that cover the merchant',
        description: `${scoped} team.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZInvitationsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      invitations: (
        await app.repositories.invitations.listPendingForMerchant(
          request.params.merchantId,
          new Date(),
        )
      ).map(toPendingInvitation),
    }),
  );

  app.delete(
    '/merchants/:merchantId/invitations/:invitationId',
    {
      preHandler: can('team.manage'),
      schema: {
        tags: ['team'],
        summary: 'Revoke a pending invitation for this merchant',
        description:
          `${scoped} team.manage. The merchant leaves the invitation; an invitation left ` +
          'without merchants is revoked (its link stops working).',
        security,
        params: ZInvitationParams,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { merchantId, invitationId } = request.params;
      const revoked = await app.repositories.invitations.revokeForMerchant(
        invitationId,
        merchantId,
        new Date(),
      );
      if (!revoked) throw new AppError(AppErrorCode.NOT_FOUND, 'Invitation not found');
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/merchants/:merchantId/approval-rules',
    {
      preHandler: can('merchant.read'),
      schema: {
        tags: ['approval rules'],
        summary: 'The merchant’s approval rules',
        description: `${scoped} merchant.read.`,
        security,
        params: ZMerchantParams,
        response: { 200: ZApprovalRulesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listApprovalRules(app, request.params.merchantId),
  );

  app.post(
    '/merchants/:merchantId/approval-rules',
    {
      preHandler: can('approvalRules.manage'),
      schema: {
        tags: ['approval rules'],
        summary: 'Add an approval rule',
        description:
          `${scoped} approvalRules.manage. Movements of \`operation\` from \`minAmount\` ` +
          'cents up will need `requiredApprovals` approvals by `approverRole` or above (stored ' +
          'now, enforced by the payments flows).',
        security,
        params: ZMerchantParams,
        body: ZCreateApprovalRuleRequest,
        response: { 201: ZApprovalRule, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApprovalRule(app, requireMembership(request), request.body)),
  );

  app.patch(
    '/merchants/:merchantId/approval-rules/:ruleId',
    {
      preHandler: can('approvalRules.manage'),
      schema: {
        tags: ['approval rules'],
        summary: 'Change or (de)activate an approval rule',
        description: `${scoped} approvalRules.manage.`,
        security,
        params: ZApprovalRuleParams,
        body: ZUpdateApprovalRuleRequest,
        response: { 200: ZApprovalRule, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateApprovalRule(app, request.params.merchantId, request.params.ruleId, request.body),
  );

  app.delete(
    '/merchants/:merchantId/approval-rules/:ruleId',
    {
      preHandler: can('approvalRules.manage'),
      schema: {
        tags: ['approval rules'],
        summary: 'Delete an approval rule',
        description: `${scoped} approvalRules.manage.`,
        security,
        params: ZApprovalRuleParams,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteApprovalRule(app, request.params.merchantId, request.params.ruleId);
      return reply.code(204).send(undefined);
    },
  );
};

export default merchantRoutes;
