import { meEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { getMe } from '../../services/users/get-me';
import { route } from '../endpoint-route';

const meRoutes: FastifyPluginAsync = async (app) => {
  route(app, meEndpoints.me, (request) => getMe(app.deps, requireUser(request)));
};

export default meRoutes;
