import { BANK_SUMMARY, virtualAccount } from '@arara/test-utils/fixtures';

/** API payloads as the accounts API sends them (shapes of @arara/contracts). */
export const BANK_ACCOUNT = {
  ...BANK_SUMMARY,
  providerAccountId: 'prv-0001',
  document: '11222333000181',
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  balance: 123_456_78,
};

export const VIRTUAL_ACCOUNT = virtualAccount({
  id: 'c1000000-0000-4000-8000-000000000001',
  label: 'Conta principal',
  type: 'main',
  balance: 123_456,
  blockedBalance: 10_000,
  availableBalance: 113_456,
  isDefault: true,
});

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
