import {
  sandboxReceiverEndpoints,
  webhookEndpoints,
  webhookEventEndpoints,
} from '@arara/contracts';
import type { FastifyPluginAsync } from 'fastify';
import {
  createWebhook,
  deleteWebhook,
  getSandboxReceiver,
  getWebhookEvent,
  listWebhookEvents,
  listWebhooks,
  receiveSandboxWebhook,
  resendWebhookEvent,
  rotateWebhookSecret,
  sendTestWebhookEvent,
} from '../../services/webhooks';
import { merchantRoutes, route } from '../endpoint-route';

/** Bodies the sandbox receiver accepts, at most (a webhook payload is a few KiB). */
const RECEIVER_BODY_LIMIT = 256 * 1024;

/** Webhooks, their events and the sandbox test receiver (docs/webhooks.md). */
const webhooksRoutes: FastifyPluginAsync = async (app) => {
  const options = app.webhookOptions;
  await merchantRoutes(app, (scope) => {
    const { deps } = scope;
    route(scope, webhookEndpoints.list, ({ params, query }) =>
      listWebhooks(deps, params.merchantId, query),
    );
    route(scope, webhookEndpoints.create, ({ params, body }) =>
      createWebhook(deps, options, params.merchantId, body),
    );
    route(scope, webhookEndpoints.remove, ({ params }) =>
      deleteWebhook(deps, params.merchantId, params.webhookId),
    );
    route(scope, webhookEndpoints.rotateSecret, ({ params }) =>
      rotateWebhookSecret(deps, params.merchantId, params.webhookId),
    );
    route(scope, webhookEndpoints.sendTest, ({ params }) =>
      sendTestWebhookEvent(deps, params.merchantId, params.webhookId),
    );
    route(scope, webhookEventEndpoints.list, ({ params, query }) =>
      listWebhookEvents(deps, params.merchantId, query),
    );
    route(scope, webhookEventEndpoints.get, ({ params }) =>
      getWebhookEvent(deps, params.merchantId, params.webhookEventId),
    );
    route(scope, webhookEventEndpoints.resend, ({ params }) =>
      resendWebhookEvent(deps, params.merchantId, params.webhookEventId),
    );
    if (!scope.moneyRules.sandbox.enabled) return;
    route(scope, webhookEndpoints.sandboxReceiver, ({ params }) =>
      getSandboxReceiver(deps, options.publicApiUrl, params.merchantId),
    );
  });

  // The sandbox receiver stands for a merchant's server: it needs the raw body to check the
  // signature, so its scope reads every content type as text.
  if (!app.moneyRules.sandbox.enabled) return;
  await app.register(async (receiver) => {
    receiver.removeAllContentTypeParsers();
    receiver.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: RECEIVER_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(receiver, sandboxReceiverEndpoints.receive, (request) =>
      receiveSandboxWebhook(
        app.deps,
        request.params.receiverId,
        request.headers,
        typeof request.body === 'string' ? request.body : '',
      ),
    );
  });
};

export default webhooksRoutes;
