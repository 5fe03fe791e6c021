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
import { apiRequest } from '@arara/api-client';
import { apiUpload, type UploadOptions } from './upload';

/** Optional when the endpoint has none, or when every field of it is optional (a filter). */
type Field<TName extends string, TValue> = undefined extends TValue
  ? { [K in TName]?: TValue }
  : Partial<TValue> extends TValue
    ? { [K in TName]?: TValue }
    : { [K in TName]: TValue };

/** What a call of `endpoint` needs: its params, query and body, each only when it has one. */
export type CallOptions<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>> &
  (E['idempotencyKey'] extends true ? { idempotencyKey: string } : { idempotencyKey?: never }) & {
    signal?: AbortSignal;
    /**
     * Send without the session's token (and never refresh on a 401): by default for a `public`
     * endpoint; `false` for a public one the signed-in user calls as themselves (two-factor
     * setup without a setup token).
     */
    isPublic?: boolean;
    /** Extra headers (the cookie routes' `X-Requested-With`). */
    headers?: Record<string, string>;
  };

/**
 * `@arara/api-client/call`, an entry of its own and not a shared singleton: it holds no state
 * (the session and refresh live in `apiRequest`), so each app bundles it only when it calls an
 * endpoint, and the signed-out `/login` page, which loads the shared client whole, does not pay
 * for it.
 *
 * Calls one endpoint of `@arara/contracts` (docs/architecture.md "Endpoints as data"): the path
 * with its parameters URL-encoded, the query string, the body, the Idempotency-Key header when
 * the endpoint requires one, and the answer parsed by the endpoint's response schema. Failures
 * are `ApiError`s, like every request of `apiRequest`.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: Record<string, never> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, idempotencyKey, signal, isPublic, headers } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
    isPublic?: boolean;
    headers?: Record<string, string>;
  };
  const path = `${endpointPath(endpoint, params)}${endpointSearch(query)}`;
  return apiRequest(path, {
    method: endpoint.method,
    body,
    schema: endpoint.response as $ZodType<EndpointResponse<E>> | undefined,
    headers: idempotencyKey ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : headers,
    isPublic: isPublic ?? endpoint.access === 'public',
    signal,
  });
}

/**
 * The call of an endpoint that takes a body and nothing else (a sign-up, a reset), as a
 * function of that body: what a mutation's `mutationFn` wants.
 */
export function bodyCall<E extends Endpoint>(
  endpoint: E,
): (body: EndpointBody<E>) => Promise<EndpointResponse<E>> {
  // The options of an endpoint with a body and no params or query: the body alone.
  const call = callApi as (
    endpoint: E,
    options: { body: EndpointBody<E> },
  ) => Promise<EndpointResponse<E>>;
  return (body) => call(endpoint, { body });
}

/**
 * Uploads `file` to an upload endpoint (`upload` in its contract: multipart, one `file` part),
 * with its params and query, reporting progress; the answer is parsed by its response schema.
 */
export function uploadApiFile<E extends Endpoint & { upload: { maxBytes: number } }>(
  endpoint: E,
  options: Field<'params', EndpointParams<E>> &
    Field<'query', EndpointQuery<E>> &
    UploadOptions & { file: Blob },
): Promise<EndpointResponse<E>> {
  const { params, query, file, ...rest } = options as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    file: Blob;
  } & UploadOptions;
  const path = `${endpointPath(endpoint, params)}${endpointSearch(query)}`;
  return apiUpload(path, file, endpoint.response as $ZodType<EndpointResponse<E>>, rest);
}
export type { UploadOptions } from './upload';
