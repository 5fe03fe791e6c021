import { MERCHANT_ID } from '@arara/test-utils/render';

/** API payloads as the developer API sends them (shapes of @arara/contracts). */
export const BASE = `/merchants/${MERCHANT_ID}`;

export const API_KEY = {
  id: 'd1000000-0000-4000-8000-000000000001',
  name: 'ERP integration',
  prefix: 'arara_sk_Ab3',
  scopes: ['pix.cashin', 'pix.cashout', 'balance.get'],
  status: 'active',
  createdAt: '2026-11-20T13:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};

export const BANK_ACCOUNT = {
  id: 'e1000000-0000-4000-8000-000000000001',
  providerId: 'prv',
  providerAccountId: 'prv-0001',
  holderName: 'Arara Demo Comércio Ltda',
  document: '11222333000181',
  bankCode: '341',
  bankName: 'Itaú Unibanco',
  branchNumber: '0001',
  accountNumber: '12345-6',
  accountType: 'checking',
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  balance: 123_456_78,
};

export const WEBHOOK = {
  id: 'f1000000-0000-4000-8000-000000000001',
  url: 'https://erp.example.com/hooks/arara',
  events: ['pix_in', 'pix_out'],
  status: 'active',
  bankAccountId: BANK_ACCOUNT.id,
  bankAccountName: 'Itaú Unibanco · 0001 / 12345-6',
  secretPrefix: 'whsec_',
  secretLast4: 'a1b2',
  createdAt: '2026-11-20T13:30:00.000Z',
};

export const EVENT = {
  id: 'a2000000-0000-4000-8000-000000000001',
  eventId: 'a3000000-0000-4000-8000-000000000001',
  type: 'pix_in',
  status: 'sent',
  webhookId: WEBHOOK.id,
  webhookUrl: WEBHOOK.url,
  bankAccountId: BANK_ACCOUNT.id,
  attempts: 1,
  createdAt: '2026-11-20T13:30:00.000Z',
  lastAttemptAt: '2026-11-20T13:30:01.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-20T13:30:01.000Z',
  resource: { documentId: 'a4000000-0000-4000-8000-000000000001', amount: 25_000 },
};

export const REQUEST_LOG = {
  id: 'a5000000-0000-4000-8000-000000000001',
  at: '2026-11-20T13:30:00.000Z',
  apiKeyId: API_KEY.id,
  keyPrefix: API_KEY.prefix,
  method: 'POST',
  path: '/v1/pix',
  status: 422,
  latencyMs: 38,
  requestId: 'req-0001',
};

export { apiError } from '@arara/test-utils/fetch';
