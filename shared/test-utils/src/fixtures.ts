import { MERCHANT_ID } from './render-page';

/** The demo merchant's bank account as the APIs summarise it (shapes of @arara/contracts). */
export const BANK_SUMMARY = {
  id: 'b1000000-0000-4000-8000-000000000001',
  providerId: 'arara-sandbox',
  holderName: 'Arara Demo Comércio Ltda',
  bankCode: '341',
  bankName: 'Itaú Unibanco',
  branchNumber: '0001',
  accountNumber: '12345-6',
  accountType: 'checking',
};

/** An active virtual account of the demo merchant in BRL, on BANK_SUMMARY. */
export const virtualAccount = (account: {
  id: string;
  label: string;
  type: string;
  balance: number;
  blockedBalance: number;
  availableBalance: number;
  isDefault: boolean;
}) => ({
  ...account,
  currency: 'BRL',
  bankAccountId: BANK_SUMMARY.id,
  merchantId: MERCHANT_ID,
  status: 'active',
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-01T12:00:00.000Z',
  bankAccount: BANK_SUMMARY,
});
