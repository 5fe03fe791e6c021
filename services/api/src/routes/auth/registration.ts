import { registrationEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerUser } from '../../services/auth/register-user';
import { resendVerification } from '../../services/auth/resend-verification';
import { verifyEmail } from '../../services/auth/verify-email';
import { route } from '../endpoint-route';

const registrationRoutes: FastifyPluginAsync = async (app) => {
  route(app, registrationEndpoints.register, (request) =>
    registerUser(app.deps, request.body, request.ip),
  );
  route(app, registrationEndpoints.verifyEmail, (request) => verifyEmail(app.deps, request.body));
  route(app, registrationEndpoints.resendVerification, (request) =>
    resendVerification(app.deps, request.body, request.ip),
  );
};

export default registrationRoutes;
