import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type TMembershipRole,
  type TStatementEntry,
  ZStatementEntryDetail,
  ZStatementPage,
  ZVirtualAccountsResponse,
} from '@arara/contracts';
import { sql } from 'drizzle-orm';
import { getBalanceHistory } from '../src/services/ledger';
import { statementCsv, statementOfx } from '../src/services/accounts/statement-export';
import { addDays, startOfZonedDay, zonedToday } from '../src/lib/zoned-time';
import { parseCsv } from './csv-fixtures';
import { call, signInEveryone } from './member-fixtures';
import { assertRefusedQueries, createTestApp, queryRows, type TestApp } from './helper';

/** OFX 1.0.2 SGML: the header lines and the value of every `<TAG>value` element. */
function parseOfx(body: string) {
  const [headerText = '', sgml = ''] = body.split(/\r\n\r\n/, 2);
  const header = Object.fromEntries(headerText.split('\r\n').map((line) => line.split(':', 2)));
  const value = (block: string, tag: string) =>
    block.match(new RegExp(`<${tag}>([^<\\r\\n]*)`))?.[1];
  const transactions = [...sgml.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/g)].map(
    ([, block = '']) => ({
      type: value(block, 'TRNTYPE'),
      posted: value(block, 'DTPOSTED'),
      amount: value(block, 'TRNAMT'),
      fitId: value(block, 'FITID'),
      name: value(block, 'NAME'),
    }),
  );
  return {
    header,
    sgml,
    transactions,
    value: (tag: string) => value(sgml, tag),
  };
}

const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);

describe('statement API: pages, filters, entry detail, CSV and OFX exports', () => {
  let t: TestApp;
  let tokens: Record<TMembershipRole, string>;
  let merchantId: string;
  let base: string;
  let accountId: string;

  const get = (url: string) => call(t.app, tokens.owner, { method: 'GET', url });
  const getOk = async (url: string) => {
    const res = await get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res;
  };
  /** Every entry of a filter, following nextCursor. */
  async function allPages(
    query: string,
    limit = 200,
  ): Promise<{ items: TStatementEntry[]; pages: number }> {
    const items: TStatementEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = `${base}/statement?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = ZStatementPage.parse((await getOk(url)).json());
      items.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    return { items, pages };
  }
  const postingCount = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await queryRows<{ n: string | number }>(
          t.app.db,
          sql`select count(*) as n from ledger_postings where virtual_account_id is not null and ${where}`,
        )
      )[0]?.n,
    );

  before(async () => {
    t = await createTestApp();
    ({ tokens, merchantA: merchantId } = await signInEveryone(t));
    base = `/merchants/${merchantId}`;
    const accounts = ZVirtualAccountsResponse.parse(
      (await getOk(`${base}/virtual-accounts`)).json(),
    ).items;
    // The account with the most history.
    const counts = await Promise.all(
      accounts.map(async (account) => ({
        id: account.id,
        n: await postingCount(sql`virtual_account_id = ${account.id}`),
      })),
    );
    accountId = counts.sort((a, b) => b.n - a.n)[0]?.id ?? '';
  });
  after(async () => t.close());

  test('pages of one account hold every entry once, newest first, with running balances', async () => {
    const { items, pages } = await allPages(`virtualAccountId=${accountId}`, 150);
    const expected = await postingCount(sql`virtual_account_id = ${accountId}`);
    assert.ok(expected > 300, `a long history (${expected})`);
    assert.equal(items.length, expected);
    assert.equal(pages, Math.ceil(expected / 150) + (expected % 150 === 0 ? 1 : 0));
    assert.equal(new Set(items.map((item) => item.id)).size, expected);
    for (let i = 1; i < items.length; i += 1) {
      const newer = items[i - 1];
      const older = items[i];
      assert.ok(newer && older);
      assert.ok(newer.createdAt >= older.createdAt);
      // The balance after a line is the one after the previous (older) line plus its amount.
      assert.equal(newer.balanceAfter, older.balanceAfter + newer.amount);
    }
    assert.ok(
      items.every((item) => item.virtualAccountId === accountId && item.virtualAccountLabel),
    );
  });

  test('filters: movement types (repeated or comma list) and a period of days in São Paulo', async () => {
    const to = addDays(zonedToday(), -1);
    const from = addDays(to, -9);
    const repeated = await allPages(`type=fee&type=refund&from=${from}&to=${to}`);
    const commas = await allPages(`type=fee,refund&from=${from}&to=${to}`);
    assert.deepEqual(commas.items, repeated.items);
    const start = startOfZonedDay(from);
    const end = startOfZonedDay(addDays(to, 1));
    const expected = await postingCount(
      sql`merchant_id = ${merchantId} and movement_type in ('fee', 'refund') and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`,
    );
    assert.ok(expected > 0);
    assert.equal(repeated.items.length, expected);
    for (const item of repeated.items) {
      assert.ok(item.type === 'fee' || item.type === 'refund');
      const at = new Date(item.createdAt).getTime();
      assert.ok(at >= start.getTime() && at < end.getTime(), item.createdAt);
    }
    const oneAccount = await allPages(`virtualAccountId=${accountId}&type=deposit`);
    assert.ok(oneAccount.items.length > 0);
    assert.ok(
      oneAccount.items.every((i) => i.type === 'deposit' && i.virtualAccountId === accountId),
    );
  });

  test('bad cursor, page size, type or period: 400 with field errors', async () => {
    await assertRefusedQueries(
      (query) => get(`${base}/statement?${query}`),
      [
        ['cursor=abc', { cursor: 'ledger.errors.invalidCursor' }],
        ['limit=201', { limit: 'ledger.errors.pageSize' }],
        ['limit=0', { limit: 'ledger.errors.pageSize' }],
        ['limit=ten', { limit: 'ledger.errors.pageSize' }],
        ['type=gift', { type: 'ledger.errors.invalidType' }],
        ['from=2026-05-02&to=2026-05-01', { to: 'ledger.errors.periodOrder' }],
        ['from=2026-13-01', { from: 'ledger.errors.invalidDate' }],
      ],
    );
    assert.equal((await get(`${base}/statement?limit=200`)).statusCode, 200);
  });

  test('entry detail: the line, its virtual account and bank account', async () => {
    const [line] = ZStatementPage.parse((await getOk(`${base}/statement?limit=1`)).json()).items;
    assert.ok(line);
    const detail = ZStatementEntryDetail.parse(
      (await getOk(`${base}/statement/${line.id}`)).json(),
    );
    const { bankAccount, ...entry } = detail;
    assert.deepEqual(entry, line);
    const account = (await getOk(`${base}/virtual-accounts/${line.virtualAccountId}`)).json();
    assert.equal(bankAccount.id, account.bankAccount.id);
    assert.equal(bankAccount.branchNumber, account.bankAccount.branchNumber);
    const missing = await get(`${base}/statement/999999999`);
    assert.equal(missing.statusCode, 404);
  });

  test('CSV in English: BOM, commas, ISO dates, one row per entry of the same filter', async () => {
    const from = addDays(zonedToday(), -20);
    const res = await getOk(
      `${base}/statement/export.csv?language=en&from=${from}&type=deposit,fee`,
    );
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(res.headers['content-disposition']),
      new RegExp(`^attachment; filename="statement-${from}-${zonedToday()}\\.csv";`),
    );
    assert.equal(res.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'UTF-8 BOM');
    const rows = parseCsv(res.body.slice(1), ',');
    const [header, ...lines] = rows;
    assert.deepEqual(header?.slice(0, 6), [
      'Date',
      'Reference',
      'Description',
      'Type',
      'Method',
      'Amount (BRL)',
    ]);
    const { items } = await allPages(`from=${from}&type=deposit,fee`);
    assert.ok(items.length > 200, 'more than one chunk');
    assert.equal(lines.length, items.length);
    lines.forEach((line, i) => {
      const item = items[i];
      assert.ok(item);
      assert.equal(line.length, header?.length);
      assert.equal(line[9], item.id);
      assert.match(line[0] ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
      assert.equal(new Date(line[0] ?? '').toISOString(), item.createdAt);
      assert.match(line[5] ?? '', /^-?\d+\.\d{2}$/);
      assert.equal(cents(line[5] ?? ''), item.amount);
      assert.equal(cents(line[6] ?? ''), item.balanceAfter);
      assert.equal(line[3], item.type === 'deposit' ? 'Deposit' : 'Fee');
    });
  });

  test('CSV in Portuguese: semicolons, decimal comma, dd/mm/yyyy, translated header', async () => {
    const from = addDays(zonedToday(), -3);
    const res = await getOk(
      `${base}/statement/export.csv?language=pt-BR&from=${from}&virtualAccountId=${accountId}`,
    );
    assert.match(String(res.headers['content-disposition']), /filename="extrato-/);
    assert.ok(res.body.startsWith('\uFEFFData;Referência;Descrição;Tipo;Método;Valor (R$);'));
    const [, ...lines] = parseCsv(res.body.slice(1), ';');
    const { items } = await allPages(`from=${from}&virtualAccountId=${accountId}`);
    assert.ok(items.length > 0);
    assert.equal(lines.length, items.length);
    lines.forEach((line, i) => {
      const item = items[i];
      assert.ok(item);
      assert.match(line[0] ?? '', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      assert.match(line[5] ?? '', /^-?\d+,\d{2}$/);
      assert.equal(cents(line[5] ?? ''), item.amount);
    });
    // A negative amount is written -1234,56 (no thousands separator).
    const debit = lines.find((line) => line[5]?.startsWith('-'));
    assert.ok(debit);
  });

  test('CSV language defaults to the merchant’s; an empty period is a header only', async () => {
    const res = await getOk(`${base}/statement/export.csv?from=2020-01-01&to=2020-01-31`);
    const rows = parseCsv(res.body.slice(1), ';');
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.[0], 'Data');
  });

  test('OFX: header, one STMTTRN per entry, the transactions add up to the LEDGERBAL movement', async () => {
    const to = addDays(zonedToday(), -1);
    const from = addDays(to, -13);
    const query = `virtualAccountId=${accountId}&from=${from}&to=${to}`;
    const res = await getOk(`${base}/statement/export.ofx?${query}&language=en`);
    assert.equal(res.headers['content-type'], 'application/x-ofx; charset=windows-1252');
    assert.match(
      String(res.headers['content-disposition']),
      new RegExp(`filename="statement-${from}-${to}\\.ofx"`),
    );
    const ofx = parseOfx(res.rawPayload.toString('latin1'));
    assert.equal(ofx.header.OFXHEADER, '100');
    assert.equal(ofx.header.DATA, 'OFXSGML');
    assert.equal(ofx.header.VERSION, '102');
    assert.equal(ofx.header.CHARSET, '1252');
    assert.ok(ofx.sgml.startsWith('<OFX>') && ofx.sgml.trimEnd().endsWith('</OFX>'));

    const { items } = await allPages(query);
    assert.ok(items.length > 10);
    assert.equal(ofx.transactions.length, items.length);
    assert.deepEqual(
      ofx.transactions.map((trn) => trn.fitId),
      items.map((item) => item.id),
    );
    for (const [i, trn] of ofx.transactions.entries()) {
      const item = items[i];
      assert.ok(item);
      assert.match(trn.amount ?? '', /^-?\d+\.\d{2}$/);
      assert.equal(cents(trn.amount ?? ''), item.amount);
      assert.equal(trn.type, item.amount > 0 ? 'CREDIT' : 'DEBIT');
      assert.match(trn.posted ?? '', /^\d{14}\.\d{3}\[-3:BRT\]$/);
      assert.ok(trn.name);
    }

    const account = (await getOk(`${base}/virtual-accounts/${accountId}`)).json();
    assert.equal(ofx.value('BANKID'), account.bankAccount.bankCode);
    assert.equal(ofx.value('BRANCHID'), account.bankAccount.branchNumber);
    assert.equal(ofx.value('ACCTID'), account.bankAccount.accountNumber);
    assert.equal(ofx.value('CURDEF'), 'BRL');
    assert.equal(ofx.value('DTSTART'), `${from.replaceAll('-', '')}000000.000[-3:BRT]`);
    assert.equal(ofx.value('DTEND'), `${to.replaceAll('-', '')}235959.999[-3:BRT]`);

    // LEDGERBAL is the balance at the period's end; the period's transactions are its movement.
    const ledgerBalance = cents(ofx.value('BALAMT') ?? '');
    const newest = items[0];
    const oldest = items.at(-1);
    assert.ok(newest && oldest);
    assert.equal(ledgerBalance, newest.balanceAfter);
    const opening = oldest.balanceAfter - oldest.amount;
    const total = ofx.transactions.reduce((sum, trn) => sum + cents(trn.amount ?? ''), 0);
    assert.equal(total, ledgerBalance - opening);
    // The account's daily closing balances agree: the day before `from` closes at the opening
    // balance, `to` at LEDGERBAL.
    const history = await getBalanceHistory(t.app.deps, merchantId, {
      fromDate: addDays(from, -1),
      toDate: to,
      virtualAccountId: accountId,
    });
    assert.equal(history.length, 15);
    assert.equal(history[0]?.balance, opening);
    assert.equal(history.at(-1)?.balance, ledgerBalance);

    // Without an end date the balance is the current one.
    const open = parseOfx(
      (
        await getOk(
          `${base}/statement/export.ofx?virtualAccountId=${accountId}&from=${zonedToday()}`,
        )
      ).rawPayload.toString('latin1'),
    );
    assert.equal(cents(open.value('BALAMT') ?? ''), account.balance);
    assert.equal(open.value('LANGUAGE'), 'POR', 'the merchant’s default language');
  });

  test('exports keep free text inert and well-formed', async () => {
    const entry: TStatementEntry = {
      id: '7',
      entryId: '00000000-0000-4000-8000-000000000007',
      reference: '=HYPERLINK("http://evil")',
      description: 'Pix de João; "Ação" & <Cia>',
      amount: -123456,
      type: 'fee',
      method: 'internal',
      createdAt: '2026-03-01T02:59:59.000Z',
      virtualAccountId: '00000000-0000-4000-8000-000000000001',
      virtualAccountLabel: '+Conta',
      balanceAfter: 5,
    };
    async function* one() {
      yield entry;
    }
    let csv = '';
    for await (const chunk of statementCsv(one(), 'pt-BR')) csv += chunk;
    const [, line] = parseCsv(csv.slice(1), ';');
    assert.deepEqual(line?.slice(0, 8), [
      '28/02/2026 23:59:59',
      `'=HYPERLINK("http://evil")`,
      'Pix de João; "Ação" & <Cia>',
      'Tarifa',
      'Interno',
      '-1234,56',
      '0,05',
      "'+Conta",
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of statementOfx(one(), {
      bank: {
        bankCode: '341',
        branchNumber: '0001',
        accountNumber: '12345-6',
        accountType: 'savings',
      } as Parameters<typeof statementOfx>[1]['bank'],
      language: 'pt-BR',
      start: new Date('2026-03-01T00:00:00Z'),
      end: new Date('2026-03-02T00:00:00Z'),
      ledgerBalance: 5,
      now: new Date('2026-03-02T00:00:00Z'),
    })) {
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    assert.ok(bytes.includes(Buffer.from([0xe3, 0x6f])), 'ão in Windows-1252');
    const ofx = parseOfx(bytes.toString('latin1'));
    assert.equal(ofx.value('MEMO'), 'Tarifa - Pix de João; "Ação" &amp; &lt;Cia&gt;');
    assert.equal(ofx.value('TRNAMT'), '-1234.56');
    assert.equal(ofx.value('ACCTTYPE'), 'SAVINGS');
    assert.equal(ofx.value('DTPOSTED'), '20260228235959.000[-3:BRT]');
  });

  test('OFX needs one virtual account', async () => {
    const res = await get(`${base}/statement/export.ofx?from=${zonedToday()}`);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, {
      virtualAccountId: 'ledger.errors.ofxNeedsAccount',
    });
  });
});
