import { randomUUID } from 'node:crypto';
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  endpointSearch,
} from '@arara/contracts';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, DEMO_USER } from './apps';

type Credentials = { email: string; password: string };

/**
 * An API session of a seeded user in one of their merchants (the first by default), for
 * checking what the screens show against the API and for preparing data.
 */
export async function merchantApi(
  request: APIRequestContext,
  credentials: Credentials = DEMO_USER,
  merchantName?: string,
) {
  const login = await request.post(`${API_URL}/auth/login`, { data: credentials });
  if (!login.ok()) throw new Error(`Sign-in of ${credentials.email} failed: ${login.status()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get(`${API_URL}/me`, { headers })).json()) as {
    merchants: { id: string; name: string }[];
  };
  const merchant = merchantName
    ? me.merchants.find((candidate) => candidate.name === merchantName)
    : me.merchants[0];
  if (!merchant) throw new Error(`${credentials.email} has no merchant ${merchantName ?? ''}`);
  const url = (path: string) => `${API_URL}/merchants/${merchant.id}${path}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(url(path), { headers });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
  const getText = async (path: string): Promise<string> => {
    const response = await request.get(url(path), { headers });
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
    return response.text();
  };
  /** A money-moving POST carries its own Idempotency-Key. */
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(url(path), {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data,
    });
    if (!response.ok()) {
      throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
  /**
   * One endpoint of `@arara/contracts`, typed by its schemas: the merchant's id is filled in,
   * money-moving calls get their own Idempotency-Key, and a failure throws with the answer.
   */
  const call = async <E extends Endpoint>(
    endpoint: E,
    options: {
      params?: Omit<NonNullable<EndpointParams<E>>, 'merchantId'>;
      query?: EndpointQuery<E>;
      body?: EndpointBody<E>;
    } = {},
  ): Promise<EndpointResponse<E>> => {
    const path = `${endpointPath(endpoint, { ...options.params, merchantId: merchant.id })}${endpointSearch(options.query as Record<string, unknown> | undefined)}`;
    const response = await request.fetch(`${API_URL}${path}`, {
      method: endpoint.method,
      headers: endpoint.idempotencyKey ? { ...headers, 'Idempotency-Key': randomUUID() } : headers,
      ...(options.body === undefined ? {} : { data: options.body }),
    });
    if (!response.ok()) {
      throw new Error(`${endpoint.method} ${path}: ${response.status()} ${await response.text()}`);
    }
    return (response.status() === 204 ? undefined : await response.json()) as EndpointResponse<E>;
  };
  return { merchant, call, get, getText, post };
}

/** The demo owner in the first demo merchant. */
export const demoApi = (request: APIRequestContext) => merchantApi(request);
