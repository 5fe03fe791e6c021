import * as z from 'zod/mini';
import type { $ZodLooseShape, $ZodType, input, output } from 'zod/v4/core';
import type { TApiKeyScope } from './api-keys';
import type { TAdminPermission, TMerchantPermission } from './permissions';

/**
 * One HTTP endpoint of the platform API, written once as data (docs/architecture.md
 * "Endpoints as data"). The API registers its route from it (schemas, access check, OpenAPI
 * summary), and the apps call it with `callApi(endpoint, { params, query, body })` from
 * `@arara/api-client`, which builds the URL, parses the answer and derives the query key.
 *
 * Endpoints are object literals (`as const satisfies Endpoint`), or for the merchant-scoped ones
 * the result of `merchantEndpoint`, a side-effect-free call the minifier drops like a literal, so
 * a bundle keeps only the ones it imports.
 */
/** Every merchant-scoped endpoint's path starts here (one access check for all of them). */
export const MERCHANT_PATH_PREFIX = '/merchants/:merchantId';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it, checked by the API before the handler runs:
 * - `public`: anyone (sign-in, public Pix pages);
 * - `user`: any signed-in user;
 * - `{ merchant }`: an active member of the path's `:merchantId` whose role has the permission
 *   (another merchant's id is 404, a role without the permission 403);
 * - `{ admin }`: a back-office session (two-factor on) whose profile has the permission
 *   (`null`: any admin);
 * - `{ apiKey }`: the public API (`/v1`, docs/developers.md): an active API key
 *   (`Authorization: Bearer arara_sk_…`) with the scope; the request acts for the key's
 *   merchant, never for one named by the caller.
 */
export type EndpointAccess =
  | 'public'
  | 'user'
  | { readonly merchant: TMerchantPermission }
  | { readonly admin: TAdminPermission | null }
  | { readonly apiKey: TApiKeyScope };

/**
 * The cache group of an endpoint: its query keys start with it, and a mutation names the
 * groups whose queries it makes stale (`invalidates`), so one change refreshes every screen
 * that shows the data, in whichever remote it is mounted.
 */
export type EndpointGroup = string;

export type Endpoint = {
  readonly method: HttpMethod;
  /** Express-style path: `/merchants/:merchantId/qr-codes/:qrCodeId`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** OpenAPI tag and first part of every query key of the endpoint. */
  readonly group: EndpointGroup;
  /** One line for the OpenAPI page at `/docs`. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
  /**
   * The call moves money or must not run twice: the `Idempotency-Key` header is required
   * (400 without it), and the same key answers the first result again.
   */
  readonly idempotencyKey?: true;
  /** The success body; none for 204. */
  readonly response?: $ZodType;
  /**
   * The success body is a file streamed with this content type (an attachment, never cached)
   * instead of JSON: the statement exports. The handler answers a `FileReply` (name + chunks).
   */
  readonly file?: { readonly contentType: string };
  /**
   * The body is `multipart/form-data` with one part named `file`, streamed to storage (never
   * whole in memory) and refused past `maxBytes` (413) or when its content is not one of the
   * accepted types (415); `body` is not used. The apps send it with `uploadApiFile`.
   */
  readonly upload?: { readonly maxBytes: number };
  /** The success status: 200 unless said (201 created, 202 accepted, 204 no body). */
  readonly status?: 200 | 201 | 202 | 204;
  /**
   * Other success statuses answered with the same body, chosen by the handler (a payment: 201
   * settled, 202 held for approval, 200 the same Idempotency-Key again).
   */
  readonly otherStatuses?: readonly (200 | 201 | 202)[];
  /** The error statuses it documents, all with the `{ error }` body (`ZApiError`). */
  readonly errors: readonly number[];
  /** Groups of queries a successful call makes stale (mutations). */
  readonly invalidates?: readonly EndpointGroup[];
  /**
   * Examples for the OpenAPI page (the public API's integrators read them): a request body and a
   * success body, each valid for its schema (`__tests__/examples.test.ts` parses them).
   */
  readonly examples?: { readonly body?: unknown; readonly response?: unknown };
};

/** The path parameters of a merchant-scoped endpoint that names nothing below the merchant. */
export const ZMerchantParams = z.object({ merchantId: z.uuid() });

/**
 * The path parameters of a merchant-scoped endpoint that names a record below the merchant:
 * `merchantId` first, then the record's ids (`merchantParams({ qrCodeId: z.string() })`).
 */
/*#__NO_SIDE_EFFECTS__*/
export function merchantParams<const S extends $ZodLooseShape>(shape: S) {
  return z.object({ ...ZMerchantParams.shape, ...shape });
}

/**
 * The errors every merchant-scoped endpoint documents: 400 invalid input, 401 no session, 403 a
 * role without the permission, 404 another merchant (or an unknown id).
 */
export const MERCHANT_ERRORS = [400, 401, 403, 404] as const;

/**
 * What a merchant-scoped endpoint spells out: its path below `MERCHANT_PATH_PREFIX` (`''` for the
 * merchant itself), the merchant permission it needs; `params` (else `ZMerchantParams`) and
 * `errors` (else `MERCHANT_ERRORS`) only when they differ.
 */
type MerchantEndpointSpec = Omit<Endpoint, 'path' | 'access' | 'params' | 'errors'> & {
  readonly path: '' | `/${string}`;
  readonly access: TMerchantPermission;
  readonly params?: $ZodType;
  readonly errors?: readonly number[];
};

/**
 * What an endpoint builder returns, as precise as the spec literal it stands for: the keys it
 * sets itself (`Fixed`: the prefixed path, the access object), then the spec's, then the
 * defaults (`Defaults`) for what the spec leaves out.
 */
type BuiltEndpoint<S, Fixed, Defaults> = {
  readonly [K in keyof S | keyof Fixed | keyof Defaults]: K extends keyof Fixed
    ? Fixed[K]
    : K extends keyof S
      ? S[K]
      : K extends keyof Defaults
        ? Defaults[K]
        : never;
};

/** The endpoint `merchantEndpoint(spec)` returns, as precise as the literal it stands for. */
export type MerchantEndpoint<S extends MerchantEndpointSpec> = BuiltEndpoint<
  S,
  {
    path: `${typeof MERCHANT_PATH_PREFIX}${S['path']}`;
    access: { readonly merchant: S['access'] };
  },
  { params: typeof ZMerchantParams; errors: typeof MERCHANT_ERRORS }
>;

/**
 * A merchant-scoped endpoint (`{ merchant }` access, below `/merchants/:merchantId`) from its
 * spec: the prefix, the access object and the defaults every one of them shares are filled in
 * here, once.
 */
/*#__NO_SIDE_EFFECTS__*/
export function merchantEndpoint<const S extends MerchantEndpointSpec>(
  spec: S,
): MerchantEndpoint<S> {
  return {
    params: ZMerchantParams,
    errors: MERCHANT_ERRORS,
    ...spec,
    path: `${MERCHANT_PATH_PREFIX}${spec.path}`,
    access: { merchant: spec.access },
  } as MerchantEndpoint<S>;
}

/** Every public API path starts here: the version, changed only for breaking changes. */
export const PUBLIC_API_PATH_PREFIX = '/v1';

/** The OpenAPI tag of every public API endpoint. */
export const PUBLIC_API_TAG = 'Public API v1';

/**
 * The errors every public API endpoint documents: 400 invalid input, 401 no key (or a revoked,
 * expired or unknown one), 403 a key without the endpoint's scope, 404 an unknown id (or
 * another merchant's), 429 the key's rate limit (with Retry-After).
 */
export const PUBLIC_API_ERRORS = [400, 401, 403, 404, 429] as const;

type PublicEndpointSpec = Omit<Endpoint, 'path' | 'access' | 'group' | 'errors'> & {
  readonly path: `/${string}`;
  readonly access: TApiKeyScope;
  readonly errors?: readonly number[];
};

/** The endpoint `publicEndpoint(spec)` returns, as precise as the literal it stands for. */
export type PublicEndpoint<S extends PublicEndpointSpec> = BuiltEndpoint<
  S,
  {
    path: `${typeof PUBLIC_API_PATH_PREFIX}${S['path']}`;
    access: { readonly apiKey: S['access'] };
    group: typeof PUBLIC_API_TAG;
  },
  { errors: typeof PUBLIC_API_ERRORS }
>;

/**
 * A public API endpoint (`{ apiKey }` access, below `/v1`) from its spec: its path never names
 * the merchant (the key does), its group is the `Public API v1` tag.
 */
/*#__NO_SIDE_EFFECTS__*/
export function publicEndpoint<const S extends PublicEndpointSpec>(spec: S): PublicEndpoint<S> {
  return {
    errors: PUBLIC_API_ERRORS,
    ...spec,
    group: PUBLIC_API_TAG,
    path: `${PUBLIC_API_PATH_PREFIX}${spec.path}`,
    access: { apiKey: spec.access },
  } as PublicEndpoint<S>;
}

type InputOf<T> = T extends $ZodType ? input<T> : undefined;
type OutputOf<T> = T extends $ZodType ? output<T> : undefined;

/** What the caller sends: path parameters, query and body, typed by the endpoint's schemas. */
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
/** What the handler receives (after parsing) and what it answers. */
export type EndpointParsedParams<E extends Endpoint> = OutputOf<E['params']>;
export type EndpointParsedQuery<E extends Endpoint> = OutputOf<E['query']>;
export type EndpointParsedBody<E extends Endpoint> = OutputOf<E['body']>;
export type EndpointResponse<E extends Endpoint> = E['response'] extends $ZodType
  ? output<E['response']>
  : undefined;
export type EndpointResponseInput<E extends Endpoint> = E['response'] extends $ZodType
  ? input<E['response']>
  : undefined;

/**
 * The path with its parameters filled in, each one URL-encoded (an id can never add a path
 * segment). A missing parameter is an error, never the text "undefined".
 */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The query string (with its `?`), or '' when there is nothing to send: undefined, null and
 * empty values are left out, arrays repeat their key (`status=a&status=b`).
 */
export function endpointSearch(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What a public API endpoint takes from the dashboard endpoint it mirrors. */
const MIRRORED_KEYS = [
  'method',
  'summary',
  'description',
  'query',
  'body',
  'response',
  'status',
] as const;
type MirroredKey = (typeof MIRRORED_KEYS)[number];

/** `/merchants/:merchantId/webhooks` → `/webhooks`. */
type BelowMerchant<P> = P extends `${typeof MERCHANT_PATH_PREFIX}${infer R extends `/${string}`}`
  ? R
  : never;

type MirrorSpec<E extends Endpoint, S> = Omit<Pick<E, Extract<keyof E, MirroredKey>>, keyof S> & {
  readonly path: BelowMerchant<E['path']>;
} & S;

/**
 * A public API endpoint that does what a dashboard endpoint does (webhooks, their events): the
 * same method, path below the merchant, summary, description, query, body, response and status,
 * so both are documented alike; `spec` gives the key scope, the params without `merchantId`, and
 * whatever the public one says differently (a description, the errors).
 */
/*#__NO_SIDE_EFFECTS__*/
export function publicEndpointLike<
  const E extends Endpoint,
  const S extends Omit<PublicEndpointSpec, MirroredKey | 'path'> &
    Partial<Pick<PublicEndpointSpec, 'description'>>,
>(
  dashboard: E,
  spec: S,
): MirrorSpec<E, S> extends infer M extends PublicEndpointSpec ? PublicEndpoint<M> : never {
  const mirrored = Object.fromEntries(
    MIRRORED_KEYS.filter((key) => key in dashboard).map((key) => [key, dashboard[key]]),
  );
  return publicEndpoint({
    ...mirrored,
    path: dashboard.path.slice(MERCHANT_PATH_PREFIX.length),
    ...spec,
  } as unknown as PublicEndpointSpec) as never;
}
