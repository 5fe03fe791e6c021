import { PUBLIC_CONFIG_ROUTE } from '@arara/contracts';
import { apiError, jsonResponse } from '@arara/test-utils/fetch';
import { virtualAccount } from '@arara/test-utils/fixtures';
import { MERCHANT_ID } from '@arara/test-utils/render';

/** Where the demo merchant's API paths start. */
export const BASE = `/merchants/${MERCHANT_ID}`;

/** API payloads as the payments API sends them (shapes of @arara/contracts). */
const account = (id: string, label: string, availableBalance: number, isDefault = false) =>
  virtualAccount({
    id,
    label,
    type: isDefault ? 'main' : 'reserve',
    balance: availableBalance,
    blockedBalance: 0,
    availableBalance,
    isDefault,
  });

export const MAIN = account(
  'c1000000-0000-4000-8000-000000000001',
  'Conta principal',
  113_456,
  true,
);
export const RESERVE = account('c1000000-0000-4000-8000-000000000002', 'Reserva', 5_000);

export const DOCUMENT = {
  id: 'd1000000-0000-4000-8000-000000000001',
  kind: 'out',
  direction: 'out',
  merchantId: MERCHANT_ID,
  status: 'approved',
  method: 'pix',
  amount: 12_345,
  fee: 0,
  netAmount: 12_345,
  currency: 'BRL',
  virtualAccountId: MAIN.id,
  virtualAccountLabel: MAIN.label,
  counterpartVirtualAccountId: null,
  endToEndId: 'E12345678202611201200ABCDEF12345',
  txid: null,
  reference: 'PIX-0001',
  description: null,
  counterpartyName: 'Maria Souza',
  counterpartyDocument: '***.456.789-**',
  counterpartyInstitution: 'Banco Exemplo',
  pixKey: 'maria@example.com',
  qrType: null,
  failureReason: null,
  externalId: null,
  reconciliationId: null,
  relatedDocumentId: null,
  origin: 'dashboard',
  apiKeyPrefix: null,
  counterpartyIspb: null,
  counterpartyBranch: null,
  counterpartyAccount: null,
  allowsValueChange: null,
  fixedAmount: null,
  refundReason: null,
  refundedAmount: 0,
  receiptAvailable: true,
  createdAt: '2026-11-20T13:30:00.000Z',
  updatedAt: '2026-11-20T13:30:00.000Z',
  processedAt: '2026-11-20T13:30:01.000Z',
  stages: [],
  movements: [],
  events: [],
};

export const PREVIEW = {
  receiverName: 'Maria Souza',
  maskedDocument: '***.456.789-**',
  institutionName: 'Banco Exemplo',
  institutionCode: '00000000',
  keyType: 'email',
  key: 'maria@example.com',
  fixedAmount: null,
  description: null,
  txid: null,
  qrType: null,
};

export { apiError };

/**
 * What a charge screen (QR codes, payment requests) reads besides its own records: the
 * receiving accounts (MAIN, RESERVE) and the public config of an API serving the sandbox payer.
 */
export function chargeScreenApi(path: string): Response | undefined {
  if (path === `/merchants/${MERCHANT_ID}/virtual-accounts`) {
    return jsonResponse(200, { items: [MAIN, RESERVE] });
  }
  // The API serves the sandbox payer (SANDBOX=true).
  if (path === PUBLIC_CONFIG_ROUTE) return jsonResponse(200, { sandbox: true });
  return undefined;
}

/**
 * A payment POST that fails twice with a 500 (the client retries a 5xx once by itself: two
 * failures reach the user), then answers 201 with `document`.
 */
export function failsTwiceThenSends(document: object) {
  let attempts = 0;
  return () => {
    attempts += 1;
    return attempts <= 2
      ? jsonResponse(500, apiError('INTERNAL', 'boom'))
      : jsonResponse(201, document);
  };
}
