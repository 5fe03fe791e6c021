import { twoFactorEndpoints } from '@arara/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { disableTwoFactor } from '../../services/two-factor/disable-two-factor';
import { enableTwoFactor } from '../../services/two-factor/enable-two-factor';
import { loginWithTwoFactor } from '../../services/two-factor/login-with-two-factor';
import { requestTwoFactorRevocation } from '../../services/two-factor/request-two-factor-revocation';
import { resolveTwoFactorUser } from '../../services/two-factor/resolve-two-factor-user';
import { revokeTwoFactor } from '../../services/two-factor/revoke-two-factor';
import { startTwoFactorSetup } from '../../services/two-factor/start-two-factor-setup';
import { route } from '../endpoint-route';

const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  /** Setup works signed in (Bearer) or with the setup token of a sign-in (no Bearer). */
  const bearerOrSetupToken = {
    onRequest: [
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
    ],
    schema: { security: [{ bearerAuth: [] }, {}] as Record<string, string[]>[] },
  };

  route(app, twoFactorEndpoints.login, (request) =>
    loginWithTwoFactor(app.deps, request.body, request.ip),
  );
  route(
    app,
    twoFactorEndpoints.setup,
    async (request) =>
      startTwoFactorSetup(
        app.deps,
        await resolveTwoFactorUser(app.deps, request.user, request.body?.setupToken),
      ),
    bearerOrSetupToken,
  );
  route(
    app,
    twoFactorEndpoints.enable,
    async (request) =>
      enableTwoFactor(
        app.deps,
        await resolveTwoFactorUser(app.deps, request.user, request.body.setupToken),
        request.body,
        request.ip,
      ),
    bearerOrSetupToken,
  );
  route(app, twoFactorEndpoints.disable, async (request) => {
    const actor = await resolveTwoFactorUser(app.deps, request.user, undefined);
    await disableTwoFactor(app.deps, actor, request.body.code, request.ip);
  });
  route(app, twoFactorEndpoints.requestRevocation, (request) =>
    requestTwoFactorRevocation(app.deps, request.body, request.ip),
  );
  route(app, twoFactorEndpoints.revoke, (request) => revokeTwoFactor(app.deps, request.body));
};

export default twoFactorRoutes;
