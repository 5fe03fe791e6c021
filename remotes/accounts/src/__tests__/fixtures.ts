import { MERCHANT_ID } from '@arara/test-utils/render';

/** API payloads as the accounts API sends them (shapes of @arara/contracts). */
export const BANK_ACCOUNT = {
  id: 'b1000000-0000-4000-8000-000000000001',
  providerId: 'arara-sandbox',
  providerAccountId: 'prv-0001',
  holderName: 'Arara Demo Comércio Ltda',
  bankCode: '341',
  bankName: 'Itaú Unibanco',
  branchNumber: '0001',
  accountNumber: '12345-6',
  accountType: 'checking',
  document: '11222333000181',
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  balance: 123_456_78,
};

export const BANK_SUMMARY = {
  id: BANK_ACCOUNT.id,
  providerId: BANK_ACCOUNT.providerId,
  holderName: BANK_ACCOUNT.holderName,
  bankCode: BANK_ACCOUNT.bankCode,
  bankName: BANK_ACCOUNT.bankName,
  branchNumber: BANK_ACCOUNT.branchNumber,
  accountNumber: BANK_ACCOUNT.accountNumber,
  accountType: BANK_ACCOUNT.accountType,
};

export const VIRTUAL_ACCOUNT = {
  id: 'c1000000-0000-4000-8000-000000000001',
  label: 'Conta principal',
  type: 'main',
  currency: 'BRL',
  balance: 123_456,
  blockedBalance: 10_000,
  availableBalance: 113_456,
  bankAccountId: BANK_ACCOUNT.id,
  merchantId: MERCHANT_ID,
  isDefault: true,
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
  bankAccount: BANK_SUMMARY,
};

export const STATEMENT_ENTRY = {
  id: '9001',
  entryId: '7001',
  reference: 'PIX-E2E-0001',
  description: 'Pix received',
  amount: 250_000,
  type: 'deposit',
  method: 'external',
  createdAt: '2026-11-20T13:30:00.000Z',
  virtualAccountId: VIRTUAL_ACCOUNT.id,
  virtualAccountLabel: VIRTUAL_ACCOUNT.label,
  balanceAfter: 123_456,
};

export { apiError } from '@arara/test-utils/fetch';
