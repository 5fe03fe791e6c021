import { passwordEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { changePassword } from '../../services/auth/change-password';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetPassword } from '../../services/auth/reset-password';
import { route } from '../endpoint-route';

const passwordRoutes: FastifyPluginAsync = async (app) => {
  route(app, passwordEndpoints.forgot, (request) =>
    requestPasswordReset(app.deps, request.body, request.ip),
  );
  route(app, passwordEndpoints.reset, (request) => resetPassword(app.deps, request.body));
  route(app, passwordEndpoints.change, (request) =>
    changePassword(app.deps, requireUser(request), request.body, request.ip),
  );
};

export default passwordRoutes;
