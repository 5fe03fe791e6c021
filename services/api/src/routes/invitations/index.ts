import { invitationEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { acceptInvitation } from '../../services/team/accept-invitation';
import { createInvitations } from '../../services/team/create-invitations';
import { lookupInvitation } from '../../services/team/lookup-invitation';
import { route } from '../endpoint-route';

/** Invitations across merchants, and the public link's lookup and accept. */
const invitationRoutes: FastifyPluginAsync = async (app) => {
  route(app, invitationEndpoints.create, (request) =>
    createInvitations(app.deps, requireUser(request), request.body, request.ip),
  );
  route(app, invitationEndpoints.lookup, (request) =>
    lookupInvitation(app.deps, request.body.token),
  );
  route(app, invitationEndpoints.accept, (request) => acceptInvitation(app.deps, request.body));
};

export default invitationRoutes;
