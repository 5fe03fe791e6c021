import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  CARD_EXPENSE_CATEGORIES,
  type TCardTransaction,
  type TMembershipRole,
  ZCard,
  ZCardExpenses,
  ZCardInvoices,
  ZCardList,
  ZCardReveal,
  ZCardTransactionPage,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { seedCardPlan } from '../src/seeds/seed-cards';
import { auditLog, users } from '../src/db/schema';
import { cards, cardTransactions } from '../src/db/schema-cards';
import { queryRows, useTestApp } from './helper';
import { type Call, call, EMAILS, ROLES, useSignedInTeam, WRITERS } from './member-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Luhn check of a card number. */
const luhnValid = (pan: string) =>
  [...pan].reverse().reduce((acc, ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    return acc + d;
  }, 0) %
    10 ===
  0;

describe('cards API', () => {
  const t = useTestApp();
  const s = useSignedInTeam(t);
  let cardIds: string[];

  const as = (role: TMembershipRole, request: Call) => call(t.app, s.tokens[role], request);
  const base = () => `/merchants/${s.merchantA}`;

  /** Every page of the transactions list for a query, following nextCursor. */
  async function allTransactions(query: Record<string, string>, limit = 70) {
    const items: TCardTransaction[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await as('viewer', {
        method: 'GET',
        url: `${base()}/card-transactions`,
        query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) },
      });
      assert.equal(res.statusCode, 200, res.body);
      const page = ZCardTransactionPage.parse(res.json());
      items.push(...page.items);
      if (page.nextCursor === null) return items;
      assert.equal(page.items.length, limit, 'only the last page is short');
      cursor = page.nextCursor;
    }
  }

  before(async () => {
    const res = await as('owner', { method: 'GET', url: `${base()}/cards` });
    cardIds = ZCardList.parse(res.json()).items.map((c) => c.id);
  });

  test('the seed: one card per holder with different brands, hundreds of purchases over 90 days', async () => {
    const { items } = ZCardList.parse(
      (await as('viewer', { method: 'GET', url: `${base()}/cards` })).json(),
    );
    assert.equal(items.length, seedCardPlan.cards.length);
    assert.equal(new Set(items.map((c) => c.brand)).size, items.length);
    assert.equal(new Set(items.map((c) => c.holderName)).size, items.length);
    const [{ count, oldest } = {} as { count: number; oldest: string }] = await queryRows<{
      count: number;
      oldest: string;
    }>(
      t.app.db,
      sql`select count(*)::int as count, min(occurred_at) as oldest from card_transactions where merchant_id = ${s.merchantA}`,
    );
    assert.equal(count, seedCardPlan.transactions);
    assert.ok(Date.now() - new Date(oldest).getTime() <= 90 * DAY_MS + 60_000);
    // Other merchants have no cards.
    const other = await call(t.app, s.other, {
      method: 'GET',
      url: `/merchants/${s.otherMerchantId}/cards`,
    });
    assert.deepEqual(other.json(), { items: [] });
  });

  test('lists and details show the number masked, never the full number', async () => {
    const rows = await t.app.db.select().from(cards).where(eq(cards.merchantId, s.merchantA));
    const list = await as('viewer', { method: 'GET', url: `${base()}/cards` });
    for (const row of rows) {
      assert.ok(!list.body.includes(row.pan), 'no full number in the list');
      const card = ZCardList.parse(list.json()).items.find((c) => c.id === row.id);
      assert.ok(card);
      assert.equal(card.last4, row.pan.slice(-4));
      assert.match(card.maskedNumber, new RegExp(`^(•+ )+•*${card.last4}$`));
      const detail = await as('developer', { method: 'GET', url: `${base()}/cards/${row.id}` });
      assert.equal(detail.statusCode, 200);
      assert.ok(!detail.body.includes(row.pan));
      assert.equal(ZCard.parse(detail.json()).maskedNumber, card.maskedNumber);
    }
  });

  test('reveal: accounts.manage only, returns the full number, and writes an audit row', async () => {
    const [cardId = ''] = cardIds;
    const [row] = await t.app.db.select().from(cards).where(eq(cards.id, cardId));
    assert.ok(row);
    const reveals = async () =>
      (
        await t.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'card.reveal'), eq(auditLog.merchantId, s.merchantA)))
      ).length;

    for (const role of ROLES) {
      const before = await reveals();
      const res = await as(role, { method: 'POST', url: `${base()}/cards/${cardId}/reveal` });
      if (!WRITERS.has(role)) {
        assert.equal(res.statusCode, 403, `${role}: ${res.body}`);
        assert.ok(!res.body.includes(row.pan));
        assert.equal(await reveals(), before, 'a refused reveal is not a reveal');
        continue;
      }
      assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
      assert.equal(res.headers['cache-control'], 'no-store');
      const revealed = ZCardReveal.parse(res.json());
      assert.equal(revealed.number, row.pan);
      assert.ok(luhnValid(revealed.number), 'a well-formed (sandbox) card number');
      assert.ok(!('cvv' in revealed));
      const [user] = await t.app.db.select().from(users).where(eq(users.email, EMAILS[role]));
      assert.ok(user);
      const [audit] = await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'card.reveal'), eq(auditLog.actorId, user.id)));
      assert.ok(audit, `audit row for ${role}`);
      assert.equal(audit.merchantId, s.merchantA);
      assert.equal(audit.path, `${base()}/cards/${cardId}/reveal`);
      assert.equal(audit.method, 'POST');
      assert.equal(await reveals(), before + 1);
    }
  });

  test('invoices: amount is the sum of counted purchases, pending = amount − paid, current is the open one', async () => {
    for (const cardId of cardIds) {
      const res = await as('viewer', { method: 'GET', url: `${base()}/cards/${cardId}/invoices` });
      assert.equal(res.statusCode, 200, res.body);
      const { current, items } = ZCardInvoices.parse(res.json());
      assert.ok(items.length >= 3, 'invoices of the last 3 months');
      assert.ok(current);
      assert.equal(current.status, 'open');
      assert.equal(current.id, items[0]?.id, 'newest first');
      assert.ok(current.openingDate <= new Date().toISOString().slice(0, 10));
      assert.ok(current.closingDate >= new Date().toISOString().slice(0, 10));
      for (const invoice of items) {
        const [{ total } = {} as { total: string }] = await queryRows<{ total: string }>(
          t.app.db,
          sql`select coalesce(sum(amount), 0)::bigint as total from card_transactions where invoice_id = ${invoice.id} and status <> 'declined'`,
        );
        assert.equal(invoice.amount, Number(total));
        assert.equal(invoice.pendingAmount, Math.max(invoice.amount - invoice.paidAmount, 0));
        assert.ok(
          invoice.openingDate < invoice.closingDate && invoice.closingDate < invoice.dueDate,
        );
      }
      const closed = items.find((i) => i.status === 'closed');
      assert.ok(
        closed && closed.pendingAmount > 0 && closed.paidAmount > 0,
        'last month partly paid',
      );
      assert.ok(items.filter((i) => i.status === 'paid').every((i) => i.pendingAmount === 0));
    }
  });

  test('transactions: keyset pages cover every purchase once, newest first, with filters', async () => {
    const all = await allTransactions({});
    assert.equal(all.length, seedCardPlan.transactions);
    assert.equal(new Set(all.map((i) => i.id)).size, all.length, 'no purchase twice');
    for (let i = 1; i < all.length; i++) {
      assert.ok((all[i - 1]?.occurredAt ?? '') >= (all[i]?.occurredAt ?? ''), 'newest first');
    }
    const [cardId = ''] = cardIds;
    const byCard = await allTransactions({ cardId });
    assert.deepEqual(
      byCard.map((i) => i.id),
      all.filter((i) => i.cardId === cardId).map((i) => i.id),
    );
    const food = await allTransactions({ category: 'food' });
    assert.ok(food.length > 0 && food.every((i) => i.category === 'food'));
    assert.equal(food.length, all.filter((i) => i.category === 'food').length);
    const from = new Date(Date.now() - 30 * DAY_MS).toISOString();
    const to = new Date(Date.now() - 10 * DAY_MS).toISOString();
    const period = await allTransactions({ from, to });
    assert.deepEqual(
      period.map((i) => i.id),
      all.filter((i) => i.occurredAt >= from && i.occurredAt < to).map((i) => i.id),
    );
  });

  test('expenses per category sum to the purchases of the period (declined ones excluded)', async () => {
    const from = new Date(Date.now() - 45 * DAY_MS).toISOString();
    const to = new Date().toISOString();
    const res = await as('developer', {
      method: 'GET',
      url: `${base()}/card-expenses`,
      query: { from, to },
    });
    assert.equal(res.statusCode, 200, res.body);
    const expenses = ZCardExpenses.parse(res.json());
    assert.deepEqual(
      expenses.categories.map((c) => c.category),
      [...CARD_EXPENSE_CATEGORIES],
    );
    const listed = (await allTransactions({ from, to })).filter((i) => i.status !== 'declined');
    for (const { category, amount, count } of expenses.categories) {
      const mine = listed.filter((i) => i.category === category);
      assert.equal(
        amount,
        mine.reduce((sum, i) => sum + i.amount, 0),
        category,
      );
      assert.equal(count, mine.length, category);
    }
    assert.equal(
      expenses.total,
      listed.reduce((sum, i) => sum + i.amount, 0),
    );
    assert.ok(expenses.total > 0);
    const declined = await t.app.db
      .select()
      .from(cardTransactions)
      .where(
        and(eq(cardTransactions.merchantId, s.merchantA), eq(cardTransactions.status, 'declined')),
      );
    assert.ok(declined.length > 0, 'the seed has declined purchases to leave out');
    // All time, one card.
    const [cardId = ''] = cardIds;
    const perCard = ZCardExpenses.parse(
      (
        await as('viewer', { method: 'GET', url: `${base()}/card-expenses`, query: { cardId } })
      ).json(),
    );
    const [{ total } = {} as { total: string }] = await queryRows<{ total: string }>(
      t.app.db,
      sql`select sum(amount)::bigint as total from card_transactions where card_id = ${cardId} and status <> 'declined'`,
    );
    assert.equal(perCard.total, Number(total));
  });

  test('bad queries are a 400 with field errors', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ from: '2026-01-10T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to'],
      [{ from: 'yesterday' }, 'from'],
      [{ category: 'cars' }, 'category'],
      [{ limit: '0' }, 'limit'],
      [{ cardId: 'abc' }, 'cardId'],
    ];
    for (const [query, field] of cases) {
      const res = await as('viewer', { method: 'GET', url: `${base()}/card-transactions`, query });
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.ok(res.json().error.fields?.[field], `${JSON.stringify(query)}: ${res.body}`);
    }
  });

  test('every role reads every card endpoint', async () => {
    const [cardId = ''] = cardIds;
    for (const role of ROLES) {
      for (const url of [
        `${base()}/cards`,
        `${base()}/cards/${cardId}`,
        `${base()}/cards/${cardId}/invoices`,
        `${base()}/card-transactions`,
        `${base()}/card-expenses`,
      ]) {
        const res = await as(role, { method: 'GET', url });
        assert.equal(res.statusCode, 200, `${role} ${url}: ${res.body}`);
      }
    }
  });

  test('another merchant’s ids are a 404', async () => {
    const [cardId = ''] = cardIds;
    const other = `/merchants/${s.otherMerchantId}`;
    // The demo card under the other merchant, by its owner.
    for (const request of [
      { method: 'GET', url: `${other}/cards/${cardId}` },
      { method: 'POST', url: `${other}/cards/${cardId}/reveal` },
      { method: 'GET', url: `${other}/cards/${cardId}/invoices` },
      { method: 'GET', url: `${other}/card-transactions`, query: { cardId } },
      { method: 'GET', url: `${other}/card-expenses`, query: { cardId } },
    ] as Call[]) {
      const res = await call(t.app, s.other, request);
      assert.equal(res.statusCode, 404, `${request.method} ${request.url}: ${res.body}`);
      assert.equal(res.json().error.message, 'Card not found');
    }
    // The demo merchant's card under the owner's second merchant.
    const merchantB = `/merchants/${s.merchantB}`;
    const wrongMerchant = await as('owner', {
      method: 'POST',
      url: `${merchantB}/cards/${cardId}/reveal`,
    });
    assert.equal(wrongMerchant.statusCode, 404);
    // The other merchant itself, for a member of the demo merchant.
    for (const url of [`${other}/cards`, `${other}/card-transactions`, `${other}/card-expenses`]) {
      assert.equal((await as('admin', { method: 'GET', url })).statusCode, 404, url);
    }
    assert.equal(
      (await as('owner', { method: 'POST', url: `${other}/cards/${cardId}/reveal` })).statusCode,
      404,
    );
    const unauthenticated = await t.app.inject({ method: 'GET', url: `${base()}/cards` });
    assert.equal(unauthenticated.statusCode, 401);
  });
});
