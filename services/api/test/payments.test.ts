import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  BR_CODE_MESSAGES,
  endpointPath,
  generateBrCode,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  ZPaymentDocument,
  ZPaymentDocumentPage,
  ZPixPreview,
  ZPublicPixTransaction,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { paymentCodes } from '../src/db/schema-payments';
import { users } from '../src/db/schema';
import { getBalance } from '../src/services/ledger';
import { freshAddress, mailbox, useTestApp } from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  assertIdempotentReplay,
  EMAILS,
  newKey,
  PASSWORD,
  postedDocument,
  readDocument,
  send,
  useTeamWithAccounts,
} from './member-fixtures';

describe('payments API', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);

  const balance = async (merchantId: string, id: string) =>
    (await getBalance(t.app.deps, merchantId, id)).available;

  /** Asks for an e-mailed code for this Pix (amount, destination) and reads it from the outbox. */
  async function emailedCode(
    token: string,
    merchantId: string,
    email: string,
    pix: { amount: number; destination: object },
  ) {
    const res = await send(
      t.app,
      token,
      'POST',
      endpointPath(paymentEndpoints.pixCode, { merchantId }),
      {
        payload: { amount: pix.amount, destination: pix.destination },
        key: null,
      },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { channel: 'email' });
    const [message] = await mailbox(t.app, email);
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    assert.ok(code, 'a 6-digit code in the e-mail');
    return code;
  }

  test('between accounts: moves money once per key, with a transfer document', async () => {
    const { owner } = everyone.tokens;
    const [a = '', b = ''] = everyone.accounts.merchantA;
    const url = endpointPath(paymentEndpoints.betweenAccounts, { merchantId: everyone.merchantA });
    const [fromBefore, toBefore] = [
      await balance(everyone.merchantA, a),
      await balance(everyone.merchantA, b),
    ];
    const payload = {
      fromVirtualAccountId: a,
      toVirtualAccountId: b,
      amount: 1_234,
      description: 'rent',
    };
    const key = newKey();
    const document = await postedDocument(t.app, owner, url, { payload, key });
    assert.equal(document.kind, 'transfer');
    assert.equal(document.status, 'approved');
    assert.equal(document.counterpartVirtualAccountId, b);
    assert.deepEqual(
      document.stages.map((s) => s.status),
      ['initiated', 'completed'],
    );
    assert.deepEqual(
      document.movements.map((m) => [m.virtualAccountId, m.type, m.amount]),
      [
        [a, 'transfer_out', -1_234],
        [b, 'transfer_in', 1_234],
      ],
    );
    assert.equal(await balance(everyone.merchantA, a), fromBefore - 1_234);
    assert.equal(await balance(everyone.merchantA, b), toBefore + 1_234);

    // The same key and body: the first document, nothing moves again; another body: 409; no
    // key: 400.
    await assertIdempotentReplay(
      t.app,
      owner,
      url,
      { payload, key, firstId: document.id },
      async () => {
        assert.equal(await balance(everyone.merchantA, a), fromBefore - 1_234);
      },
    );

    // The document reads back; a viewer can read it, not move money.
    const read = await readDocument(t.app, everyone.tokens.viewer, everyone.merchantA, document.id);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), document);
    const viewerMoves = await send(t.app, everyone.tokens.viewer, 'POST', url, { payload });
    assert.equal(viewerMoves.statusCode, 403);
    const developerMoves = await send(t.app, everyone.tokens.developer, 'POST', url, { payload });
    assert.equal(developerMoves.statusCode, 403);
    assert.equal(await balance(everyone.merchantA, a), fromBefore - 1_234);
    // Another merchant's user cannot see it.
    const foreign = await readDocument(
      t.app,
      everyone.other,
      everyone.otherMerchantId,
      document.id,
    );
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.message, 'Document not found');
  });

  test('between accounts: bad amounts, insufficient funds, another merchant’s account', async () => {
    const { owner } = everyone.tokens;
    const [a = '', b = ''] = everyone.accounts.merchantA;
    const url = endpointPath(paymentEndpoints.betweenAccounts, { merchantId: everyone.merchantA });
    for (const amount of [0, -100, 1.5]) {
      const res = await send(t.app, owner, 'POST', url, {
        payload: { fromVirtualAccountId: a, toVirtualAccountId: b, amount },
      });
      assert.equal(res.statusCode, 400, `amount ${amount}`);
      assert.equal(res.json().error.fields.amount, PAYMENT_MESSAGES.amountPositive);
    }
    const same = await send(t.app, owner, 'POST', url, {
      payload: { fromVirtualAccountId: a, toVirtualAccountId: a, amount: 1 },
    });
    assert.equal(same.statusCode, 400);
    assert.equal(same.json().error.fields.toVirtualAccountId, PAYMENT_MESSAGES.sameAccount);

    const before = await balance(everyone.merchantA, a);
    const tooMuch = await send(t.app, owner, 'POST', url, {
      payload: { fromVirtualAccountId: a, toVirtualAccountId: b, amount: before + 1 },
    });
    assert.equal(tooMuch.statusCode, 422);
    assert.equal(tooMuch.json().error.fields.amount, PAYMENT_MESSAGES.insufficientFunds);
    assert.equal(await balance(everyone.merchantA, a), before);

    const foreign = await send(t.app, owner, 'POST', url, {
      payload: {
        fromVirtualAccountId: a,
        toVirtualAccountId: everyone.accounts.otherMerchantId[0],
        amount: 1,
      },
    });
    assert.equal(foreign.statusCode, 404);
    const foreignFrom = await send(t.app, owner, 'POST', url, {
      payload: {
        fromVirtualAccountId: everyone.accounts.otherMerchantId[0],
        toVirtualAccountId: a,
        amount: 1,
      },
    });
    assert.equal(foreignFrom.statusCode, 404);
    // Ids that look like UUIDs to a quick glance but are not: not found, never a 500.
    for (const malformed of ['-'.repeat(36), 'not-a-uuid']) {
      const res = await send(t.app, owner, 'POST', url, {
        payload: { fromVirtualAccountId: malformed, toVirtualAccountId: a, amount: 1 },
      });
      assert.equal(res.statusCode, 404, `${malformed}: ${res.body}`);
    }
    assert.equal(await balance(everyone.merchantA, a), before);
  });

  test('Pix preview: a key, a code with a fixed amount, unknown keys and malformed codes', async () => {
    const url = endpointPath(paymentEndpoints.pixPreview, { merchantId: everyone.merchantA });
    const { owner } = everyone.tokens;
    const byKey = await send(t.app, owner, 'POST', url, {
      payload: { destination: { type: 'key', key: '44.555.666/0001-81' } },
      key: null,
    });
    assert.equal(byKey.statusCode, 200, byKey.body);
    const preview = ZPixPreview.parse(byKey.json());
    assert.equal(preview.maskedDocument, '**.555.666/0001-**');
    assert.equal(preview.keyType, 'cnpj');
    assert.equal(preview.fixedAmount, null);

    const code = generateBrCode({
      kind: 'static',
      key: 'financeiro@arara-demo-servicos.com.br',
      amountCents: 2_550,
      description: 'Pedido 42',
      merchantName: 'Arara Servicos',
      merchantCity: 'Rio de Janeiro',
      txid: 'PEDIDO42',
    });
    const byCode = await send(t.app, owner, 'POST', url, {
      payload: { destination: { type: 'code', code } },
      key: null,
    });
    assert.equal(byCode.statusCode, 200, byCode.body);
    assert.deepEqual(
      { ...(byCode.json() as object), receiverName: undefined },
      {
        ...preview,
        receiverName: undefined,
        keyType: 'email',
        key: 'financeiro@arara-demo-servicos.com.br',
        fixedAmount: 2_550,
        description: 'Pedido 42',
        txid: 'PEDIDO42',
        qrType: 'static',
      },
    );

    const unknown = await send(t.app, owner, 'POST', url, {
      payload: { destination: { type: 'key', key: 'notfound@sandbox.arara.dev' } },
      key: null,
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.fields.key, PAYMENT_MESSAGES.keyNotFound);

    const badCrc = `${code.slice(0, -4)}${code.endsWith('0000') ? '1111' : '0000'}`;
    const crc = await send(t.app, owner, 'POST', url, {
      payload: { destination: { type: 'code', code: badCrc } },
      key: null,
    });
    assert.equal(crc.statusCode, 400);
    assert.equal(crc.json().error.fields['destination.code'], BR_CODE_MESSAGES.crcMismatch);
    const malformed = await send(t.app, owner, 'POST', url, {
      payload: { destination: { type: 'code', code: 'not a pix code' } },
      key: null,
    });
    assert.equal(malformed.statusCode, 400);
    assert.ok(malformed.json().error.fields['destination.code']?.startsWith('payments:brCode.'));
  });

  test("a stranger's failed sign-ins with the payer's e-mail do not block the payer's Pix", async () => {
    const { owner } = everyone.tokens;
    const [a = ''] = everyone.accounts.merchantA;
    // Anyone can try to sign in as the owner: past the sign-in limit for that e-mail.
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: EMAILS.owner, password: 'guess-guess' },
        remoteAddress: freshAddress(),
      });
    }
    const url = endpointPath(paymentEndpoints.pixTransfer, { merchantId: everyone.merchantA });
    const code = await emailedCode(owner, everyone.merchantA, EMAILS.owner, {
      amount: 1_234,
      destination: { type: 'key', key: '44555666000181' },
    });
    const res = await send(t.app, owner, 'POST', url, {
      payload: {
        virtualAccountId: a,
        destination: { type: 'key', key: '44555666000181' },
        amount: 1_234,
        description: 'Depois do ataque',
        password: PASSWORD,
        code,
      },
      key: newKey(),
    });
    assert.equal(res.statusCode, 201, res.body);
    await t.app.rateLimiter.clearForEmail('login', EMAILS.owner);
  });

  test('Pix to another merchant’s key: both balances move, both get a document, public page', async () => {
    const { owner } = everyone.tokens;
    const [a = ''] = everyone.accounts.merchantA;
    const payerBefore = await balance(everyone.merchantA, a);
    const [b0 = ''] = everyone.accounts.merchantB;
    const receiverBefore = await balance(everyone.merchantB, b0);
    const url = endpointPath(paymentEndpoints.pixTransfer, { merchantId: everyone.merchantA });
    const code = await emailedCode(owner, everyone.merchantA, EMAILS.owner, {
      amount: 4_321,
      destination: { type: 'key', key: '44555666000181' },
    });
    const payload = {
      virtualAccountId: a,
      destination: { type: 'key', key: '44555666000181' },
      amount: 4_321,
      description: 'Fornecedor',
      password: PASSWORD,
      code,
    };

    const wrongPassword = await send(t.app, owner, 'POST', url, {
      payload: { ...payload, password: 'nope' },
    });
    assert.equal(wrongPassword.statusCode, 400);
    assert.equal(wrongPassword.json().error.fields.password, PAYMENT_MESSAGES.wrongPassword);
    const wrong = code === '000000' ? '000001' : '000000';
    const wrongCode = await send(t.app, owner, 'POST', url, {
      payload: { ...payload, code: wrong },
    });
    assert.equal(wrongCode.statusCode, 400);
    assert.equal(wrongCode.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);
    const badFormat = await send(t.app, owner, 'POST', url, {
      payload: { ...payload, code: '12a' },
    });
    assert.equal(badFormat.statusCode, 400);
    assert.equal(badFormat.json().error.fields.code, PAYMENT_MESSAGES.codeFormat);
    assert.equal(await balance(everyone.merchantA, a), payerBefore);

    const key = newKey();
    const out = await postedDocument(t.app, owner, url, { payload, key });
    assert.equal(out.kind, 'out');
    assert.equal(out.method, 'pix');
    assert.match(out.endToEndId ?? '', /^E\d{8}\d{12}[0-9A-Za-z]{11}$/);
    assert.equal(out.endToEndId?.length, 32);
    assert.equal(out.counterpartyDocument, '**.555.666/0001-**');
    assert.deepEqual(
      out.stages.map((s) => s.status),
      ['initiated', 'validated', 'settled', 'completed'],
    );
    assert.deepEqual(
      out.events.map((e) => [e.type, e.status]),
      [['pix_out', 'pending']],
    );
    assert.deepEqual(
      out.movements.map((m) => [m.virtualAccountId, m.amount]),
      [[a, -4_321]],
    );
    assert.equal(await balance(everyone.merchantA, a), payerBefore - 4_321);
    assert.equal(await balance(everyone.merchantB, b0), receiverBefore + 4_321);

    // The receiver's entry document, same end-to-end id.
    const page = await send(
      t.app,
      owner,
      'GET',
      endpointPath(paymentEndpoints.documents, { merchantId: everyone.merchantB }),
      {
        query: { kind: 'entry' },
      },
    );
    assert.equal(page.statusCode, 200, page.body);
    const entries = ZPaymentDocumentPage.parse(page.json()).items;
    const entry = entries.find((d) => d.endToEndId === out.endToEndId);
    assert.ok(entry, 'the receiver has an entry document');
    assert.equal(entry.virtualAccountId, b0);
    assert.equal(entry.amount, 4_321);
    assert.equal(entry.counterpartyDocument, '**.222.333/0001-**');
    // The list shows summaries; the document's page has its events and movements.
    const detail = await send(
      t.app,
      owner,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.merchantB,
        documentId: entry.id,
      }),
    );
    const full = ZPaymentDocument.parse(detail.json());
    assert.deepEqual(
      full.events.map((e) => e.type),
      ['pix_in'],
    );
    assert.deepEqual(
      full.movements.map((m) => [m.virtualAccountId, m.amount]),
      [[b0, 4_321]],
    );

    // Replayed with the same key (the code was used by this very Pix): same document.
    const again = await send(t.app, owner, 'POST', url, { payload, key });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().id, out.id);
    assert.equal(await balance(everyone.merchantA, a), payerBefore - 4_321);
    // The code is single use for another Pix.
    const reuse = await send(t.app, owner, 'POST', url, { payload: { ...payload, amount: 1 } });
    assert.equal(reuse.statusCode, 400);
    assert.equal(reuse.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    // Public page: no session, parties masked, nothing more.
    const publicPage = await t.app.inject({
      method: 'GET',
      url: endpointPath(paymentEndpoints.publicPix, { transactionId: out.id }),
    });
    assert.equal(publicPage.statusCode, 200);
    const pub = ZPublicPixTransaction.parse(publicPage.json());
    assert.deepEqual(Object.keys(publicPage.json()).sort(), [
      'amount',
      'createdAt',
      'endToEndId',
      'id',
      'payer',
      'receiver',
      'status',
    ]);
    assert.equal(pub.payer.document, '**.222.333/0001-**');
    assert.equal(pub.receiver.document, '**.555.666/0001-**');
    assert.equal(pub.amount, 4_321);
    const fromEntry = await t.app.inject({
      method: 'GET',
      url: endpointPath(paymentEndpoints.publicPix, { transactionId: entry.id }),
    });
    assert.deepEqual(
      { ...(fromEntry.json() as object), id: pub.id, createdAt: pub.createdAt },
      { ...pub },
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: endpointPath(paymentEndpoints.publicPix, {
        transactionId: '00000000-0000-4000-8000-000000000000',
      }),
    });
    assert.equal(missing.statusCode, 404);
    await assertLedgerInvariants(t.app.db);
  });

  test('an e-mailed code confirms only the Pix it was asked for (amount and destination)', async () => {
    const token = everyone.tokens.admin;
    const [a = ''] = everyone.accounts.merchantA;
    const url = endpointPath(paymentEndpoints.pixTransfer, { merchantId: everyone.merchantA });
    const destination = { type: 'key', key: '44555666000181' };
    const before = await balance(everyone.merchantA, a);
    // Asked for R$ 1,00 to this key.
    const code = await emailedCode(token, everyone.merchantA, EMAILS.admin, {
      amount: 100,
      destination,
    });
    const pix = { virtualAccountId: a, destination, amount: 100, password: PASSWORD, code };

    const more = await send(t.app, token, 'POST', url, { payload: { ...pix, amount: 100_000 } });
    assert.equal(more.statusCode, 400, more.body);
    assert.equal(more.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);
    const elsewhere = await send(t.app, token, 'POST', url, {
      payload: { ...pix, destination: { type: 'key', key: 'pix@lojaexemplo.com.br' } },
    });
    assert.equal(elsewhere.statusCode, 400, elsewhere.body);
    assert.equal(elsewhere.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);
    assert.equal(await balance(everyone.merchantA, a), before, 'nothing moved');

    // The same key typed with its punctuation is the same destination.
    const asked = await send(t.app, token, 'POST', url, {
      payload: { ...pix, destination: { type: 'key', key: '44.555.666/0001-81' } },
    });
    assert.equal(asked.statusCode, 201, asked.body);
    assert.equal(await balance(everyone.merchantA, a), before - 100);
    await assertLedgerInvariants(t.app.db);
  });

  test('Pix: expired code, fixed amount, own key, insufficient funds, roles', async () => {
    const token = everyone.tokens.manager;
    const [a = ''] = everyone.accounts.merchantA;
    const url = endpointPath(paymentEndpoints.pixTransfer, { merchantId: everyone.merchantA });
    const base = {
      virtualAccountId: a,
      destination: { type: 'key', key: '44555666000181' },
      amount: 100,
      password: PASSWORD,
    };
    const before = await balance(everyone.merchantA, a);

    // Expired.
    const expired = await emailedCode(token, everyone.merchantA, EMAILS.manager, base);
    const [manager] = await t.app.db.select().from(users).where(eq(users.email, EMAILS.manager));
    assert.ok(manager);
    await t.app.db
      .update(paymentCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentCodes.userId, manager.id));
    const late = await send(t.app, token, 'POST', url, { payload: { ...base, code: expired } });
    assert.equal(late.statusCode, 400);
    assert.equal(late.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    // A fixed-amount code paid with another amount; a key of the paying account itself; an
    // unknown key; insufficient funds.
    const fixed = generateBrCode({
      kind: 'static',
      key: '44555666000181',
      amountCents: 999,
      merchantName: 'Arara Servicos',
      merchantCity: 'Rio de Janeiro',
    });
    const refused: [string, object, number, string, string][] = [
      [
        'fixed amount',
        { destination: { type: 'code', code: fixed }, amount: 1_000 },
        400,
        'amount',
        PAYMENT_MESSAGES.amountFixed,
      ],
      [
        'own key',
        { destination: { type: 'key', key: '11222333000181' } },
        400,
        'key',
        PAYMENT_MESSAGES.ownKey,
      ],
      [
        'unknown key',
        { destination: { type: 'key', key: 'notfound@sandbox.arara.dev' } },
        404,
        'key',
        PAYMENT_MESSAGES.keyNotFound,
      ],
      [
        'insufficient funds',
        { amount: before + 1 },
        422,
        'amount',
        PAYMENT_MESSAGES.insufficientFunds,
      ],
    ];
    for (const [name, change, status, field, message] of refused) {
      const pix = { ...base, ...change };
      const code = await emailedCode(token, everyone.merchantA, EMAILS.manager, pix);
      const res = await send(t.app, token, 'POST', url, { payload: { ...pix, code } });
      assert.equal(res.statusCode, status, name);
      assert.equal(res.json().error.fields[field], message, name);
    }

    // Zero and negative amounts never reach the checks.
    for (const amount of [0, -5]) {
      const res = await send(t.app, token, 'POST', url, {
        payload: { ...base, amount, code: '123456' },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().error.fields.amount, PAYMENT_MESSAGES.amountPositive);
    }
    // Another merchant's account as the origin.
    const code = await emailedCode(token, everyone.merchantA, EMAILS.manager, base);
    const foreign = await send(t.app, token, 'POST', url, {
      payload: { ...base, virtualAccountId: everyone.accounts.otherMerchantId[0], code },
    });
    assert.equal(foreign.statusCode, 404);

    // Roles without money.move.
    for (const role of ['viewer', 'developer'] as const) {
      const res = await send(t.app, everyone.tokens[role], 'POST', url, {
        payload: { ...base, code: '123456' },
      });
      assert.equal(res.statusCode, 403, role);
      const codeRes = await send(
        t.app,
        everyone.tokens[role],
        'POST',
        endpointPath(paymentEndpoints.pixCode, { merchantId: everyone.merchantA }),
        { payload: { amount: base.amount, destination: base.destination }, key: null },
      );
      assert.equal(codeRes.statusCode, 403, role);
    }
    assert.equal(await balance(everyone.merchantA, a), before);

    // Documents: viewer reads, filters and pages.
    const list = await send(
      t.app,
      everyone.tokens.viewer,
      'GET',
      endpointPath(paymentEndpoints.documents, { merchantId: everyone.merchantA }),
      {
        query: { limit: '1' },
      },
    );
    assert.equal(list.statusCode, 200, list.body);
    const first = ZPaymentDocumentPage.parse(list.json());
    assert.equal(first.items.length, 1);
    assert.ok(first.nextCursor);
    const next = await send(
      t.app,
      everyone.tokens.viewer,
      'GET',
      endpointPath(paymentEndpoints.documents, { merchantId: everyone.merchantA }),
      {
        query: { limit: '1', cursor: first.nextCursor },
      },
    );
    const second = ZPaymentDocumentPage.parse(next.json());
    assert.notEqual(second.items[0]?.id, first.items[0]?.id);
    const foreignFilter = await send(
      t.app,
      everyone.tokens.viewer,
      'GET',
      endpointPath(paymentEndpoints.documents, { merchantId: everyone.merchantA }),
      {
        query: { virtualAccountId: everyone.accounts.otherMerchantId[0] ?? '' },
      },
    );
    assert.equal(foreignFilter.statusCode, 404);
    await assertLedgerInvariants(t.app.db);
  });
});
