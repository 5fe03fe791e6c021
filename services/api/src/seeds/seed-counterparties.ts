import { addCounterpartyBankAccount, createCounterparty } from '../services/counterparties';
import type { Db } from '../db/client';
import { createMerchantsRepository } from '../repositories/merchants-repository';

type SeedBankAccount = {
  bankName: string;
  ispb: string;
  agency: string;
  account: string;
  digit: string;
  type: 'checking' | 'savings' | 'business';
};

/**
 * The first demo merchant's counterparties: two companies whose Pix keys are keys of the other
 * seeded merchants (a Pix to them goes through), two people (valid CPFs) with bank accounts.
 */
export const seedCounterpartyPlan = {
  document: '11222333000181',
  counterparties: [
    {
      name: 'Loja Exemplo Ltda',
      document: '77788899900095',
      email: 'financeiro@lojaexemplo.com.br',
      phone: '+553133334444',
      address: 'Av. Afonso Pena, 1000 — Belo Horizonte, MG',
      pixKeyType: 'email',
      pixKey: 'pix@lojaexemplo.com.br',
      bankAccounts: [
        {
          bankName: 'Santander',
          ispb: '90400888',
          agency: '3003',
          account: '13004567',
          digit: '2',
          type: 'business',
        },
        {
          bankName: 'Caixa Econômica Federal',
          ispb: '00360305',
          agency: '0630',
          account: '3001234',
          digit: '7',
          type: 'checking',
        },
      ],
    },
    {
      name: 'Arara Demo Serviços Ltda',
      document: '44555666000181',
      email: 'financeiro@arara-demo-servicos.com.br',
      phone: null,
      address: null,
      pixKeyType: 'cnpj',
      pixKey: '44555666000181',
      bankAccounts: [
        {
          bankName: 'Bradesco',
          ispb: '60746948',
          agency: '1234',
          account: '0098765',
          digit: '4',
          type: 'business',
        },
      ],
    },
    {
      name: 'Maria Souza',
      document: '52998224725',
      email: 'maria.souza@example.com',
      phone: '+5511991234567',
      address: 'Rua Augusta, 500 — São Paulo, SP',
      pixKeyType: null,
      pixKey: null,
      bankAccounts: [
        {
          bankName: 'Nu Pagamentos',
          ispb: '18236120',
          agency: '0001',
          account: '8765432',
          digit: '1',
          type: 'checking',
        },
        {
          bankName: 'Banco Inter',
          ispb: '00416968',
          agency: '0001',
          account: '1234567',
          digit: 'X',
          type: 'savings',
        },
      ],
    },
    {
      name: 'João Pereira',
      document: '12345678909',
      email: null,
      phone: null,
      address: null,
      pixKeyType: null,
      pixKey: null,
      bankAccounts: [],
    },
  ],
} as const satisfies {
  document: string;
  counterparties: readonly {
    name: string;
    document: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    pixKeyType: 'email' | 'cnpj' | null;
    pixKey: string | null;
    bankAccounts: readonly SeedBankAccount[];
  }[];
};

/** Counterparties for the first demo merchant (fresh database only). */
export async function seedCounterparties(db: Db): Promise<void> {
  const merchant = await createMerchantsRepository(db).findByDocument(
    seedCounterpartyPlan.document,
  );
  if (!merchant) return;
  for (const { bankAccounts, ...counterparty } of seedCounterpartyPlan.counterparties) {
    const created = await createCounterparty(db, merchant.id, counterparty);
    for (const account of bankAccounts) {
      await addCounterpartyBankAccount(db, merchant.id, created.id, account);
    }
  }
}
