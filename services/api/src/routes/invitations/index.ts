import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZCreateInvitationsRequest,
  ZCreateInvitationsResponse,
  ZInvitationLookupRequest,
  ZInvitationLookupResponse,
} from '@arara/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import {
  acceptInvitation,
  createInvitations,
  lookupInvitation,
} from '../../services/team/invitations';
import { errorResponses } from '../error-responses';

const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['team'],
        summary: 'Invite people (1 to 20 e-mails) with a role to one or more merchants',
        description:
          'Needs team.manage on EVERY merchant (404 for a merchant the caller is not an active ' +
          'member of, 403 when the role lacks it); only an owner invites an owner. Each e-mail ' +
          'gets a 7-day single-use link; the result says per e-mail whether it was sent ' +
          '(`failed` with `alreadyMember` when the address already belongs to every merchant). ' +
          'Rate limited per inviting user and per client address, one hit per e-mail (429 ' +
          'with Retry-After; then none of the batch is sent).',
        security: [{ bearerAuth: [] }],
        body: ZCreateInvitationsRequest,
        response: { 200: ZCreateInvitationsResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => createInvitations(app, requireUser(request), request.body, request.ip),
  );

  app.post(
    '/invitations/lookup',
    {
      schema: {
        tags: ['team'],
        summary: 'What an invitation link offers (public)',
        description:
          'Unknown, used, revoked or expired tokens are 400 INVALID_TOKEN "This invitation is ' +
          'invalid or has expired". The token travels in the body, never in the URL (access ' +
          'logs record URLs).',
        body: ZInvitationLookupRequest,
        response: { 200: ZInvitationLookupResponse, ...errorResponses(400) },
      },
    },
    async (request) => lookupInvitation(app, request.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      schema: {
        tags: ['team'],
        summary: 'Accept an invitation (public)',
        description:
          'Without an account for the invited e-mail, `name` and `password` (register rules) ' +
          'create a verified one; with an account the token alone adds the memberships and the ' +
          'invitee signs in as usual. Single use.',
        body: ZAcceptInvitationRequest,
        response: { 200: ZAcceptInvitationResponse, ...errorResponses(400) },
      },
    },
    async (request) => acceptInvitation(app, request.body),
  );
};

export default invitationRoutes;
