import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ADMIN_TRANSACTION_MESSAGES,
  adminTransactionEndpoints,
  endpointPath,
  endpointSearch,
  type TAdminTransaction,
  ZAdminSignedInResponse,
  ZAdminTransactionPage,
  ZTransactionsReport,
  ZTwoFactorRequiredResponse,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { withdrawals } from '../src/db/schema-fees';
import { paymentDocuments } from '../src/db/schema-payments';
import { hashPassword } from '../src/lib/password';
import { zonedToday } from '../src/lib/zoned-time';
import { dataDepsOf } from '../src/services/deps';
import { postMovement } from '../src/services/ledger';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/seeds/seed';
import { parseCsv } from './csv-fixtures';
import {
  ADMIN,
  forgetUsedTwoFactorStep,
  freshAddress,
  post,
  queryRows,
  useTestApp,
} from './helper';
import { openMerchant } from './ledger-fixtures';
import { codeFor } from './totp';

const SUPPORT = { email: 'tx.support@arara.test', password: 'Support@2026' } as const;
const SUPPORT_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** 2025-01-09 23:30 in São Paulo (UTC−3): still the 9th there, already the 10th in UTC. */
const LATE_EVENING = new Date('2025-01-10T02:30:00Z');

type Endpoint = (typeof adminTransactionEndpoints)[keyof typeof adminTransactionEndpoints];

describe('back office: transactions and reports', () => {
  const t = useTestApp();
  let admin = '';
  let support = '';
  let a = { merchantId: '', bankAccountId: '', accountIds: [] as string[] };
  let b = { merchantId: '', bankAccountId: '', accountIds: [] as string[] };
  const ids = {
    pending: '',
    failed: '',
    linkedDeposit: '',
    withdrawalDoc: '',
    feeEntry: '',
    late: '',
  };

  const adminToken = async (credentials: { email: string; password: string }, secret: string) => {
    const first = await post(t.app, '/admin/auth/login', credentials);
    assert.equal(first.statusCode, 200, first.body);
    const { challengeToken } = ZTwoFactorRequiredResponse.parse(first.json());
    await forgetUsedTwoFactorStep(t.app, credentials.email);
    const second = await post(t.app, '/admin/auth/login/two-factor', {
      challengeToken,
      code: codeFor(secret),
    });
    assert.equal(second.statusCode, 200, second.body);
    return ZAdminSignedInResponse.parse(second.json()).accessToken;
  };

  const call = (endpoint: Endpoint, query: Record<string, unknown> = {}, token = admin) =>
    t.app.inject({
      method: endpoint.method,
      url: endpointPath(endpoint) + endpointSearch(query),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${token}` },
    });
  const list = async (query: Record<string, unknown>) => {
    const res = await call(adminTransactionEndpoints.list, query);
    assert.equal(res.statusCode, 200, res.body);
    return ZAdminTransactionPage.parse(res.json());
  };
  /** Every page of a filter, `limit` rows at a time. */
  const allPages = async (query: Record<string, unknown>, limit: number) => {
    const rows: TAdminTransaction[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await list({ ...query, limit, cursor });
      assert.ok(page.items.length <= limit);
      rows.push(...page.items);
      if (page.nextCursor === null) return rows;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  };
  const move = (merchantId: string, request: Parameters<typeof postMovement>[2]) =>
    postMovement(dataDepsOf(t.db), merchantId, request);

  before(async () => {
    admin = await adminToken(ADMIN, DEMO_ADMIN_TOTP_SECRET);
    const { backOffice, users, twoFactor } = t.app.repositories;
    const profile = await backOffice.findProfileByName('Support');
    assert.ok(profile);
    const user = await users.create({
      name: 'Tiago Suporte',
      email: SUPPORT.email,
      passwordHash: await hashPassword(SUPPORT.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    await twoFactor.savePending(user.id, SUPPORT_SECRET);
    await twoFactor.enable(user.id, SUPPORT_SECRET, 0, new Date());
    support = await adminToken(SUPPORT, SUPPORT_SECRET);

    a = await openMerchant(t.db, 2);
    b = await openMerchant(t.db, 1);
    const [main = '', second = ''] = a.accountIds;
    // A: three deposits (one with its document), a transfer, a withdrawal with its fee.
    const linked = await move(a.merchantId, {
      type: 'deposit',
      virtualAccountId: main,
      amount: 10_000,
      reference: 'TX-dep-1',
    });
    await move(a.merchantId, { type: 'deposit', virtualAccountId: main, amount: 2_500 });
    await move(a.merchantId, { type: 'deposit', virtualAccountId: second, amount: 700 });
    await move(a.merchantId, {
      type: 'transfer',
      fromVirtualAccountId: main,
      toVirtualAccountId: second,
      amount: 1_000,
    });
    const withdrawal = await move(a.merchantId, {
      type: 'withdrawal',
      virtualAccountId: main,
      amount: 2_000,
      reference: 'TX-wd',
    });
    const fee = await move(a.merchantId, {
      type: 'fee',
      virtualAccountId: main,
      amount: 150,
      reference: 'TX-wd',
    });
    ids.feeEntry = fee.id;
    const doc = (values: Partial<typeof paymentDocuments.$inferInsert>) => ({
      merchantId: a.merchantId,
      kind: 'entry' as const,
      status: 'approved' as const,
      method: 'pix' as const,
      amount: 1,
      netAmount: 1,
      virtualAccountId: main,
      reference: 'TX-doc',
      ...values,
    });
    const [deposited, pending, failed, out, late] = await t.db
      .insert(paymentDocuments)
      .values([
        doc({ amount: 10_000, netAmount: 10_000, reference: 'TX-dep-1', ledgerEntryId: linked.id }),
        doc({ kind: 'out', status: 'pending', amount: 5_000, netAmount: 5_000, reference: 'TX-p' }),
        doc({ status: 'failed', amount: 300, netAmount: 300, reference: 'TX-f' }),
        doc({
          kind: 'out',
          method: 'ted',
          amount: 2_000,
          netAmount: 2_000,
          fee: 150,
          reference: 'TX-wd',
          ledgerEntryId: withdrawal.id,
        }),
        doc({ amount: 4_444, netAmount: 4_444, reference: 'TX-late', createdAt: LATE_EVENING }),
      ])
      .returning();
    ids.linkedDeposit = deposited?.id ?? '';
    ids.pending = pending?.id ?? '';
    ids.failed = failed?.id ?? '';
    ids.withdrawalDoc = out?.id ?? '';
    ids.late = late?.id ?? '';
    await t.db.insert(withdrawals).values({
      merchantId: a.merchantId,
      documentId: ids.withdrawalDoc,
      virtualAccountId: main,
      bankAccountId: a.bankAccountId,
      amount: 2_000,
      fee: 150,
      withdrawalEntryId: withdrawal.id,
      feeEntryId: fee.id,
    });
    // B: one deposit.
    await move(b.merchantId, {
      type: 'deposit',
      virtualAccountId: b.accountIds[0] ?? '',
      amount: 4_200,
      reference: 'TX-b',
    });
  });

  test('without transactions.read: 403 on every endpoint; without a session: 401', async () => {
    const today = zonedToday();
    const period = { from: today, to: today };
    const answers = [
      await call(adminTransactionEndpoints.list, {}, support),
      await call(adminTransactionEndpoints.exportCsv, {}, support),
      await call(adminTransactionEndpoints.report, period, support),
      await call(adminTransactionEndpoints.reportCsv, period, support),
    ];
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [403, 403, 403, 403],
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: endpointPath(adminTransactionEndpoints.list),
      remoteAddress: freshAddress(),
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test("a merchant's movements: documents and the ledger entries without one, each once", async () => {
    const rows = await allPages({ merchantId: a.merchantId }, 200);
    assert.ok(rows.every((row) => row.merchantId === a.merchantId));
    assert.ok(rows.every((row) => row.merchantName.startsWith('Ledger Test')));
    const summary = rows
      .map(
        (row) => `${row.type}:${row.status}:${row.amount}:${row.documentId === null ? '-' : 'doc'}`,
      )
      .sort();
    assert.deepEqual(summary, [
      'deposit:approved:10000:doc',
      'deposit:approved:2500:-',
      'deposit:approved:4444:doc',
      'deposit:approved:700:-',
      'deposit:failed:300:doc',
      'fee:approved:150:doc',
      'payment:pending:5000:doc',
      'transfer:approved:1000:-',
      'withdraw:approved:2000:doc',
    ]);
    // The withdrawal's fee links to the withdrawal's document.
    const fee = rows.find((row) => row.type === 'fee');
    assert.equal(fee?.id, ids.feeEntry);
    assert.equal(fee?.documentId, ids.withdrawalDoc);
    // Newest first.
    const times = rows.map((row) => Date.parse(row.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((x, y) => y - x),
    );

    const other = await list({ merchantId: b.merchantId });
    assert.deepEqual(
      other.items.map((row) => [row.merchantId, row.type, row.amount, row.reference]),
      [[b.merchantId, 'deposit', 4_200, 'TX-b']],
    );
  });

  test('filters: type, status, amount range, São Paulo period', async () => {
    const of = async (query: Record<string, unknown>) =>
      (await list({ merchantId: a.merchantId, ...query })).items
        .map((row) => `${row.type}:${row.status}:${row.amount}`)
        .sort();
    assert.deepEqual(await of({ type: 'fee' }), ['fee:approved:150']);
    assert.deepEqual(await of({ type: 'withdraw' }), ['withdraw:approved:2000']);
    assert.deepEqual(await of({ type: 'payment' }), ['payment:pending:5000']);
    assert.deepEqual(await of({ status: 'pending' }), ['payment:pending:5000']);
    assert.deepEqual(await of({ status: 'failed' }), ['deposit:failed:300']);
    assert.deepEqual(await of({ status: 'rejected' }), []);
    assert.deepEqual(
      await of({ type: 'deposit', status: 'approved', minAmount: 700, maxAmount: 4_444 }),
      ['deposit:approved:2500', 'deposit:approved:4444', 'deposit:approved:700'],
    );
    assert.deepEqual(await of({ minAmount: 5_000 }), [
      'deposit:approved:10000',
      'payment:pending:5000',
    ]);
    // 23:30 on the 9th in São Paulo is the 9th's, whatever the UTC date says.
    assert.deepEqual(await of({ from: '2025-01-09', to: '2025-01-09' }), ['deposit:approved:4444']);
    assert.deepEqual(await of({ from: '2025-01-10', to: '2025-01-10' }), []);
    assert.equal((await of({ from: zonedToday() })).length, 8);
  });

  test('keyset pages: no duplicates, no gaps, across merchants too', async () => {
    const whole = await allPages({ merchantId: a.merchantId }, 200);
    const paged = await allPages({ merchantId: a.merchantId }, 2);
    assert.equal(whole.length, 9);
    assert.deepEqual(
      paged.map((row) => row.id),
      whole.map((row) => row.id),
    );
    // Every merchant (the seed's history included): the first 60 rows, 7 at a time.
    const first60 = (await list({ limit: 60 })).items;
    assert.equal(first60.length, 60);
    const rows: TAdminTransaction[] = [];
    let cursor: string | undefined;
    while (rows.length < 60) {
      const page = await list({ limit: 7, cursor });
      rows.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    }
    assert.deepEqual(
      rows.slice(0, 60).map((row) => row.id),
      first60.map((row) => row.id),
    );
    assert.equal(new Set(first60.map((row) => row.id)).size, 60);
    assert.ok(new Set(first60.map((row) => row.merchantId)).size >= 2);
  });

  test('bad input: 400 with the field’s error, never 500', async () => {
    const cases: [Endpoint, Record<string, unknown>, string, string][] = [
      [
        adminTransactionEndpoints.list,
        { from: '2026-02-01', to: '2026-01-31' },
        'to',
        ADMIN_TRANSACTION_MESSAGES.periodOrder,
      ],
      [
        adminTransactionEndpoints.exportCsv,
        { from: '2026-02-01', to: '2026-01-31' },
        'to',
        ADMIN_TRANSACTION_MESSAGES.periodOrder,
      ],
      [
        adminTransactionEndpoints.list,
        { minAmount: 500, maxAmount: 100 },
        'maxAmount',
        ADMIN_TRANSACTION_MESSAGES.amountOrder,
      ],
      [
        adminTransactionEndpoints.list,
        { minAmount: -1 },
        'minAmount',
        ADMIN_TRANSACTION_MESSAGES.amount,
      ],
      [
        adminTransactionEndpoints.list,
        { cursor: 'not-a-cursor' },
        'cursor',
        ADMIN_TRANSACTION_MESSAGES.invalidCursor,
      ],
      [
        adminTransactionEndpoints.list,
        { merchantId: 'nope' },
        'merchantId',
        ADMIN_TRANSACTION_MESSAGES.merchant,
      ],
      [
        adminTransactionEndpoints.report,
        { from: '2026-02-01', to: '2026-01-31' },
        'to',
        ADMIN_TRANSACTION_MESSAGES.periodOrder,
      ],
      [
        adminTransactionEndpoints.report,
        { from: '2025-01-01', to: '2026-01-02' },
        'to',
        ADMIN_TRANSACTION_MESSAGES.periodTooLong,
      ],
      [
        adminTransactionEndpoints.report,
        { to: '2026-01-02' },
        'from',
        ADMIN_TRANSACTION_MESSAGES.periodRequired,
      ],
      [
        adminTransactionEndpoints.reportCsv,
        { from: '2025-01-01', to: '2026-01-02' },
        'to',
        ADMIN_TRANSACTION_MESSAGES.periodTooLong,
      ],
    ];
    /** The field errors of a refusal: a 400 VALIDATION_ERROR, never a 500. */
    const refusedFields = async (endpoint: Endpoint, query: Record<string, unknown>) => {
      const res = await call(endpoint, query);
      assert.equal(res.statusCode, 400, `${endpoint.path} ${JSON.stringify(query)}: ${res.body}`);
      const body = res.json() as { error: { code: string; fields?: Record<string, string> } };
      assert.equal(body.error.code, 'VALIDATION_ERROR');
      return body.error.fields ?? {};
    };
    for (const [endpoint, query, field, key] of cases) {
      const fields = await refusedFields(endpoint, query);
      assert.equal(fields[field], key, JSON.stringify(fields));
    }
    // A type or status the list does not know (a URL edited by hand): 400 naming the field.
    for (const [field, value] of [
      ['type', 'refund'],
      ['status', 'lost'],
      ['type', "payment' OR 1=1"],
    ] as const) {
      for (const endpoint of [
        adminTransactionEndpoints.list,
        adminTransactionEndpoints.exportCsv,
      ]) {
        const fields = await refusedFields(endpoint, { [field]: value });
        assert.ok(fields[field], JSON.stringify(fields));
      }
    }
    // 366 days is allowed (a leap year).
    const year = await call(adminTransactionEndpoints.report, {
      from: '2024-01-01',
      to: '2024-12-31',
    });
    assert.equal(year.statusCode, 200, year.body);
  });

  test('CSV: the filtered rows, streamed with a BOM, RFC 4180, in en and pt-BR', async () => {
    const res = await call(adminTransactionEndpoints.exportCsv, { merchantId: a.merchantId });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(
      String(res.headers['content-disposition']),
      /attachment; filename="?transactions-start-/,
    );
    const body = res.rawPayload.toString('utf8');
    assert.ok(body.startsWith('\uFEFF'), 'UTF-8 BOM');
    assert.ok(body.includes('\r\n'));
    const rows = parseCsv(body.slice(1), ',');
    assert.deepEqual(rows[0], [
      'Created at',
      'Merchant',
      'Merchant ID',
      'Type',
      'Status',
      'Amount',
      'Reference',
      'Document',
      'Transaction ID',
    ]);
    const listed = await allPages({ merchantId: a.merchantId }, 200);
    assert.deepEqual(
      rows.slice(1).map((row) => row[8]),
      listed.map((row) => row.id),
    );
    const fee = rows.find((row) => row[3] === 'Fee');
    assert.deepEqual(fee?.slice(2, 8), [
      a.merchantId,
      'Fee',
      'Approved',
      '1.50',
      'TX-wd',
      ids.withdrawalDoc,
    ]);

    const pt = await call(adminTransactionEndpoints.exportCsv, {
      merchantId: a.merchantId,
      status: 'pending',
      language: 'pt-BR',
    });
    assert.equal(pt.statusCode, 200);
    assert.match(String(pt.headers['content-disposition']), /transacoes-/);
    const ptRows = parseCsv(pt.rawPayload.toString('utf8').slice(1), ';');
    assert.equal(ptRows.length, 2);
    assert.deepEqual(ptRows[1]?.slice(3, 6), ['Pagamento', 'Pendente', '50,00']);
    assert.match(ptRows[1]?.[0] ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  test('report: totals by day, type and merchant equal the ledger; its CSV', async () => {
    const today = zonedToday();
    const res = await call(adminTransactionEndpoints.report, {
      from: today,
      to: today,
      merchantId: a.merchantId,
    });
    assert.equal(res.statusCode, 200, res.body);
    const report = ZTransactionsReport.parse(res.json());
    // The ledger: every entry of A today, its credit (the one positive posting).
    const [ledger] = await queryRows<{ count: number; amount: string }>(
      t.db,
      sql`select count(distinct e.id)::int as count, sum(p.amount)::bigint as amount
            from ledger_entries e join ledger_postings p on p.entry_id = e.id and p.amount > 0
           where e.merchant_id = ${a.merchantId}`,
    );
    assert.deepEqual(report.total, { count: ledger?.count, amount: Number(ledger?.amount) });
    assert.deepEqual(report.total, {
      count: 6,
      amount: 10_000 + 2_500 + 700 + 1_000 + 2_000 + 150,
    });
    assert.deepEqual(
      report.byType.map((row) => [row.type, row.count, row.amount]),
      [
        ['payment', 0, 0],
        ['deposit', 3, 13_200],
        ['fee', 1, 150],
        ['withdraw', 1, 2_000],
        ['transfer', 1, 1_000],
      ],
    );
    assert.deepEqual(report.byDay, [{ date: today, ...report.total }]);
    assert.deepEqual(
      report.byMerchant.map((row) => [row.merchantId, row.amount]),
      [[a.merchantId, report.total.amount]],
    );

    // Every merchant: the parts add up to the total.
    const everyone = ZTransactionsReport.parse(
      (
        await call(adminTransactionEndpoints.report, { from: '2025-01-01', to: '2025-12-31' })
      ).json(),
    );
    const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
    assert.equal(sum(everyone.byDay), everyone.total.amount);
    assert.equal(sum(everyone.byType), everyone.total.amount);
    assert.equal(sum(everyone.byMerchant), everyone.total.amount);
    assert.ok(
      everyone.byMerchant.some((row) => row.merchantId === a.merchantId && row.amount === 4_444),
    );

    const csv = await call(adminTransactionEndpoints.reportCsv, {
      from: today,
      to: today,
      merchantId: a.merchantId,
      language: 'pt-BR',
    });
    assert.equal(csv.statusCode, 200, csv.body);
    const text = csv.rawPayload.toString('utf8');
    assert.ok(text.startsWith('\uFEFF'));
    assert.ok(!text.includes('sep='));
    const rows = parseCsv(text.slice(1), ';');
    assert.deepEqual(rows[0], [
      'Data',
      'Estabelecimento',
      'ID do estabelecimento',
      'Tipo',
      'Quantidade',
      'Valor',
    ]);
    assert.deepEqual(
      rows
        .slice(1)
        .map((row) => [row[0], row[3], row[4], row[5]])
        .sort(),
      [
        [today, 'Depósito', '3', '132,00'],
        [today, 'Saque', '1', '20,00'],
        [today, 'Tarifa', '1', '1,50'],
        [today, 'Transferência', '1', '10,00'],
      ],
    );
  });
});
