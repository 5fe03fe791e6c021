import { MERCHANT_ID } from '@arara/test-utils/render';

/** API payloads as the payments API sends them (shapes of @arara/contracts). */
const BANK_SUMMARY = {
  id: 'b1000000-0000-4000-8000-000000000001',
  providerId: 'arara-sandbox',
  holderName: 'Arara Demo Comércio Ltda',
  bankCode: '341',
  bankName: 'Itaú Unibanco',
  branchNumber: '0001',
  accountNumber: '12345-6',
  accountType: 'checking',
};

const account = (id: string, label: string, availableBalance: number, isDefault = false) => ({
  id,
  label,
  type: isDefault ? 'main' : 'reserve',
  currency: 'BRL',
  balance: availableBalance,
  blockedBalance: 0,
  availableBalance,
  bankAccountId: BANK_SUMMARY.id,
  merchantId: MERCHANT_ID,
  isDefault,
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
  bankAccount: BANK_SUMMARY,
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

export { apiError } from '@arara/test-utils/fetch';
