import { randomUUID } from 'node:crypto';
import type {
  TBankAccountType,
  TMovementMethod,
  TMovementType,
  TVirtualAccountType,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { createPrng, type Prng } from '../lib/prng';
import { createLedgerAccountsRepository } from '../repositories/ledger-accounts-repository';
import { createLedgerRepository } from '../repositories/ledger-repository';
import { dataDepsOf } from '../services/deps';
import { holdBalance } from '../services/ledger/hold-balance';
import { postMovement } from '../services/ledger/post-movement';
import { systemAccounts } from '../services/ledger/system-accounts';
import type { Db } from '../db/client';
import type { Merchant } from '../db/schema';
import { forEachPlannedMerchant } from './planned-merchants';
import { type LedgerEntryType, ledgerEntries, ledgerPostings } from '../db/schema-ledger';

/** The sandbox bank provider of the demo accounts (its settlement account is the other side). */
export const SEED_PROVIDER_ID = 'arara-sandbox';
const DAY_MS = 24 * 60 * 60 * 1000;

type SeedBank = { bankCode: string; bankName: string; accountType: TBankAccountType };
type SeedVirtual = { label: string; type: TVirtualAccountType; bank: number; isDefault?: boolean };
type SeedMerchantPlan = {
  document: string;
  seed: number;
  movements: number;
  banks: SeedBank[];
  virtualAccounts: SeedVirtual[];
};

/** Movement volume per merchant over the last 90 days. */
export const seedLedgerPlan: readonly SeedMerchantPlan[] = [
  {
    document: '11222333000181',
    seed: 4101,
    movements: 3000,
    banks: [
      { bankCode: '341', bankName: 'Itaú Unibanco', accountType: 'business' },
      { bankCode: '001', bankName: 'Banco do Brasil', accountType: 'checking' },
      { bankCode: '260', bankName: 'Nu Pagamentos', accountType: 'virtual' },
    ],
    virtualAccounts: [
      { label: 'Conta principal', type: 'main', bank: 0, isDefault: true },
      { label: 'Operações', type: 'operational', bank: 0 },
      { label: 'Reserva', type: 'reserve', bank: 1 },
      { label: 'Tarifas', type: 'fee', bank: 1 },
      { label: 'Garantia (escrow)', type: 'escrow', bank: 2 },
      { label: 'Liquidação', type: 'settlement', bank: 2 },
    ],
  },
  {
    document: '44555666000181',
    seed: 4102,
    movements: 1200,
    banks: [
      { bankCode: '237', bankName: 'Bradesco', accountType: 'business' },
      { bankCode: '077', bankName: 'Banco Inter', accountType: 'savings' },
    ],
    virtualAccounts: [
      { label: 'Conta padrão', type: 'default', bank: 0, isDefault: true },
      { label: 'Secundária', type: 'secondary', bank: 0 },
      { label: 'Reserva', type: 'reserve', bank: 1 },
    ],
  },
  {
    document: '77788899900095',
    seed: 4103,
    movements: 1200,
    banks: [
      { bankCode: '033', bankName: 'Santander', accountType: 'checking' },
      { bankCode: '104', bankName: 'Caixa Econômica Federal', accountType: 'business' },
    ],
    virtualAccounts: [
      { label: 'Principal', type: 'main', bank: 0, isDefault: true },
      { label: 'Marketplace', type: 'custom', bank: 0 },
      { label: 'Liquidação', type: 'settlement', bank: 1 },
    ],
  },
];

const payers = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Diego Santos',
  'Elisa Rocha',
  'Fábio Nunes',
  'Gabriela Alves',
  'Henrique Costa',
];

type Account = { id: string; balance: number };
type PlannedPosting = {
  virtualAccountId?: string;
  systemAccountId?: string;
  movementType: TMovementType;
  amount: number;
  balanceAfter?: number;
};
type PlannedEntry = {
  id: string;
  type: LedgerEntryType;
  reference: string;
  description: string;
  method: TMovementMethod;
  createdAt: Date;
  postings: PlannedPosting[];
};

const reference = (prng: Prng, prefix: string, at: Date) =>
  `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;

/**
 * A plausible 90-day history, simulated in memory so no balance ever goes negative: Pix
 * deposits with their fee, withdrawals to the bank, refunds and transfers between accounts.
 */
function planMovements(
  prng: Prng,
  plan: SeedMerchantPlan,
  accounts: Account[],
  system: { settlement: string; feeRevenue: string },
  now: Date,
): PlannedEntry[] {
  const start = now.getTime() - 90 * DAY_MS;
  const end = now.getTime() - 60 * 60 * 1000;
  const times = Array.from({ length: plan.movements }, () => start + prng.next() * (end - start))
    .sort((a, b) => a - b)
    .map((ms) => new Date(Math.floor(ms)));
  const entries: PlannedEntry[] = [];
  /** A posting on a merchant account: moves its simulated balance by `amount` (signed). */
  const post = (account: Account, movementType: TMovementType, amount: number): PlannedPosting => {
    account.balance += amount;
    return { virtualAccountId: account.id, movementType, amount, balanceAfter: account.balance };
  };

  for (const at of times) {
    const account = accounts[0] && prng.chance(0.6) ? accounts[0] : prng.pick(accounts);
    const roll = prng.next();
    const spendable = account.balance;
    if (roll < 0.55 || spendable < 20_000) {
      const amount = Math.round(Math.exp(prng.next() * Math.log(500_000 / 1_000)) * 1_000);
      const payer = prng.pick(payers);
      entries.push({
        id: randomUUID(),
        type: 'deposit',
        reference: reference(prng, 'E', at),
        description: `Pix recebido de ${payer}`,
        method: 'external',
        createdAt: at,
        postings: [
          post(account, 'deposit', amount),
          { systemAccountId: system.settlement, movementType: 'deposit', amount: -amount },
        ],
      });
      if (prng.chance(0.7)) {
        const fee = Math.max(49, Math.round(amount * 0.0099));
        entries.push({
          id: randomUUID(),
          type: 'fee',
          reference: reference(prng, 'TAR', at),
          description: 'Tarifa Pix recebido',
          method: 'internal',
          createdAt: new Date(at.getTime() + 1_000),
          postings: [
            post(account, 'fee', -fee),
            { systemAccountId: system.feeRevenue, movementType: 'fee', amount: fee },
          ],
        });
      }
      continue;
    }
    if (roll < 0.75 && accounts.length > 1) {
      const to = prng.pick(accounts.filter((a) => a !== account));
      const amount = prng.int(1_000, Math.floor(spendable * 0.3));
      entries.push({
        id: randomUUID(),
        type: 'transfer',
        reference: reference(prng, 'TRF', at),
        description: 'Transferência entre contas',
        method: 'internal',
        createdAt: at,
        postings: [post(account, 'transfer_out', -amount), post(to, 'transfer_in', amount)],
      });
      continue;
    }
    const isRefund = roll < 0.87;
    const type = isRefund ? 'refund' : 'withdrawal';
    const amount = isRefund
      ? prng.int(500, Math.min(50_000, Math.floor(spendable * 0.2)))
      : prng.int(10_000, Math.floor(spendable * 0.5));
    entries.push({
      id: randomUUID(),
      type,
      reference: reference(prng, isRefund ? 'D' : 'SAQ', at),
      description: isRefund ? `Estorno para ${prng.pick(payers)}` : 'Saque para conta bancária',
      method: 'external',
      createdAt: at,
      postings: [
        post(account, type, -amount),
        { systemAccountId: system.settlement, movementType: type, amount },
      ],
    });
  }
  // Statement order is (created_at, id): keep times strictly increasing in simulation order so
  // each posting's balance_after follows the previous one.
  for (let i = 1; i < entries.length; i++) {
    const [previous, current] = [entries[i - 1], entries[i]];
    if (previous && current && current.createdAt <= previous.createdAt) {
      current.createdAt = new Date(previous.createdAt.getTime() + 1);
    }
  }
  return entries;
}

/**
 * The whole history in two statements (entries, then postings) fed as one JSON parameter: far
 * faster than thousands of parameters, and every entry's postings are in the same statement,
 * which the balance trigger checks.
 */
async function insertHistory(db: Db, merchantId: string, entries: PlannedEntry[]): Promise<void> {
  const entryRows = entries.map(({ postings: _, ...entry }) => ({
    ...entry,
    merchant_id: merchantId,
  }));
  await db.execute(sql`
    insert into ${ledgerEntries} (id, merchant_id, type, reference, description, method, created_at)
    select id, merchant_id, type, reference, description, method, "createdAt"
      from jsonb_to_recordset(${JSON.stringify(entryRows)}::jsonb) as x(
        id uuid, merchant_id uuid, type text, reference text, description text, method text,
        "createdAt" timestamptz)`);
  const postingRows = entries.flatMap((entry) =>
    entry.postings.map((p) => ({
      entry_id: entry.id,
      virtual_account_id: p.virtualAccountId ?? null,
      system_account_id: p.systemAccountId ?? null,
      movement_type: p.movementType,
      amount: p.amount,
      balance_after: p.balanceAfter ?? null,
      created_at: entry.createdAt,
    })),
  );
  await db.execute(sql`
    insert into ${ledgerPostings} (entry_id, merchant_id, virtual_account_id, system_account_id,
      movement_type, amount, balance_after, created_at)
    select entry_id, ${merchantId}::uuid, virtual_account_id, system_account_id, movement_type,
      amount, balance_after, created_at
      from jsonb_to_recordset(${JSON.stringify(postingRows)}::jsonb) as x(
        entry_id uuid, virtual_account_id uuid, system_account_id uuid, movement_type text,
        amount bigint, balance_after bigint, created_at timestamptz)
     order by created_at`);
}

async function seedMerchant(db: Db, merchant: Merchant, plan: SeedMerchantPlan, now: Date) {
  const prng = createPrng(plan.seed);
  const accountsRepo = createLedgerAccountsRepository(db);
  const ledger = createLedgerRepository(db);
  const createdAt = new Date(now.getTime() - 120 * DAY_MS);

  const banks = [];
  for (const [index, bank] of plan.banks.entries()) {
    banks.push(
      await accountsRepo.createBankAccount({
        merchantId: merchant.id,
        providerId: SEED_PROVIDER_ID,
        providerAccountId: `${merchant.document}-${index + 1}`,
        holderName: merchant.name,
        ...bank,
        branchNumber: String(prng.int(1, 9_999)).padStart(4, '0'),
        accountNumber: `${prng.int(10_000, 999_999)}-${prng.int(0, 9)}`,
        document: merchant.document,
        createdAt,
      }),
    );
  }
  const accounts: Account[] = [];
  for (const va of plan.virtualAccounts) {
    const bank = banks[va.bank];
    if (!bank) throw new Error(`seed plan: no bank ${va.bank}`);
    const row = await accountsRepo.createVirtualAccount({
      merchantId: merchant.id,
      bankAccountId: bank.id,
      label: va.label,
      type: va.type,
      isDefault: va.isDefault ?? false,
      createdAt,
    });
    accounts.push({ id: row.id, balance: 0 });
  }

  const settlement = systemAccounts.settlement(SEED_PROVIDER_ID);
  const revenue = systemAccounts.feeRevenue();
  const system = {
    settlement: await ledger.systemAccountId(settlement.code, settlement.name),
    feeRevenue: await ledger.systemAccountId(revenue.code, revenue.name),
  };
  await insertHistory(db, merchant.id, planMovements(prng, plan, accounts, system, now));
  // The history went in set-based: the cache is computed once from it.
  await ledger.rebuildCachedBalances(merchant.id);

  // Today's activity goes through the ledger service like any request would.
  const [main, second] = accounts;
  if (main) {
    await postMovement(dataDepsOf(db), merchant.id, {
      type: 'deposit',
      virtualAccountId: main.id,
      amount: 125_000,
      reference: reference(prng, 'E', now),
      description: `Pix recebido de ${prng.pick(payers)}`,
    });
    await holdBalance(dataDepsOf(db), merchant.id, {
      virtualAccountId: main.id,
      amount: Math.min(35_000, Math.floor((main.balance + 125_000) / 10)),
      reason: 'Saque aguardando aprovação',
    });
  }
  if (main && second) {
    await postMovement(dataDepsOf(db), merchant.id, {
      type: 'transfer',
      fromVirtualAccountId: main.id,
      toVirtualAccountId: second.id,
      amount: 10_000,
      reference: reference(prng, 'TRF', now),
      description: 'Transferência entre contas',
    });
  }
}

/**
 * Bank accounts, virtual accounts and 90 days of movements for the demo merchants and 'Loja
 * Exemplo Ltda' (deterministic: a seeded generator per merchant). Runs in the seeding
 * transaction, on a fresh database only.
 */
export async function seedLedger(db: Db, now = new Date()): Promise<void> {
  await forEachPlannedMerchant(db, seedLedgerPlan, (merchant, plan) =>
    seedMerchant(db, merchant, plan, now),
  );
}
