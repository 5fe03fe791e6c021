import assert from 'node:assert/strict';
import {
  apiKeyEndpoints,
  endpointPath,
  type HttpMethod,
  type TApiKeyScope,
  ZCreateApiKeyResponse,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiKeys, apiRequestLogs } from '../src/db/schema-api-keys';
import { send } from './member-fixtures';

/** Revokes every key of the merchant straight in the table (a clean slate for a test). */
export async function revokeAllKeys(app: FastifyInstance, merchantId: string) {
  await app.db
    .update(apiKeys)
    .set({ status: 'revoked', revokedAt: new Date() })
    .where(eq(apiKeys.merchantId, merchantId));
}

/** A new active key of the merchant (any earlier one revoked), created by `token`'s member. */
export async function newApiKey(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  scopes: readonly TApiKeyScope[],
  extra: { name?: string; expiresAt?: string | null } = {},
) {
  await revokeAllKeys(app, merchantId);
  const res = await send(app, token, 'POST', endpointPath(apiKeyEndpoints.create, { merchantId }), {
    payload: { name: extra.name ?? 'Integration', scopes, expiresAt: extra.expiresAt ?? null },
  });
  assert.equal(res.statusCode, 201, res.body);
  return ZCreateApiKeyResponse.parse(res.json());
}

/** Waits (≤ 5 s) until the request log row of `requestId` is written; no id, nothing to wait for. */
async function requestLogWritten(app: FastifyInstance, requestId: unknown) {
  if (typeof requestId !== 'string') return;
  for (let waited = 0; waited < 5_000; waited += 10) {
    const rows = await app.db
      .select({ id: apiRequestLogs.id })
      .from(apiRequestLogs)
      .where(eq(apiRequestLogs.requestId, requestId));
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A public API call with the key as bearer (any string: tests send garbage too). The request log
 * is written in the `onResponse` hook, after the response has gone out: the call resolves once
 * that row is there, so a test reading the logs never races the write.
 */
export async function callV1(
  app: FastifyInstance,
  secret: string | null,
  method: HttpMethod,
  url: string,
  options: {
    payload?: object;
    headers?: Record<string, string>;
    query?: Record<string, string>;
  } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(secret === null ? {} : { authorization: `Bearer ${secret}` }),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.query === undefined ? {} : { query: options.query }),
  });
  await requestLogWritten(app, res.headers['x-request-id']);
  return res;
}
