import { randomUUID } from 'node:crypto';
import {
  accountEndpoints,
  paymentEndpoints,
  qrCodeEndpoints,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  endpointSearch,
  type TMeResponse,
  type TSignedInResponse,
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
  const { accessToken } = (await login.json()) as TSignedInResponse;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const me = (await (await request.get(`${API_URL}/me`, { headers })).json()) as TMeResponse;
  const merchant = merchantName
    ? me.merchants.find((candidate) => candidate.name === merchantName)
    : me.merchants[0];
  if (!merchant) throw new Error(`${credentials.email} has no merchant ${merchantName ?? ''}`);
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
  return { merchant, call };
}

export type MerchantApi = Awaited<ReturnType<typeof merchantApi>>;

/** An active virtual account's available balance now (as the accounts list shows it). */
export async function availableBalance(api: MerchantApi, id: string): Promise<number> {
  const { items } = await api.call(accountEndpoints.listVirtualAccounts);
  const account = items.find((candidate) => candidate.id === id);
  if (!account) throw new Error(`Virtual account ${id} not found`);
  return account.availableBalance;
}

/** The merchant's current balance, all accounts together (the home page's first card). */
export async function currentBalance(api: MerchantApi): Promise<number> {
  return (await api.call(accountEndpoints.home)).balance.current;
}

/** The demo owner in the first demo merchant. */
export const demoApi = (request: APIRequestContext) => merchantApi(request);

/**
 * A new static QR code of the demo merchant, on the account of its seeded codes (the one that
 * holds its Pix keys), for a sandbox payer to pay.
 */
export async function newStaticQrCode(api: MerchantApi, description: string) {
  const { items: seeded } = await api.call(qrCodeEndpoints.list, { query: { type: 'static' } });
  const [model] = seeded;
  if (!model) throw new Error('The demo merchant has no seeded static QR code');
  return api.call(qrCodeEndpoints.create, {
    body: { type: 'static', virtualAccountId: model.virtualAccountId, description },
  });
}

/** A Pix from outside the platform into the demo merchant (the sandbox payer pays a QR code). */
export async function receivedPix(api: MerchantApi, amount: number, description: string) {
  const code = await newStaticQrCode(api, `${description} ${Date.now()}`);
  await api.call(qrCodeEndpoints.sandboxPay, { params: { qrCodeId: code.id }, body: { amount } });
  const { items } = await api.call(paymentEndpoints.documents, {
    query: { kind: 'entry', search: code.reference },
  });
  const [entry] = items;
  if (!entry) throw new Error('The payment of the code wrote no entry document');
  return entry;
}
