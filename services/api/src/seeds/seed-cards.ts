import { randomUUID } from 'node:crypto';
import type {
  TCardBrand,
  TCardExpenseCategory,
  TCardInvoiceStatus,
  TCardTransactionStatus,
} from '@arara/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createMerchantsRepository } from '../repositories/merchants-repository';
import { cardInvoices, cardTransactions } from '../db/schema-cards';
import { virtualAccounts } from '../db/schema-ledger';
import { createPrng, type Prng } from '../lib/prng';
import { createCardsRepository } from '../repositories/cards-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Cards of the first demo merchant: one per holder, different brands. */
export const seedCardPlan = {
  document: '11222333000181',
  seed: 5101,
  transactions: 320,
  cards: [
    { holderName: 'DEMO MERCHANT', name: 'Cartão corporativo', brand: 'visa', prefix: '4539' },
    { holderName: 'BRUNA ADMIN', name: 'Viagens', brand: 'mastercard', prefix: '5412' },
    { holderName: 'MARCOS GERENTE', name: 'Compras do escritório', brand: 'elo', prefix: '6363' },
  ],
} as const satisfies {
  document: string;
  seed: number;
  transactions: number;
  cards: readonly { holderName: string; name: string; brand: TCardBrand; prefix: string }[];
};

const shops: Record<TCardExpenseCategory, { names: string[]; min: number; max: number }> = {
  shopping: {
    names: ['Mercado Livre', 'Amazon', 'Magazine Luiza', 'Kalunga'],
    min: 2_000,
    max: 90_000,
  },
  food: {
    names: ['iFood', 'Padaria Real', 'Outback', 'Restaurante Fogo de Chão'],
    min: 1_500,
    max: 35_000,
  },
  travel: { names: ['LATAM', 'Azul', 'Uber', '99', 'Booking.com'], min: 1_200, max: 250_000 },
  housing: {
    names: ['Enel', 'Sabesp', 'Vivo Fibra', 'Condomínio Ed. Paulista'],
    min: 8_000,
    max: 180_000,
  },
  others: {
    names: ['Google Cloud', 'Adobe', 'Farmácia São Paulo', 'Correios'],
    min: 1_000,
    max: 60_000,
  },
};
/** How often each category occurs (food and travel most). */
const categoryWeights: readonly TCardExpenseCategory[] = [
  'shopping',
  'shopping',
  'shopping',
  'food',
  'food',
  'food',
  'food',
  'travel',
  'travel',
  'travel',
  'housing',
  'others',
  'others',
];

/** A Luhn-valid 16-digit number starting with `prefix` (made up: sandbox cards only). */
function sandboxPan(prng: Prng, prefix: string): string {
  let body = prefix;
  while (body.length < 15) body += String(prng.int(0, 9));
  const sum = [...body].reverse().reduce((acc, ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    return acc + d;
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * Cards, monthly invoices (calendar months, UTC; due on the 10th of the next month) and 90
 * days of purchases for the first demo merchant, generated in memory and inserted set-based.
 */
export async function seedCards(db: Db, now = new Date()): Promise<void> {
  const merchant = await createMerchantsRepository(db).findByDocument(seedCardPlan.document);
  if (!merchant) return;
  const [account] = await db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.merchantId, merchant.id))
    .orderBy(desc(virtualAccounts.isDefault))
    .limit(1);
  const prng = createPrng(seedCardPlan.seed);
  const repo = createCardsRepository(db);
  const cards = [];
  for (const [i, plan] of seedCardPlan.cards.entries()) {
    const pan = sandboxPan(prng, plan.prefix);
    cards.push(
      await repo.create({
        merchantId: merchant.id,
        virtualAccountId: i === 0 ? (account?.id ?? null) : null,
        holderName: plan.holderName,
        name: plan.name,
        brand: plan.brand,
        pan,
        last4: pan.slice(-4),
        expiryMonth: prng.int(1, 12),
        expiryYear: now.getUTCFullYear() + prng.int(2, 5),
        creditLimit: prng.pick([1_000_000, 2_500_000, 5_000_000]),
        createdAt: new Date(now.getTime() - (200 - i) * DAY_MS),
      }),
    );
  }

  // One invoice per card per calendar month the 90 days touch; the current month is open.
  const start = new Date(now.getTime() - 90 * DAY_MS);
  const months: Date[] = [];
  for (
    let m = monthStart(start.getUTCFullYear(), start.getUTCMonth());
    m <= now;
    m = monthStart(m.getUTCFullYear(), m.getUTCMonth() + 1)
  ) {
    months.push(m);
  }
  type PlannedInvoice = {
    id: string;
    cardId: string;
    month: Date;
    amount: number;
  };
  const invoices: PlannedInvoice[] = cards.flatMap((card) =>
    months.map((month) => ({ id: randomUUID(), cardId: card.id, month, amount: 0 })),
  );
  const invoiceOf = (cardId: string, at: Date) =>
    invoices.find(
      (inv) =>
        inv.cardId === cardId &&
        inv.month.getUTCFullYear() === at.getUTCFullYear() &&
        inv.month.getUTCMonth() === at.getUTCMonth(),
    );

  const transactions = [];
  for (let i = 0; i < seedCardPlan.transactions; i++) {
    const card = prng.pick(cards);
    const category = prng.pick(categoryWeights);
    const shop = shops[category];
    const occurredAt = new Date(now.getTime() - prng.int(60_000, 90 * DAY_MS));
    const roll = prng.next();
    const status: TCardTransactionStatus =
      roll < 0.03
        ? 'declined'
        : occurredAt.getTime() > now.getTime() - 2 * DAY_MS
          ? 'pending'
          : 'approved';
    const amount = prng.int(shop.min, shop.max);
    const invoice = invoiceOf(card.id, occurredAt);
    if (invoice && status !== 'declined') invoice.amount += amount;
    transactions.push({
      merchant_id: merchant.id,
      card_id: card.id,
      invoice_id: invoice?.id ?? null,
      merchant_name: prng.pick(shop.names),
      category,
      amount,
      occurred_at: occurredAt.toISOString(),
      status,
    });
  }

  const current = months.length - 1;
  await db.insert(cardInvoices).values(
    invoices.map((inv) => {
      const index = months.indexOf(inv.month);
      const next = monthStart(inv.month.getUTCFullYear(), inv.month.getUTCMonth() + 1);
      // Older months are paid; last month is closed with a part paid; this month is open.
      const status: TCardInvoiceStatus =
        index === current ? 'open' : index === current - 1 ? 'closed' : 'paid';
      const paidAmount =
        status === 'paid' ? inv.amount : status === 'closed' ? Math.floor(inv.amount * 0.4) : 0;
      return {
        id: inv.id,
        merchantId: merchant.id,
        cardId: inv.cardId,
        openingDate: isoDate(inv.month),
        closingDate: isoDate(new Date(next.getTime() - DAY_MS)),
        dueDate: isoDate(new Date(next.getTime() + 9 * DAY_MS)),
        paidAmount,
        status,
      };
    }),
  );
  await db.execute(sql`
    insert into ${cardTransactions} (merchant_id, card_id, invoice_id, merchant_name, category,
      amount, occurred_at, status)
    select merchant_id, card_id, invoice_id, merchant_name, category, amount, occurred_at, status
      from jsonb_to_recordset(${JSON.stringify(transactions)}::jsonb) as x(
        merchant_id uuid, card_id uuid, invoice_id uuid, merchant_name text, category text,
        amount bigint, occurred_at timestamptz, status text)`);
}
