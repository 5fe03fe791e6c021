import type { FileReply } from '../lib/file-reply';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AppErrorCode,
  type Endpoint,
  type EndpointParsedBody,
  type EndpointParsedParams,
  type EndpointParsedQuery,
  type EndpointResponseInput,
  IDEMPOTENCY_KEY_HEADER,
  MERCHANT_PATH_PREFIX,
  PUBLIC_API_MESSAGES,
  PUBLIC_API_PATH_PREFIX,
  ZApiError,
} from '@arara/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { ApiKey } from '../db/schema-api-keys';
import { AppError } from '../lib/app-error';
import { authenticateApiKey } from '../services/api-keys';
import { requireIdempotencyKey } from '../services/payments/payment-errors';
import { recordRequestLog } from '../services/request-logs';

/**
 * Routes registered from the endpoints of `@arara/contracts` (docs/architecture.md "Endpoints
 * as data"): the contract holds the path, schemas, access and OpenAPI text; a route file only
 * binds each endpoint to its service call.
 *
 *     const qrCodesRoutes: FastifyPluginAsync = async (app) =>
 *       merchantRoutes(app, (scope) => {
 *         route(scope, qrCodeEndpoints.get, (request) =>
 *           getQrCode(scope.db, request.params.merchantId, request.params.qrCodeId));
 *       });
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint the route was registered from (read by the access hooks). */
    endpoint?: Endpoint;
  }
}

/** What a handler receives: the request parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParsedParams<E>;
  Querystring: EndpointParsedQuery<E>;
  Body: EndpointParsedBody<E>;
}> & {
  /** The `Idempotency-Key` header of an endpoint that requires one (400 without it). */
  idempotencyKey: E['idempotencyKey'] extends true ? string : undefined;
};

/** What a handler returns: the response body, a file, nothing for an endpoint without one. */
type HandlerResult<E extends Endpoint> = E['file'] extends { contentType: string }
  ? FileReply
  : E['response'] extends $ZodType
    ? EndpointResponseInput<E>
    : // 204: whatever the service returns is not sent.
      unknown;

/**
 * A handler may also send the reply itself, with one of the endpoint's `otherStatuses` (a
 * payment: 200, 201 or 202), and return it.
 */
type HandlerAnswer<E extends Endpoint> =
  | HandlerResult<E>
  | (E['otherStatuses'] extends readonly number[] ? FastifyReply : never);

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

export type RouteOptions = {
  /**
   * Checks that run before the access check, on the raw request (e.g. the cookie routes'
   * `app.requireCookieRequest`, or a Bearer checked only when one is sent).
   */
  onRequest?: onRequestAsyncHookHandler[];
  /** Checks that run after the access check, before the handler (e.g. `app.limitAmount`). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** OpenAPI details the endpoint's access cannot say (`security`, `produces`). */
  schema?: Pick<FastifySchema, 'security' | 'produces'>;
  /** The largest body read (bytes; else the server's 1 MiB): past it, 413 before parsing. */
  bodyLimit?: number;
};

const SECURITY = [{ bearerAuth: [] }];

/** The OpenAPI description: who may call it, then the endpoint's own text. */
function describe(endpoint: Endpoint): string | undefined {
  const { access } = endpoint;
  const who =
    access === 'public' || access === 'user'
      ? ''
      : 'merchant' in access
        ? 'Needs an active membership of the merchant (else 404 NOT_FOUND) whose role has ' +
          `${access.merchant}.`
        : 'apiKey' in access
          ? `Needs an API key (\`Authorization: Bearer arara_sk_…\`) with the scope ${access.apiKey}.`
          : `Needs a back-office session${access.admin ? ` with ${access.admin}` : ''}.`;
  const text = [who, endpoint.description].filter(Boolean).join(' ');
  return text || undefined;
}

const successStatus = (endpoint: Endpoint) =>
  endpoint.status ?? (endpoint.response || endpoint.file ? 200 : 204);

function responses(endpoint: Endpoint): Record<number, unknown> {
  const errors = Object.fromEntries(endpoint.errors.map((code) => [code, ZApiError]));
  const success = endpoint.file
    ? z.any().describe(`${endpoint.file.contentType} (streamed)`)
    : (endpoint.response ?? z.null());
  const others = Object.fromEntries(
    (endpoint.otherStatuses ?? []).map((code) => [code, endpoint.response]),
  );
  return { [successStatus(endpoint)]: success, ...others, ...errors };
}

/**
 * `Content-Disposition: attachment` with the name in both forms of RFC 6266: an ASCII fallback
 * (quotes, backslashes and anything outside printable ASCII replaced) and the UTF-8 name, so a
 * name a user chose (an upload) can neither break the header nor make the file open inline.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file endpoint's answer: an attachment, streamed, never kept by a cache. */
function sendFile(reply: FastifyReply, contentType: string, file: FileReply) {
  return (
    reply
      .type(file.contentType ?? contentType)
      .header('content-disposition', attachmentDisposition(file.filename))
      .header('cache-control', 'no-store')
      // Even opened by hand, a file never runs as a page of the API's origin.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Readable.from(file.body))
  );
}

/** The access check of a route outside the merchant scope (that one has its own hook). */
function accessHook(app: FastifyInstance, endpoint: Endpoint) {
  const { access } = endpoint;
  if (access === 'public') return undefined;
  if (access === 'user') return app.authenticate;
  if ('admin' in access) return app.requireAdminPermission(access.admin ?? undefined);
  // `{ merchant }` and `{ apiKey }`: their scope's hook (merchantRoutes, publicApiRoutes).
  return undefined;
}

/**
 * Registers one endpoint on `app` (or on the merchant scope of `merchantRoutes`, which strips
 * the `/merchants/:merchantId` prefix the contract path starts with).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const inMerchantScope = app.hasDecorator('merchantScope') && app.merchantScope;
  const inPublicApi = app.hasDecorator('publicApiScope') && app.publicApiScope;
  const url = inMerchantScope
    ? endpoint.path.slice(MERCHANT_PATH_PREFIX.length)
    : inPublicApi
      ? endpoint.path.slice(PUBLIC_API_PATH_PREFIX.length)
      : endpoint.path;
  const access = inMerchantScope || inPublicApi ? undefined : accessHook(app, endpoint);
  const onRequest = [...(options.onRequest ?? []), ...(access ? [access] : [])];
  const status = successStatus(endpoint);
  app.route({
    method: endpoint.method,
    url,
    config: { endpoint },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(onRequest.length ? { onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    schema: {
      tags: [endpoint.group],
      summary: endpoint.summary,
      description: describe(endpoint),
      ...(endpoint.access === 'public' ? {} : { security: SECURITY }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.idempotencyKey
        ? { headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }) }
        : {}),
      response: responses(endpoint),
      ...options.schema,
    },
    handler: async (request, reply) => {
      const typed = request as EndpointRequest<E>;
      if (endpoint.idempotencyKey) {
        (typed as { idempotencyKey?: string }).idempotencyKey = requireIdempotencyKey(
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
      }
      const result = await handler(typed, reply);
      if (reply.sent) return reply;
      if (endpoint.file) return sendFile(reply, endpoint.file.contentType, result as FileReply);
      return status === 204 ? reply.code(204).send() : reply.code(status).send(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True inside `merchantRoutes`: paths are relative to `/merchants/:merchantId`. */
    merchantScope: boolean;
  }
}

/**
 * The merchant scope: every route below `/merchants/:merchantId`, with one hook for
 * authentication and one for the membership and the endpoint's permission (another merchant's
 * id is 404 'Merchant not found', a role without the permission 403).
 */
export async function merchantRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.decorate('merchantScope', true);
      scope.addHook('onRequest', scope.authenticateMember);
      scope.addHook('preHandler', async (request) => {
        const access = request.routeOptions.config.endpoint?.access;
        if (!access || typeof access === 'string' || !('merchant' in access)) {
          throw new Error(`${request.routeOptions.url}: a merchant route needs merchant access`);
        }
        await scope.requireMerchantPermission(access.merchant)(request);
      });
      await register(scope);
    },
    { prefix: MERCHANT_PATH_PREFIX },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True inside `publicApiRoutes`: paths are relative to `/v1`. */
    publicApiScope: boolean;
  }
  interface FastifyRequest {
    /** The API key of a public API request, once found (also when it is then refused). */
    apiKey: ApiKey | null;
    /** What a public API request answered (the onSend payload), for its request log. */
    publicApiPayload: unknown;
  }
}

/**
 * The key of a public API request that passed `publicApiRoutes`' hook: its merchant is the one
 * the request acts for (a public route never takes a merchant id from the caller).
 */
export function requireApiKey(request: FastifyRequest): ApiKey {
  if (!request.apiKey) throw new Error(`${request.routeOptions.url}: not a public API route`);
  return request.apiKey;
}

const missingScope = (scope: string) =>
  new AppError(AppErrorCode.FORBIDDEN, `This API key lacks the scope ${scope}`, {
    scope: PUBLIC_API_MESSAGES.missingScope,
  });

/**
 * The public API (docs/developers.md): every route below `/v1`, with ONE hook that finds the
 * key of `Authorization: Bearer` by its hash (none, unknown, revoked or expired: 401), counts the
 * request against the key's rate limit (429 with Retry-After), checks the endpoint's scope (403
 * naming it) and binds the request to the key's merchant (`requireApiKey`). Every request,
 * refused ones too, is written to the request log once answered, its bodies redacted.
 */
export async function publicApiRoutes(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(
    async (scope) => {
      const { deps } = scope;
      scope.decorate('publicApiScope', true);
      scope.decorateRequest('apiKey', null);
      scope.decorateRequest('publicApiPayload', null);
      scope.addHook('onRequest', async (request, reply) => {
        request.id = randomUUID();
        reply.header('x-request-id', request.id);
        const access = request.routeOptions.config.endpoint?.access;
        if (!access || typeof access === 'string' || !('apiKey' in access)) {
          throw new Error(`${request.routeOptions.url}: a public API route needs apiKey access`);
        }
        const now = new Date();
        const { key, refusal } = await authenticateApiKey(deps, request.headers.authorization, now);
        request.apiKey = key ?? null;
        if (refusal || !key) throw refusal;
        // Counted before the scope check: a loop of forbidden calls is capped too.
        await deps.rateLimiter.hitApiKey(key.id);
        if (!key.scopes.includes(access.apiKey)) throw missingScope(access.apiKey);
        // At most one write a minute per key; a failure costs only the date.
        deps.repositories.apiKeys
          .touch(key.id, now)
          .catch((error: unknown) => request.log.warn({ err: error }, 'api key touch failed'));
      });
      scope.addHook('onSend', async (request, _reply, payload) => {
        request.publicApiPayload = payload;
        return payload;
      });
      scope.addHook('onResponse', async (request, reply) => {
        const key = request.apiKey;
        await recordRequestLog(deps, {
          merchantId: key?.merchantId ?? null,
          apiKeyId: key?.id ?? null,
          keyPrefix: key?.prefix ?? null,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          latencyMs: reply.elapsedTime,
          requestId: request.id,
          query: request.query,
          requestBody: request.body,
          responsePayload: request.publicApiPayload,
          at: new Date(Date.now() - reply.elapsedTime),
        }).catch((error: unknown) => request.log.warn({ err: error }, 'request log failed'));
      });
      await register(scope);
    },
    { prefix: PUBLIC_API_PATH_PREFIX },
  );
}
