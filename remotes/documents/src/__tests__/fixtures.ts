import type { TPaymentDocument, TWebhookEvent } from '@arara/contracts';
import { virtualAccount } from '@arara/test-utils/fixtures';
import { MERCHANT_ID } from '@arara/test-utils/render';

/** API payloads as the documents API sends them (typed by @arara/contracts). */
export const BASE = `/merchants/${MERCHANT_ID}`;

export const ENTRY: TPaymentDocument = {
  id: 'b1000000-0000-4000-8000-000000000001',
  kind: 'entry',
  direction: 'in',
  merchantId: MERCHANT_ID,
  status: 'approved',
  method: 'pix',
  amount: 100_00,
  fee: 1_50,
  netAmount: 98_50,
  currency: 'BRL',
  virtualAccountId: 'va-main',
  virtualAccountLabel: 'Main account',
  counterpartVirtualAccountId: null,
  counterpartVirtualAccountLabel: null,
  endToEndId: 'E12345678202611201330abcdef12345',
  txid: 'txid0000000000000000000000001',
  reference: 'REF-0001',
  description: 'Order 1234',
  counterpartyName: 'Maria Pagadora',
  counterpartyDocument: '***.456.789-**',
  counterpartyInstitution: 'Banco Exemplo S.A.',
  pixKey: 'maria@example.com',
  qrType: 'dynamic',
  failureReason: null,
  externalId: 'order-1234',
  reconciliationId: 'RC-998877',
  relatedDocumentId: 'b1000000-0000-4000-8000-000000000009',
  origin: 'qr_code',
  apiKeyPrefix: 'arara_sk_Ab3',
  counterpartyIspb: '12345678',
  counterpartyBranch: '0001',
  counterpartyAccount: '98765-4',
  allowsValueChange: false,
  fixedAmount: 100_00,
  refundReason: null,
  refundedAmount: 30_00,
  receiptAvailable: true,
  createdAt: '2026-11-20T13:30:00.000Z',
  updatedAt: '2026-11-20T13:30:02.000Z',
  processedAt: '2026-11-20T13:30:01.000Z',
  stages: [
    { status: 'initiated', createdAt: '2026-11-20T13:30:00.000Z', reason: null },
    { status: 'processing', createdAt: '2026-11-20T13:30:00.500Z', reason: null },
    { status: 'completed', createdAt: '2026-11-20T13:30:01.000Z', reason: null },
  ],
  movements: [
    {
      virtualAccountId: 'va-main',
      virtualAccountLabel: 'Main account',
      type: 'pix_in',
      amount: 100_00,
      balanceAfter: 1_100_00,
    },
  ],
  events: [],
};

export const OUT: TPaymentDocument = {
  ...ENTRY,
  id: 'b1000000-0000-4000-8000-000000000002',
  kind: 'out',
  direction: 'out',
  status: 'failed',
  amount: 55_00,
  endToEndId: 'E99999999202611201330zzzz',
  counterpartyName: 'João Recebedor',
  failureReason: 'The receiving institution refused the Pix',
  refundedAmount: 0,
  relatedDocumentId: null,
  receiptAvailable: false,
  stages: [
    { status: 'initiated', createdAt: '2026-11-20T13:30:00.000Z', reason: null },
    {
      status: 'failed',
      createdAt: '2026-11-20T13:30:01.000Z',
      reason: 'The receiving institution refused the Pix',
    },
  ],
};

const { stages: _s, movements: _m, events: _e, ...ENTRY_SUMMARY } = ENTRY;
export { ENTRY_SUMMARY };

const account = (id: string, label: string, isDefault: boolean) =>
  virtualAccount({
    id,
    label,
    type: isDefault ? 'main' : 'reserve',
    balance: 1_000_00,
    blockedBalance: 0,
    availableBalance: 1_000_00,
    isDefault,
  });

export const VIRTUAL_ACCOUNTS = {
  items: [account('va-main', 'Main account', true), account('va-sales', 'Sales', false)],
};

export const WEBHOOK_EVENT: TWebhookEvent = {
  id: 'a2000000-0000-4000-8000-000000000001',
  eventId: 'a3000000-0000-4000-8000-000000000001',
  type: 'pix_in',
  status: 'failed',
  webhookId: 'f1000000-0000-4000-8000-000000000001',
  webhookUrl: 'https://erp.example.com/hooks',
  bankAccountId: 'e1000000-0000-4000-8000-000000000001',
  attempts: 3,
  createdAt: '2026-11-20T13:30:05.000Z',
  lastAttemptAt: '2026-11-20T13:30:06.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  resource: { documentId: ENTRY.id, amount: 100_00 },
};

export { apiError } from '@arara/test-utils/fetch';
