import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  AppErrorCode,
  DOCUMENT_MESSAGES,
  documentEndpoints,
  endpointPath,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  REFUND_WINDOW_DAYS,
  ZPaymentDocument,
} from '@arara/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { virtualAccounts } from '../src/db/schema-ledger';
import { paymentDocumentEvents, paymentDocuments } from '../src/db/schema-payments';
import { webhookEvents } from '../src/db/schema-webhooks';
import { moveRefund, refundRequestHash } from '../src/services/refunds/refund-received-pix';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { useTestApp, withSandbox } from './helper';
import { assertLedgerInvariants, countEntries, rejectsWith } from './ledger-fixtures';
import {
  assertIdempotentReplay,
  balanceOf,
  EMAILS,
  emailedCode,
  keyAccountOf,
  newKey,
  PASSWORD,
  pixWithEmailedCode,
  send,
  useTeamWithAccounts,
} from './member-fixtures';
import { bankAccountOf, createWebhook, sandboxPixIn } from './webhook-fixtures';

describe('refunds (returns) of Pix', () => {
  // Each refund here asks the owner for an e-mailed code: more than the 10 a quarter of an
  // hour one person may ask for.
  const manyCodes = { max: 200, windowSeconds: 900 };
  const t = useTestApp({
    money: withSandbox(),
    rateLimits: {
      ...defaultRateLimits,
      paymentCode: { perEmail: manyCodes, perAddress: manyCodes },
    },
  });
  const everyone = useTeamWithAccounts(t);

  /** The sandbox payer pays the merchant A `amount`: the received Pix's document. */
  async function receivedPix(amount: number) {
    const { response } = await sandboxPixIn(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      amount,
    );
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.merchantId, everyone.merchantA),
          eq(paymentDocuments.kind, 'entry'),
        ),
      )
      .orderBy(desc(paymentDocuments.createdAt))
      .limit(1);
    assert.ok(row);
    assert.equal(row.amount, amount);
    return row;
  }

  const documentRow = async (id: string) => {
    const [row] = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.id, id));
    assert.ok(row);
    return row;
  };

  const refundUrl = (documentId: string, merchantId = everyone.merchantA) =>
    endpointPath(documentEndpoints.refund, { merchantId, documentId });

  /** The owner asks for the e-mailed code of a refund (the answer). */
  const askRefundCode = (documentId: string, amount: number) =>
    send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.refundCode, { merchantId: everyone.merchantA, documentId }),
      { payload: { amount }, key: null },
    );

  /** A refund sent with a code that was never asked for: refused before the step-up or at it. */
  const tryRefund = (documentId: string, amount: number) =>
    send(t.app, everyone.tokens.owner, 'POST', refundUrl(documentId), {
      payload: { amount, reason: 'fraud', password: PASSWORD, code: '000000' },
    });

  /** The owner asks for the e-mailed code of this refund (200) and reads it. */
  async function refundCode(documentId: string, amount: number) {
    const asked = await askRefundCode(documentId, amount);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.deepEqual(asked.json(), { channel: 'email' });
    const code = await emailedCode(t.app, EMAILS.owner);
    assert.ok(code);
    return code;
  }

  /** The owner refunds `amount` of `documentId` with a code asked for it. The answer. */
  async function refund(
    documentId: string,
    amount: number,
    options: { key?: string; reason?: string } = {},
  ) {
    const code = await refundCode(documentId, amount);
    return send(t.app, everyone.tokens.owner, 'POST', refundUrl(documentId), {
      payload: { amount, reason: options.reason ?? 'payer_request', password: PASSWORD, code },
      key: options.key ?? newKey(),
    });
  }

  test('a partial refund, then the exact remainder, then nothing is left', async () => {
    const original = await receivedPix(10_000);
    const account = original.virtualAccountId;
    const before = await balanceOf(t.app, account);

    const first = await refund(original.id, 3_000, { reason: 'bank_error' });
    assert.equal(first.statusCode, 201, first.body);
    const partial = ZPaymentDocument.parse(first.json());
    assert.equal(partial.kind, 'return');
    assert.equal(partial.direction, 'out');
    assert.equal(partial.status, 'approved');
    assert.equal(partial.amount, 3_000);
    assert.equal(partial.relatedDocumentId, original.id);
    assert.equal(partial.refundReason, 'bank_error');
    assert.match(partial.endToEndId ?? '', /^D99999999\d{12}[0-9A-Za-z]{11}$/);
    assert.deepEqual(
      partial.stages.map((stage) => stage.status),
      ['refund_requested', 'refunded'],
    );
    assert.deepEqual(
      partial.movements.map((m) => [m.type, m.amount]),
      [['refund', -3_000]],
    );
    assert.equal(partial.counterpartyName, original.counterpartyName);
    assert.equal(await balanceOf(t.app, account), before - 3_000);
    const afterPartial = await documentRow(original.id);
    assert.equal(afterPartial.refundedAmount, 3_000);
    assert.equal(afterPartial.status, 'approved', 'a received Pix stays approved');
    assert.equal(afterPartial.relatedDocumentId, partial.id);

    // 7_000 are left: one cent more is refused, and nothing moves.
    const entries = await countEntries(t.db);
    const tooMuch = await tryRefund(original.id, 7_001);
    assert.equal(tooMuch.statusCode, 422, tooMuch.body);
    assert.equal(tooMuch.json().error.fields.amount, DOCUMENT_MESSAGES.refundTooHigh);
    const codeForTooMuch = await askRefundCode(original.id, 7_001);
    assert.equal(codeForTooMuch.statusCode, 422, codeForTooMuch.body);
    assert.equal(codeForTooMuch.json().error.fields.amount, DOCUMENT_MESSAGES.refundTooHigh);
    assert.equal(await countEntries(t.db), entries);

    const rest = await refund(original.id, 7_000);
    assert.equal(rest.statusCode, 201, rest.body);
    assert.equal((await documentRow(original.id)).refundedAmount, 10_000);
    assert.equal(await balanceOf(t.app, account), before - 10_000);

    const more = await tryRefund(original.id, 1);
    assert.equal(more.statusCode, 422, more.body);
    assert.equal(more.json().error.fields.amount, DOCUMENT_MESSAGES.refundTooHigh);

    // The original's returns are listed by the document API with their link.
    const read = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.merchantA,
        documentId: original.id,
      }),
    );
    assert.equal(read.statusCode, 200);
    assert.equal(ZPaymentDocument.parse(read.json()).refundedAmount, 10_000);
    await assertLedgerInvariants(t.db);
  });

  test('two concurrent refunds of one Pix cannot together exceed it', async () => {
    const original = await receivedPix(5_000);
    const before = await balanceOf(t.app, original.virtualAccountId);
    const order = (amount: number) => {
      const idempotencyKey = newKey();
      return moveRefund(t.deps, {
        merchantId: everyone.merchantA,
        documentId: original.id,
        amount,
        reason: 'payer_request',
        idempotencyKey,
        requestHash: refundRequestHash(original.id, { amount, reason: 'payer_request' }),
      });
    };
    const results = await Promise.allSettled([order(3_000), order(4_000)]);
    const done = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    assert.equal(done.length, 1, 'one refund goes through');
    assert.equal(refused.length, 1, 'the other is refused');
    const [rejection] = refused;
    assert.equal((rejection as PromiseRejectedResult).reason.code, AppErrorCode.UNPROCESSABLE);
    const moved = (done[0] as PromiseFulfilledResult<{ document: { amount: number } }>).value
      .document.amount;
    const after = await documentRow(original.id);
    assert.equal(after.refundedAmount, moved);
    assert.equal(await balanceOf(t.app, original.virtualAccountId), before - moved);
    await assertLedgerInvariants(t.db);
  });

  test('a refund is possible up to 90 days after the Pix settled, not after', async () => {
    const original = await receivedPix(2_000);
    const settledAt = original.processedAt ?? original.createdAt;
    const at = (ms: number) => new Date(settledAt.getTime() + ms);
    const windowMs = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
    const order = (amount: number) => ({
      merchantId: everyone.merchantA,
      documentId: original.id,
      amount,
      reason: 'fraud' as const,
      idempotencyKey: newKey(),
      requestHash: refundRequestHash(original.id, { amount, reason: 'fraud' }),
    });
    const entries = await countEntries(t.db);
    const late = await rejectsWith(
      moveRefund(t.deps, order(500), at(windowMs + 1)),
      AppErrorCode.UNPROCESSABLE,
    );
    assert.deepEqual(late.fields, { documentId: DOCUMENT_MESSAGES.refundWindowClosed });
    assert.equal(await countEntries(t.db), entries);
    assert.equal((await documentRow(original.id)).refundedAmount, 0);

    const lastDay = await moveRefund(t.deps, order(500), at(windowMs));
    assert.equal(lastDay.document.amount, 500);
    assert.equal((await documentRow(original.id)).refundedAmount, 500);

    // Through the API: a Pix that settled 91 days ago.
    await t.db
      .update(paymentDocuments)
      .set({ processedAt: new Date(Date.now() - (REFUND_WINDOW_DAYS + 1) * 86_400_000) })
      .where(eq(paymentDocuments.id, original.id));
    const closed = await tryRefund(original.id, 100);
    assert.equal(closed.statusCode, 422, closed.body);
    assert.equal(closed.json().error.fields.documentId, DOCUMENT_MESSAGES.refundWindowClosed);
    await assertLedgerInvariants(t.db);
  });

  test('a wrong password or code refuses the refund and nothing moves', async () => {
    const original = await receivedPix(1_500);
    const before = await balanceOf(t.app, original.virtualAccountId);
    const entries = await countEntries(t.db);
    const url = refundUrl(original.id);

    const code = await refundCode(original.id, 1_000);
    const wrongPassword = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { amount: 1_000, reason: 'fraud', password: 'Wrong@2026', code },
    });
    assert.equal(wrongPassword.statusCode, 400, wrongPassword.body);
    assert.equal(wrongPassword.json().error.fields.password, PAYMENT_MESSAGES.wrongPassword);

    const otherCode = code === '000000' ? '111111' : '000000';
    const wrongCode = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { amount: 1_000, reason: 'fraud', password: PASSWORD, code: otherCode },
    });
    assert.equal(wrongCode.statusCode, 400, wrongCode.body);
    assert.equal(wrongCode.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    // A code asked for 1_000 does not confirm 1_200 of the same Pix.
    const fresh = await refundCode(original.id, 1_000);
    const otherAmount = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { amount: 1_200, reason: 'fraud', password: PASSWORD, code: fresh },
    });
    assert.equal(otherAmount.statusCode, 400, otherAmount.body);
    assert.equal(otherAmount.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    assert.equal(await balanceOf(t.app, original.virtualAccountId), before);
    assert.equal(await countEntries(t.db), entries);
    assert.equal((await documentRow(original.id)).refundedAmount, 0);
    await assertLedgerInvariants(t.db);
  });

  test("the code of a Pix or of another Pix's refund does not confirm a refund", async () => {
    const original = await receivedPix(1_000);
    const another = await receivedPix(1_000);
    const destination = { type: 'key', key: '44.555.666/0001-81' };
    const asked = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(paymentEndpoints.pixCode, { merchantId: everyone.merchantA }),
      { payload: { amount: 1_000, destination }, key: null },
    );
    assert.equal(asked.statusCode, 200, asked.body);
    const pixCode = await emailedCode(t.app, EMAILS.owner);
    const withPixCode = await send(t.app, everyone.tokens.owner, 'POST', refundUrl(original.id), {
      payload: { amount: 1_000, reason: 'fraud', password: PASSWORD, code: pixCode },
    });
    assert.equal(withPixCode.statusCode, 400, withPixCode.body);
    assert.equal(withPixCode.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    const codeOfAnother = await refundCode(another.id, 1_000);
    const crossed = await send(t.app, everyone.tokens.owner, 'POST', refundUrl(original.id), {
      payload: { amount: 1_000, reason: 'fraud', password: PASSWORD, code: codeOfAnother },
    });
    assert.equal(crossed.statusCode, 400, crossed.body);
    assert.equal(crossed.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);
    assert.equal((await documentRow(original.id)).refundedAmount, 0);
    assert.equal((await documentRow(another.id)).refundedAmount, 0);
  });

  test('the same Idempotency-Key and body answer the same return; the pix_refund event is written once', async () => {
    const original = await receivedPix(4_000);
    const { bankAccountId } = await bankAccountOf(t.app, original.virtualAccountId);
    await createWebhook(t.app, everyone.tokens.owner, everyone.merchantA, {
      url: 'https://hooks.example.com/refunds',
      bankAccountId,
      events: ['pix_refund'],
    });
    const key = newKey();
    const code = await refundCode(original.id, 1_000);
    const payload = { amount: 1_000, reason: 'payer_request', password: PASSWORD, code };
    const first = await send(t.app, everyone.tokens.owner, 'POST', refundUrl(original.id), {
      payload,
      key,
    });
    assert.equal(first.statusCode, 201, first.body);
    const returned = ZPaymentDocument.parse(first.json());
    const before = await balanceOf(t.app, original.virtualAccountId);
    const entries = await countEntries(t.db);

    await assertIdempotentReplay(
      t.app,
      everyone.tokens.owner,
      refundUrl(original.id),
      { payload, key, firstId: returned.id },
      async () => {
        assert.equal(await balanceOf(t.app, original.virtualAccountId), before);
        assert.equal(await countEntries(t.db), entries);
        assert.equal((await documentRow(original.id)).refundedAmount, 1_000);
      },
    );

    const events = await t.db
      .select()
      .from(paymentDocumentEvents)
      .where(eq(paymentDocumentEvents.documentId, returned.id));
    assert.deepEqual(
      events.map((event) => [event.type, event.status]),
      [['pix_refund', 'pending']],
    );
    const hooks = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.documentId, returned.id));
    assert.deepEqual(
      hooks.map((hook) => [hook.type, hook.amount]),
      [['pix_refund', 1_000]],
    );
    assert.equal(hooks[0]?.data.relatedDocumentId, original.id);
    assert.equal(hooks[0]?.data.returnDirection, 'out');
    assert.equal(hooks[0]?.data.refundReason, 'payer_request');
    await assertLedgerInvariants(t.db);
  });

  test('only a settled received Pix can be refunded; a viewer may not; another merchant gets 404', async () => {
    const original = await receivedPix(1_000);
    const viewer = await send(t.app, everyone.tokens.viewer, 'POST', refundUrl(original.id), {
      payload: { amount: 100, reason: 'fraud', password: PASSWORD, code: '123456' },
    });
    assert.equal(viewer.statusCode, 403, viewer.body);
    const viewerCode = await send(
      t.app,
      everyone.tokens.viewer,
      'POST',
      endpointPath(documentEndpoints.refundCode, {
        merchantId: everyone.merchantA,
        documentId: original.id,
      }),
      { payload: { amount: 100 }, key: null },
    );
    assert.equal(viewerCode.statusCode, 403, viewerCode.body);

    // other@ on its own merchant, with merchant A's document: not found, nothing told.
    const foreign = await send(
      t.app,
      everyone.other,
      'POST',
      refundUrl(original.id, everyone.otherMerchantId),
      { payload: { amount: 100, reason: 'fraud', password: PASSWORD, code: '123456' } },
    );
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.deepEqual(foreign.json(), {
      error: { code: 'NOT_FOUND', message: 'Document not found' },
    });

    // A Pix the merchant sent is not refunded by the merchant.
    const sent = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: await keyAccountOf(t.app, everyone.merchantA),
        destination: { type: 'key', key: '44.555.666/0001-81' },
        amount: 700,
      },
    );
    assert.equal(sent.statusCode, 201, sent.body);
    const out = ZPaymentDocument.parse(sent.json());
    const askOut = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.refundCode, {
        merchantId: everyone.merchantA,
        documentId: out.id,
      }),
      { payload: { amount: 100 }, key: null },
    );
    assert.equal(askOut.statusCode, 409, askOut.body);
    assert.equal(askOut.json().error.fields.documentId, DOCUMENT_MESSAGES.notRefundable);
    assert.equal((await documentRow(original.id)).refundedAmount, 0);
  });

  test('a refund beyond the available balance is refused (422) and writes nothing', async () => {
    const original = await receivedPix(3_000);
    const account = original.virtualAccountId;
    // Leave the account with less than the refund available (the rest blocked for a moment).
    const [row] = await t.db
      .select({ balance: virtualAccounts.balance, blocked: virtualAccounts.blockedBalance })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.id, account));
    assert.ok(row);
    await t.db
      .update(virtualAccounts)
      .set({ blockedBalance: row.balance - 1_000 })
      .where(eq(virtualAccounts.id, account));
    try {
      const documents = await t.db.$count(paymentDocuments);
      const res = await refund(original.id, 2_000);
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().error.code, AppErrorCode.INSUFFICIENT_FUNDS);
      assert.equal(await t.db.$count(paymentDocuments), documents);
      assert.equal((await documentRow(original.id)).refundedAmount, 0);
      assert.equal(await balanceOf(t.app, account), row.balance);
    } finally {
      await t.db
        .update(virtualAccounts)
        .set({ blockedBalance: row.blocked })
        .where(eq(virtualAccounts.id, account));
    }
  });

  test('a Pix from another account of the platform goes back to that account', async () => {
    const payerAccount = await keyAccountOf(t.app, everyone.merchantA);
    const sent = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: payerAccount,
        destination: { type: 'key', key: '44.555.666/0001-81' },
        amount: 1_800,
      },
    );
    assert.equal(sent.statusCode, 201, sent.body);
    const out = ZPaymentDocument.parse(sent.json());
    const [entry] = await t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.merchantId, everyone.merchantB),
          eq(paymentDocuments.endToEndId, out.endToEndId ?? ''),
        ),
      );
    assert.ok(entry);
    const payerBefore = await balanceOf(t.app, payerAccount);
    const receiverBefore = await balanceOf(t.app, entry.virtualAccountId);

    // The owner works for merchant B too: B refunds the whole Pix.
    const asked = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.refundCode, {
        merchantId: everyone.merchantB,
        documentId: entry.id,
      }),
      { payload: { amount: 1_800 }, key: null },
    );
    assert.equal(asked.statusCode, 200, asked.body);
    const code = await emailedCode(t.app, EMAILS.owner);
    const res = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      refundUrl(entry.id, everyone.merchantB),
      { payload: { amount: 1_800, reason: 'payer_request', password: PASSWORD, code } },
    );
    assert.equal(res.statusCode, 201, res.body);
    const returned = ZPaymentDocument.parse(res.json());
    assert.equal(await balanceOf(t.app, entry.virtualAccountId), receiverBefore - 1_800);
    assert.equal(await balanceOf(t.app, payerAccount), payerBefore + 1_800);

    const payerSide = await documentRow(out.id);
    assert.equal(payerSide.status, 'refunded');
    assert.equal(payerSide.refundedAmount, 1_800);
    const [payerReturn] = await t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.merchantId, everyone.merchantA),
          eq(paymentDocuments.relatedDocumentId, out.id),
          eq(paymentDocuments.kind, 'return'),
        ),
      );
    assert.ok(payerReturn);
    assert.equal(payerReturn.returnDirection, 'in');
    assert.equal(payerReturn.endToEndId, returned.endToEndId);
    assert.equal(payerReturn.amount, 1_800);

    // The payer's institution cannot give it back a second time.
    const again = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.sandboxRefund, {
        merchantId: everyone.merchantA,
        documentId: out.id,
      }),
      { payload: { reason: 'bank_error' } },
    );
    assert.equal(again.statusCode, 409, again.body);
    await assertLedgerInvariants(t.db);
  });

  test('sandbox: the receiving institution refunds a sent Pix; refunded whole it is `refunded`', async () => {
    const account = await keyAccountOf(t.app, everyone.merchantA);
    const sent = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: account,
        destination: { type: 'key', key: '44.555.666/0001-81' },
        amount: 2_500,
      },
    );
    assert.equal(sent.statusCode, 201, sent.body);
    const out = ZPaymentDocument.parse(sent.json());
    const url = endpointPath(documentEndpoints.sandboxRefund, {
      merchantId: everyone.merchantA,
      documentId: out.id,
    });
    const before = await balanceOf(t.app, account);

    const part = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { amount: 1_000, reason: 'bank_error' },
    });
    assert.equal(part.statusCode, 201, part.body);
    const partial = ZPaymentDocument.parse(part.json());
    assert.equal(partial.kind, 'return');
    assert.equal(partial.direction, 'in');
    assert.equal(partial.relatedDocumentId, out.id);
    assert.deepEqual(
      partial.movements.map((m) => [m.type, m.amount]),
      [['deposit', 1_000]],
    );
    assert.equal((await documentRow(out.id)).status, 'approved');

    const tooMuch = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { amount: 1_501, reason: 'bank_error' },
    });
    assert.equal(tooMuch.statusCode, 422, tooMuch.body);
    assert.equal(tooMuch.json().error.fields.amount, DOCUMENT_MESSAGES.refundTooHigh);

    // No amount: what is left.
    const key = newKey();
    const rest = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { reason: 'bank_error' },
      key,
    });
    assert.equal(rest.statusCode, 201, rest.body);
    assert.equal(ZPaymentDocument.parse(rest.json()).amount, 1_500);
    const again = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { reason: 'bank_error' },
      key,
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().id, rest.json().id);

    const whole = await documentRow(out.id);
    assert.equal(whole.status, 'refunded');
    assert.equal(whole.refundedAmount, 2_500);
    assert.equal(await balanceOf(t.app, account), before + 2_500);
    const nothingLeft = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { reason: 'bank_error' },
    });
    assert.equal(nothingLeft.statusCode, 409, nothingLeft.body);
    assert.equal(nothingLeft.json().error.fields.documentId, DOCUMENT_MESSAGES.notRefundable);
    await assertLedgerInvariants(t.db);
  });
});

describe('sandbox refunds without SANDBOX=true', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);

  test('the route is not served', async () => {
    const [row] = await t.db
      .select({ id: paymentDocuments.id })
      .from(paymentDocuments)
      .where(eq(paymentDocuments.merchantId, everyone.merchantA))
      .limit(1);
    // Served, any document would answer 200/201, 409 or 422: only an unknown route is 404.
    assert.ok(row);
    const res = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(documentEndpoints.sandboxRefund, {
        merchantId: everyone.merchantA,
        documentId: row.id,
      }),
      { payload: { reason: 'bank_error' } },
    );
    assert.equal(res.statusCode, 404, res.body);
    assert.notEqual(res.json().error.message, 'Document not found');
  });
});
