import { MERCHANT_ID } from '@arara/test-utils/render';

/** Counterparty payloads as the API sends them (shapes of @arara/contracts). */
const counterparty = (
  id: string,
  name: string,
  document: string,
  pix: { pixKeyType: 'email' | 'cnpj'; pixKey: string } | null,
  bankAccountCount = 0,
) => ({
  id,
  merchantId: MERCHANT_ID,
  name,
  document,
  documentType: document.length === 11 ? 'cpf' : 'cnpj',
  email: null,
  phone: null,
  address: null,
  pixKeyType: pix?.pixKeyType ?? null,
  pixKey: pix?.pixKey ?? null,
  status: 'active',
  bankAccountCount,
  createdAt: '2026-08-01T12:00:00.000Z',
  updatedAt: '2026-08-02T12:00:00.000Z',
});

export const LOJA = counterparty(
  'e1000000-0000-4000-8000-000000000001',
  'Loja Exemplo Ltda',
  '77788899900095',
  { pixKeyType: 'email', pixKey: 'pix@lojaexemplo.com.br' },
  2,
);
export const MARIA = counterparty(
  'e1000000-0000-4000-8000-000000000002',
  'Maria Souza',
  '52998224725',
  null,
);

export const LOJA_DETAIL = {
  ...LOJA,
  email: 'financeiro@lojaexemplo.com.br',
  phone: '+553133334444',
  address: 'Av. Afonso Pena, 1000',
  bankAccounts: [
    {
      id: 'f1000000-0000-4000-8000-000000000001',
      counterpartyId: LOJA.id,
      bankName: 'Santander',
      ispb: '90400888',
      agency: '3003',
      account: '13004567',
      digit: '2',
      type: 'business',
      isPrimary: true,
      createdAt: '2026-08-01T12:00:00.000Z',
      updatedAt: '2026-08-01T12:00:00.000Z',
    },
    {
      id: 'f1000000-0000-4000-8000-000000000002',
      counterpartyId: LOJA.id,
      bankName: 'Caixa Econômica Federal',
      ispb: '00360305',
      agency: '0630',
      account: '3001234',
      digit: '7',
      type: 'checking',
      isPrimary: false,
      createdAt: '2026-08-01T12:00:00.000Z',
      updatedAt: '2026-08-01T12:00:00.000Z',
    },
  ],
};
