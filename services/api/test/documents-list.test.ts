import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  documentEndpoints,
  endpointPath,
  paymentEndpoints,
  type TDocumentSummary,
  webhookEventEndpoints,
  ZPaymentDocumentPage,
  ZWebhookEventPage,
} from '@arara/contracts';
import en from '@arara/locales/en/exports.json' with { type: 'json' };
import ptBR from '@arara/locales/pt-BR/exports.json' with { type: 'json' };
import { type NewPaymentDocument, paymentDocuments } from '../src/db/schema-payments';
import { parseCsv } from './csv-fixtures';
import { useTestApp, withSandbox } from './helper';
import { send, useTeamWithAccounts } from './member-fixtures';
import { createWebhook, keyBankAccountOf, sandboxPixIn, startReceiver } from './webhook-fixtures';

/**
 * The documents lists (docs/documents.md "Lists, filters and CSV"): filters, São Paulo periods,
 * sorts with keyset pages, the opaque cursor, search, summaries, CSV, tenant isolation, and the
 * webhook events of one document.
 */
describe('documents lists, filters and CSV', () => {
  // The sandbox pays QR codes (Pix In); the events test's webhook receiver is on 127.0.0.1.
  const t = useTestApp({ money: withSandbox(), webhooks: { allowLocalhost: true } });
  const everyone = useTeamWithAccounts(t);

  // A March 2024 week no seeded document falls in: every list below is filtered to it.
  const WEEK = { from: '2024-03-04', to: '2024-03-12' };
  const E2E = 'E12345678202403101200abcDEF12345';
  const FOREIGN_E2E = 'E12345678202403101200zzzZZZ99999';
  let ids: { edgeBefore: string; dayStart: string; dayEnd: string; dayAfter: string } | undefined;
  let foreignId = '';

  const listUrl = (merchantId: string) => endpointPath(paymentEndpoints.documents, { merchantId });

  async function page(query: Record<string, string>, token = everyone.tokens.owner) {
    const res = await send(t.app, token, 'GET', listUrl(everyone.merchantA), { query });
    return res;
  }

  /** Every page of a list (limit `limit`), checking each page parses. */
  async function allPages(query: Record<string, string>, limit = 4) {
    const items: TDocumentSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await page({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      const body = ZPaymentDocumentPage.parse(res.json());
      assert.ok(body.items.length <= limit);
      items.push(...body.items);
      cursor = body.nextCursor;
      pages += 1;
      assert.ok(pages < 100, 'the pages end');
    } while (cursor);
    return items;
  }

  const week = (query: Record<string, string> = {}) => allPages({ ...WEEK, ...query });

  test('fixture: documents of merchant A in one week, and one of another merchant', async () => {
    const [a0 = '', a1 = ''] = everyone.accounts.merchantA;
    const kinds = ['entry', 'out', 'transfer', 'return'] as const;
    const statuses = [
      'approved',
      'pending',
      'failed',
      'declined',
      'cancelled',
      'refunded',
    ] as const;
    const methods = ['pix', 'ted', 'doc', 'internal'] as const;
    const names = ['Maria da Silva', 'João Souza', 'ACME 100% Ltda', 'Padaria Pão Quente'];
    const rows: NewPaymentDocument[] = [];
    for (let i = 0; i < 24; i += 1) {
      const kind = kinds[i % 4] ?? 'entry';
      // Ties on amount (three values) and two documents per instant: the id breaks both.
      const amount = 1_000 + (i % 3) * 250;
      rows.push({
        merchantId: everyone.merchantA,
        kind,
        status: statuses[i % 6] ?? 'approved',
        method: methods[i % 4] ?? 'pix',
        amount,
        netAmount: amount,
        virtualAccountId: i % 2 === 0 ? a0 : a1,
        reference: `DOCLIST-${i}`,
        description: i === 5 ? 'Aluguel; março, "sala 2"' : null,
        counterpartyName: names[i % 4] ?? null,
        txid: i === 7 ? 'txidDocList7' : null,
        externalId: i === 9 ? 'order-9' : null,
        endToEndId: i === 11 ? E2E : null,
        returnDirection: kind === 'return' ? 'out' : null,
        createdAt: new Date(Date.UTC(2024, 2, 5 + (i % 6), 15, Math.floor(i / 12))),
      });
    }
    // The edges of São Paulo's 10 March 2024 (UTC−3): 03:00Z starts it, 02:59:59.999Z next day ends it.
    const edge = (at: string, reference: string): NewPaymentDocument => ({
      merchantId: everyone.merchantA,
      kind: 'entry',
      status: 'approved',
      method: 'pix',
      amount: 7_777,
      netAmount: 7_777,
      virtualAccountId: a0,
      reference,
      counterpartyName: 'Borda do Dia',
      createdAt: new Date(at),
    });
    rows.push(
      edge('2024-03-10T02:59:59.999Z', 'EDGE-before'),
      edge('2024-03-10T03:00:00.000Z', 'EDGE-start'),
      edge('2024-03-11T02:59:59.999Z', 'EDGE-end'),
      edge('2024-03-11T03:00:00.000Z', 'EDGE-after'),
    );
    const written = await t.db.insert(paymentDocuments).values(rows).returning();
    const idOf = (reference: string) =>
      written.find((row) => row.reference === reference)?.id ?? '';
    ids = {
      edgeBefore: idOf('EDGE-before'),
      dayStart: idOf('EDGE-start'),
      dayEnd: idOf('EDGE-end'),
      dayAfter: idOf('EDGE-after'),
    };
    const [foreign] = await t.db
      .insert(paymentDocuments)
      .values({
        merchantId: everyone.otherMerchantId,
        kind: 'entry',
        status: 'approved',
        method: 'pix',
        amount: 1_000,
        netAmount: 1_000,
        virtualAccountId: everyone.accounts.otherMerchantId[0] ?? '',
        reference: 'DOCLIST-foreign',
        counterpartyName: 'Maria da Silva',
        endToEndId: FOREIGN_E2E,
        createdAt: new Date('2024-03-08T15:00:00Z'),
      })
      .returning();
    foreignId = foreign?.id ?? '';
    assert.equal((await week()).length, 28);
  });

  test('summaries: no stages, movements or events; the detail has them', async () => {
    const [first] = await week({ limit: '1' });
    assert.ok(first);
    for (const key of ['stages', 'movements', 'events']) {
      assert.equal(key in first, false, `a list item has no ${key}`);
    }
    assert.ok(first.virtualAccountLabel, 'the account label is there');
    const detail = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.merchantA,
        documentId: first.id,
      }),
    );
    assert.equal(detail.statusCode, 200, detail.body);
    assert.ok(Array.isArray(detail.json().stages));
  });

  test('each filter keeps exactly the matching documents', async () => {
    const all = await week();
    const [a0 = ''] = everyone.accounts.merchantA;
    const cases: [Record<string, string>, (d: TDocumentSummary) => boolean][] = [
      [{ kind: 'return' }, (d) => d.kind === 'return'],
      [{ kind: 'transfer' }, (d) => d.kind === 'transfer'],
      [{ status: 'failed' }, (d) => d.status === 'failed'],
      [{ status: 'approved' }, (d) => d.status === 'approved'],
      [{ method: 'ted' }, (d) => d.method === 'ted'],
      [{ virtualAccountId: a0 }, (d) => d.virtualAccountId === a0],
      [
        { kind: 'entry', status: 'approved', virtualAccountId: a0 },
        (d) => d.kind === 'entry' && d.status === 'approved' && d.virtualAccountId === a0,
      ],
    ];
    for (const [query, keep] of cases) {
      const expected = all.filter(keep).map((d) => d.id);
      assert.ok(expected.length > 0, JSON.stringify(query));
      assert.ok(expected.length < all.length, JSON.stringify(query));
      assert.deepEqual(
        (await week(query)).map((d) => d.id),
        expected,
        JSON.stringify(query),
      );
    }
  });

  test('the period is São Paulo calendar days, both included', async () => {
    assert.ok(ids);
    const day = await allPages({ from: '2024-03-10', to: '2024-03-10', search: 'Borda' });
    assert.deepEqual(
      day.map((d) => d.id),
      [ids.dayEnd, ids.dayStart],
    );
    const twoDays = await allPages({ from: '2024-03-09', to: '2024-03-10', search: 'Borda' });
    assert.deepEqual(
      twoDays.map((d) => d.id),
      [ids.dayEnd, ids.dayStart, ids.edgeBefore],
    );
    const after = await allPages({ from: '2024-03-11', to: '2024-03-11', search: 'Borda' });
    assert.deepEqual(
      after.map((d) => d.id),
      [ids.dayAfter],
    );
  });

  test('sorted by date or amount, either way: keyset pages neither skip nor repeat', async () => {
    const all = await allPages({ ...WEEK }, 100);
    const byCreated = (x: TDocumentSummary, y: TDocumentSummary) =>
      x.createdAt === y.createdAt ? (x.id < y.id ? -1 : 1) : x.createdAt < y.createdAt ? -1 : 1;
    const byAmount = (x: TDocumentSummary, y: TDocumentSummary) =>
      x.amount === y.amount ? (x.id < y.id ? -1 : 1) : x.amount - y.amount;
    const ascending = {
      createdAt: [...all].sort(byCreated).map((d) => d.id),
      amount: [...all].sort(byAmount).map((d) => d.id),
    };
    for (const sort of ['createdAt', 'amount'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = order === 'asc' ? ascending[sort] : [...ascending[sort]].reverse();
        for (const limit of [1, 3, 5]) {
          const got = (await allPages({ ...WEEK, sort, order }, limit)).map((d) => d.id);
          assert.equal(new Set(got).size, got.length, `${sort} ${order} ${limit}: no repeats`);
          assert.deepEqual(got, expected, `${sort} ${order} by ${limit}`);
        }
      }
    }
    // Newest first is the default.
    assert.deepEqual(
      (await allPages({ ...WEEK }, 7)).map((d) => d.id),
      [...ascending.createdAt].reverse(),
    );
  });

  test('a tampered or foreign cursor is 400 fields.cursor, never a 500', async () => {
    const first = await page({ ...WEEK, limit: '2', sort: 'amount' });
    const cursor = ZPaymentDocumentPage.parse(first.json()).nextCursor ?? '';
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      'not-a-cursor!',
      'abc',
      encode({ a: 1 }),
      encode([decoded[0], decoded[1], 'a lot', decoded[3]]),
      encode([decoded[0], decoded[1], decoded[2], "1' or 1=1 --"]),
      encode([decoded[0], decoded[1], -5, decoded[3]]),
      encode(['createdAt', 'desc', '2024-13-45T99:99:99.000000Z', decoded[3]]),
      `${cursor}x`,
    ];
    for (const bad of tampered) {
      const res = await page({ ...WEEK, sort: 'amount', cursor: bad });
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.equal(res.json().error.fields.cursor, 'documents:errors.invalidCursor');
    }
    // A cursor of another sort or order does not page this list.
    const otherSorts: Record<string, string>[] = [
      { sort: 'createdAt' },
      { sort: 'amount', order: 'asc' },
    ];
    for (const query of otherSorts) {
      const res = await page({ ...WEEK, ...query, cursor });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.fields.cursor, 'documents:errors.invalidCursor');
    }
  });

  test('bad filters are 400 with the field', async () => {
    for (const [query, field] of [
      [{ kind: 'bogus' }, 'kind'],
      [{ status: 'lost' }, 'status'],
      [{ method: 'boleto' }, 'method'],
      [{ sort: 'name' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '201' }, 'limit'],
      [{ from: '2024-02-31' }, 'from'],
      [{ from: '2024-03-10', to: '2024-03-09' }, 'to'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ] as const) {
      const res = await page(query);
      assert.equal(res.statusCode, 400, `${JSON.stringify(query)}: ${res.body}`);
      assert.ok(res.json().error.fields?.[field], `${JSON.stringify(query)}: ${res.body}`);
    }
  });

  test('search: exact ids and reference, or part of the name in any case', async () => {
    const refs = async (search: string) => (await week({ search })).map((d) => d.reference).sort();
    assert.deepEqual(await refs(E2E), ['DOCLIST-11']);
    assert.deepEqual(await refs('txidDocList7'), ['DOCLIST-7']);
    assert.deepEqual(await refs('order-9'), ['DOCLIST-9']);
    assert.deepEqual(await refs('DOCLIST-13'), ['DOCLIST-13']);
    // Exact: part of an id or reference finds nothing.
    assert.deepEqual(await refs(E2E.slice(0, 20)), []);
    assert.deepEqual(await refs('txidDocList'), []);
    // Part of the counterparty's name, any case; % and _ are plain characters.
    const silva = await refs('dA sIlVa');
    assert.equal(silva.length, 6);
    assert.deepEqual(await refs('100%'), (await refs('ACME')).sort());
    assert.equal((await refs('100%')).length, 6);
    assert.deepEqual(await refs('1_0'), []);
    assert.deepEqual(await refs('%'), await refs('100%'));
  });

  test('another merchant’s documents never appear; their id is Document not found', async () => {
    const everything = await allPages({ from: '2024-03-01', to: '2024-03-31' }, 200);
    assert.equal(
      everything.some((d) => d.id === foreignId || d.merchantId !== everyone.merchantA),
      false,
    );
    assert.deepEqual(await week({ search: FOREIGN_E2E }), []);
    const detail = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.merchantA,
        documentId: foreignId,
      }),
    );
    assert.equal(detail.statusCode, 404);
    assert.equal(detail.json().error.message, 'Document not found');
    const unknown = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.merchantA,
        documentId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.message, 'Document not found');
    // Its account as a filter: 404, as in the statement.
    const foreignAccount = await page({
      virtualAccountId: everyone.accounts.otherMerchantId[0] ?? '',
    });
    assert.equal(foreignAccount.statusCode, 404);
    // Its owner sees it.
    const own = await send(t.app, everyone.other, 'GET', listUrl(everyone.otherMerchantId), {
      query: { ...WEEK, search: FOREIGN_E2E },
    });
    assert.deepEqual(
      ZPaymentDocumentPage.parse(own.json()).items.map((d) => d.id),
      [foreignId],
    );
  });

  async function csv(query: Record<string, string>) {
    const res = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(documentEndpoints.exportCsv, { merchantId: everyone.merchantA }),
      { query },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.ok(res.body.startsWith('\uFEFF'), 'UTF-8 BOM');
    assert.ok(res.body.endsWith('\r\n'));
    assert.equal(res.body.replaceAll('\r\n', '').includes('\n'), false, 'CRLF line ends only');
    return res;
  }

  test('CSV in English: the filtered list, in its order, with the statement’s conventions', async () => {
    const query = { ...WEEK, kind: 'entry', sort: 'amount', order: 'asc' };
    const list = await allPages(query, 3);
    const res = await csv({ ...query, language: 'en' });
    assert.match(
      String(res.headers['content-disposition']),
      /^attachment; filename="documents-2024-03-04-2024-03-12\.csv";/,
    );
    const [header, ...rows] = parseCsv(res.body.slice(1), ',');
    const columns = en.documents.columns;
    assert.deepEqual(header, Object.values(columns));
    const column = (name: keyof typeof columns) => Object.keys(columns).indexOf(name);
    assert.deepEqual(
      rows.map((row) => row[column('documentId')]),
      list.map((d) => d.id),
    );
    const start = rows.find((row) => row[column('reference')] === 'EDGE-start');
    assert.ok(start);
    assert.equal(start[column('date')], '2024-03-10T00:00:00.000-03:00');
    assert.equal(start[column('amount')], '77.77');
    assert.equal(start[column('kind')], 'Entry');
    assert.equal(start[column('status')], 'Approved');
    assert.equal(start[column('direction')], 'In');
  });

  test('CSV in Portuguese: ; decimal comma, dd/mm/yyyy in São Paulo, quoted text', async () => {
    const query = { ...WEEK, status: 'refunded' };
    const list = await allPages(query, 2);
    const res = await csv({ ...query, language: 'pt-BR' });
    assert.match(String(res.headers['content-disposition']), /filename="documentos-2024-03-04-/);
    const [header, ...rows] = parseCsv(res.body.slice(1), ';');
    const columns = ptBR.documents.columns;
    assert.deepEqual(header, Object.values(columns));
    const column = (name: keyof typeof columns) => Object.keys(columns).indexOf(name);
    assert.deepEqual(
      rows.map((row) => row[column('documentId')]),
      list.map((d) => d.id),
    );
    const five = rows.find((row) => row[column('reference')] === 'DOCLIST-5');
    assert.ok(five, 'DOCLIST-5 is refunded');
    // 2024-03-10 15:00 UTC is noon in São Paulo.
    assert.equal(five[column('date')], '10/03/2024 12:00:00');
    assert.equal(five[column('amount')], '15,00');
    assert.equal(five[column('status')], 'Devolvido');
    assert.equal(five[column('kind')], 'Saída');
    assert.equal(five[column('description')], 'Aluguel; março, "sala 2"');
    assert.ok(res.body.includes('"Aluguel; março, ""sala 2"""'), 'quoted as RFC 4180');
  });

  test('CSV: a foreign account is 404 before any byte; bad filters 400', async () => {
    const url = endpointPath(documentEndpoints.exportCsv, { merchantId: everyone.merchantA });
    const foreign = await send(t.app, everyone.tokens.owner, 'GET', url, {
      query: { virtualAccountId: everyone.accounts.otherMerchantId[0] ?? '' },
    });
    assert.equal(foreign.statusCode, 404);
    const bad = await send(t.app, everyone.tokens.owner, 'GET', url, { query: { kind: 'x' } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error.fields.kind);
  });

  test('webhook events filtered by document: the events tab of its page', async () => {
    const receiver = await startReceiver();
    try {
      const { bankAccountId } = await keyBankAccountOf(t.app, everyone.otherMerchantId);
      await createWebhook(t.app, everyone.other, everyone.otherMerchantId, {
        url: receiver.url('/in'),
        bankAccountId,
        events: ['pix_in'],
      });
      for (const amount of [1_111, 2_222]) {
        const { response } = await sandboxPixIn(
          t.app,
          everyone.other,
          everyone.otherMerchantId,
          amount,
        );
        assert.equal(response.statusCode, 200, response.body);
      }
      const entries = await send(t.app, everyone.other, 'GET', listUrl(everyone.otherMerchantId), {
        query: { kind: 'entry', limit: '2' },
      });
      const [second, first] = ZPaymentDocumentPage.parse(entries.json()).items;
      assert.ok(first && second);
      assert.deepEqual([first.amount, second.amount], [1_111, 2_222]);
      const eventsOf = async (
        documentId: string,
        token = everyone.other,
        merchantId = everyone.otherMerchantId,
      ) => {
        const res = await send(
          t.app,
          token,
          'GET',
          endpointPath(webhookEventEndpoints.list, { merchantId }),
          { query: { documentId } },
        );
        assert.equal(res.statusCode, 200, res.body);
        return ZWebhookEventPage.parse(res.json()).items;
      };
      const events = await eventsOf(first.id);
      assert.equal(events.length, 1);
      assert.deepEqual(events[0]?.resource, { documentId: first.id, amount: 1_111 });
      assert.equal(events[0]?.type, 'pix_in');
      assert.deepEqual(
        (await eventsOf(second.id)).map((event) => event.resource.documentId),
        [second.id],
      );
      // Another merchant asking for this document's events gets none.
      assert.deepEqual(await eventsOf(first.id, everyone.tokens.owner, everyone.merchantA), []);
      assert.deepEqual(await eventsOf('not-a-uuid'), []);
    } finally {
      await receiver.close();
    }
  });
});
