import { randomUUID } from 'node:crypto';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  endpointPath,
  endpointSearch,
  ZMeResponse,
  ZSignedInResponse,
} from '@arara/contracts';

/** What the client needs of a Fastify app: `inject` (so this package does not depend on it). */
type Injectable = {
  inject(options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: object;
    remoteAddress?: string;
  }): PromiseLike<{ statusCode: number; body: string; json(): unknown }>;
};

type Call<E extends Endpoint> = {
  /** Path parameters other than `merchantId`, which the client fills in. */
  params?: Omit<Exclude<EndpointParams<E>, undefined>, 'merchantId'>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Sent when the endpoint requires one; a new key per call unless given. */
  idempotencyKey?: string;
};

let addressCount = 0;
/** A client address of its own per request (documentation prefix), so rate limits never meet. */
function clientAddress(): string {
  addressCount += 1;
  return `2001:db8:c:${addressCount.toString(16)}::1`;
}

/**
 * An API client for a signed-in member of a merchant: `call(endpoint, { params, query, body })`
 * builds the URL from the endpoint object (merchantId filled in), sends the bearer token and an
 * Idempotency-Key when the endpoint requires one, and returns the inject response.
 */
export function merchantClient(
  app: Injectable,
  { accessToken, merchantId }: { accessToken: string; merchantId: string },
) {
  return {
    accessToken,
    merchantId,
    call<E extends Endpoint>(endpoint: E, input: Call<E> = {}) {
      const url =
        endpointPath(endpoint, { ...(input.params as object), merchantId }) +
        endpointSearch(input.query as Record<string, unknown> | undefined);
      return app.inject({
        method: endpoint.method,
        url,
        remoteAddress: clientAddress(),
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(endpoint.idempotencyKey
            ? { 'idempotency-key': input.idempotencyKey ?? randomUUID() }
            : {}),
        },
        ...(input.body === undefined ? {} : { payload: input.body as object }),
      });
    },
  };
}

/**
 * Signs in with a password (an account without two-factor, like the seeded demo user) and
 * returns the client for its first merchant (or `merchantId`).
 */
export async function signInMerchant(
  app: Injectable,
  credentials: { email: string; password: string },
  merchantId?: string,
) {
  const login = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: credentials,
    remoteAddress: clientAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const { accessToken } = ZSignedInResponse.parse(login.json());
  const me = await app.inject({
    method: 'GET',
    url: '/me',
    headers: { authorization: `Bearer ${accessToken}` },
    remoteAddress: clientAddress(),
  });
  const merchant = merchantId ?? ZMeResponse.parse(me.json()).merchants[0]?.id;
  if (!merchant) throw new Error(`${credentials.email} is a member of no merchant`);
  return merchantClient(app, { accessToken, merchantId: merchant });
}
