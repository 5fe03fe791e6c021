import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  endpointSearch,
  IDEMPOTENCY_KEY_HEADER,
} from '@arara/contracts';
import type { $ZodType } from 'zod/v4/core';
import { apiRequest } from './client';

type Field<TName extends string, TValue> = undefined extends TValue
  ? { [K in TName]?: TValue }
  : { [K in TName]: TValue };

/** What a call of `endpoint` needs: its params, query and body, each only when it has one. */
export type CallOptions<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>> &
  (E['idempotencyKey'] extends true ? { idempotencyKey: string } : { idempotencyKey?: never }) & {
    signal?: AbortSignal;
  };

/**
 * Calls one endpoint of `@arara/contracts` (docs/architecture.md "Endpoints as data"): the path
 * with its parameters URL-encoded, the query string, the body, the Idempotency-Key header when
 * the endpoint requires one, and the answer parsed by the endpoint's response schema. Failures
 * are `ApiError`s, like every request of `apiRequest`.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: {} extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, idempotencyKey, signal } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };
  const path = `${endpointPath(endpoint, params)}${endpointSearch(query)}`;
  return apiRequest(path, {
    method: endpoint.method,
    body,
    schema: endpoint.response as $ZodType<EndpointResponse<E>> | undefined,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
    // A public endpoint is called without the session (and never tries to renew it).
    isPublic: endpoint.access === 'public',
    signal,
  });
}
