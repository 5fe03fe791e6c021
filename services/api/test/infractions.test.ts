import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  COMPLIANCE_MESSAGES,
  DEFENSE_DEADLINE_DAYS,
  DOCUMENT_MESSAGES,
  endpointPath,
  FILE_MESSAGES,
  infractionEndpoints,
  publicApiEndpoints,
  type TInfraction,
  type TInfractionPage,
  ZInfraction,
  ZInfractionPage,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { infractionDefenses, infractions } from '../src/db/schema-compliance';
import { paymentDocuments } from '../src/db/schema-payments';
import { webhookEvents } from '../src/db/schema-webhooks';
import { merchants } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { expireDeadlines } from '../src/services/infractions';
import { moveRefund, refundRequestHash } from '../src/services/refunds/refund-received-pix';
import { holdBalance } from '../src/services/ledger';
import { callV1, newApiKey } from './api-key-fixtures';
import { useTestApp, withSandbox } from './helper';
import {
  analyse,
  balancesOf,
  defend,
  openedInfraction,
  openInfraction,
  receivedPix,
  storedFile,
} from './infraction-fixtures';
import { assertLedgerInvariants } from './ledger-fixtures';
import { send, useTeamWithAccounts } from './member-fixtures';
import { bankAccountOf, createWebhook } from './webhook-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('MED infractions', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useTeamWithAccounts(t);
  const owner = () => everyone.tokens.owner;
  const A = () => everyone.merchantA;

  const pixOfA = (amount: number) => receivedPix(t.app, owner(), A(), amount);
  const get = (infractionId: string, merchantId = A()) =>
    send(
      t.app,
      owner(),
      'GET',
      endpointPath(infractionEndpoints.get, { merchantId, infractionId }),
    );
  const list = (query: Record<string, string> = {}) =>
    send(t.app, owner(), 'GET', endpointPath(infractionEndpoints.list, { merchantId: A() }), {
      query,
    });
  const returnsOf = (documentId: string) =>
    t.db
      .select()
      .from(paymentDocuments)
      .where(
        and(
          eq(paymentDocuments.kind, 'return'),
          eq(paymentDocuments.relatedDocumentId, documentId),
        ),
      );
  const infractionEvents = (documentId: string) =>
    t.db
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.documentId, documentId),
          sql`${webhookEvents.type} in ('infraction_created', 'infraction_updated')`,
        ),
      )
      .orderBy(webhookEvents.createdAt);

  test('opening holds the amount on the account, once per Pix, with its Created event', async () => {
    const pix = await pixOfA(10_000);
    const { bankAccountId } = await bankAccountOf(t.app, pix.virtualAccountId);
    await createWebhook(t.app, owner(), A(), {
      url: 'https://hooks.example.com/infractions',
      bankAccountId,
      events: ['infraction_created', 'infraction_updated'],
    });
    const before = await balancesOf(t.db, pix.virtualAccountId);
    const opened = ZInfraction.parse(
      await openedInfraction(t.app, owner(), A(), {
        documentId: pix.id,
        type: 'fraud_report',
        reportDetails: 'The payer says the card was stolen',
      }),
    );
    assert.equal(opened.status, 'WAITING_DEFENSE');
    assert.equal(opened.amount, 10_000);
    assert.equal(opened.heldAmount, 10_000);
    assert.equal(opened.holdStatus, 'held');
    assert.equal(opened.transactionId, pix.id);
    assert.equal(opened.endToEndId, pix.endToEndId);
    assert.equal(opened.reportedBy, pix.counterpartyInstitution);
    assert.equal(opened.virtualAccountId, pix.virtualAccountId);
    const days = (Date.parse(opened.deadline) - Date.parse(opened.creationDate)) / DAY_MS;
    assert.ok(Math.abs(days - DEFENSE_DEADLINE_DAYS) < 0.01, `deadline ${days} days`);
    const after = await balancesOf(t.db, pix.virtualAccountId);
    assert.equal(after.current, before.current, 'nothing leaves the account');
    assert.equal(after.blocked, before.blocked + 10_000);

    const events = await infractionEvents(pix.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['infraction_created'],
    );
    assert.equal(events[0]?.data.infractionId, opened.id);
    assert.equal(events[0]?.data.bankAccountId, bankAccountId);
    const read = ZInfraction.parse((await get(opened.id)).json());
    assert.deepEqual(
      read.webhooks.map((w) => [w.eventType, w.url]),
      [['infraction_created', 'https://hooks.example.com/infractions']],
    );

    // One infraction not closed per Pix.
    const twice = await openInfraction(t.app, owner(), A(), { documentId: pix.id });
    assert.equal(twice.statusCode, 409, twice.body);
    assert.equal(twice.json().error.fields.documentId, COMPLIANCE_MESSAGES.infractionOpen);
    assert.equal((await balancesOf(t.db, pix.virtualAccountId)).blocked, after.blocked);
    await assertLedgerInvariants(t.db);
  });

  test('the amount defaults to what is left of the Pix, never more; only a received Pix of this merchant', async () => {
    const pix = await pixOfA(8_000);
    // An earlier refund of 3_000 leaves 5_000.
    await t.db
      .update(paymentDocuments)
      .set({ refundedAmount: 3_000 })
      .where(eq(paymentDocuments.id, pix.id));
    const tooMuch = await openInfraction(t.app, owner(), A(), {
      documentId: pix.id,
      amount: 5_001,
    });
    assert.equal(tooMuch.statusCode, 422, tooMuch.body);
    assert.equal(tooMuch.json().error.fields.amount, DOCUMENT_MESSAGES.refundTooHigh);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    assert.equal(opened.amount, 5_000);

    // Another merchant's Pix: 404 as if it did not exist.
    const pixOfB = await receivedPix(t.app, owner(), everyone.merchantB, 1_000);
    const foreign = await openInfraction(t.app, owner(), A(), { documentId: pixOfB.id });
    assert.equal(foreign.statusCode, 404, foreign.body);
    // A document that is not a received Pix (the refund of one): 409.
    const [someOut] = await t.db
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.merchantId, A()), sql`${paymentDocuments.kind} <> 'entry'`))
      .limit(1);
    if (someOut) {
      const notPix = await openInfraction(t.app, owner(), A(), { documentId: someOut.id });
      assert.equal(notPix.statusCode, 409, notPix.body);
    }
  });

  test('only what is available is held; agreed refunds the hold and the rest is owed', async () => {
    const pix = await pixOfA(10_000);
    const account = pix.virtualAccountId;
    const { available } = await balancesOf(t.db, account);
    // Everything but 3_000 of the account is blocked already.
    await holdBalance(t.deps, A(), { virtualAccountId: account, amount: available - 3_000 });
    const before = await balancesOf(t.db, account);
    assert.equal(before.available, 3_000);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    assert.equal(opened.heldAmount, 3_000);
    assert.equal((await balancesOf(t.db, account)).available, 0);

    const decided = await analyse(t.app, owner(), A(), opened.id, 'agreed', 'Fraud confirmed');
    assert.equal(decided.statusCode, 200, decided.body);
    const closed = ZInfraction.parse(decided.json());
    assert.equal(closed.status, 'CLOSED');
    assert.equal(closed.holdStatus, 'refunded');
    assert.equal(closed.owedAmount, 7_000);
    const returns = await returnsOf(pix.id);
    assert.equal(returns.length, 1);
    assert.equal(returns[0]?.amount, 3_000);
    assert.equal(returns[0]?.id, closed.refundDocumentId);
    const after = await balancesOf(t.db, account);
    assert.equal(after.current, before.current - 3_000);
    assert.equal(after.blocked, before.blocked, 'the hold was spent, the other one stays');
    await assertLedgerInvariants(t.db);
  });

  test('nothing available: held 0, opened anyway; agreed then moves no money', async () => {
    const pix = await pixOfA(2_000);
    const account = pix.virtualAccountId;
    const { available } = await balancesOf(t.db, account);
    await holdBalance(t.deps, A(), { virtualAccountId: account, amount: available });
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    assert.equal(opened.heldAmount, 0);
    const before = await balancesOf(t.db, account);
    const decided = await analyse(t.app, owner(), A(), opened.id, 'agreed');
    assert.equal(decided.statusCode, 200, decided.body);
    assert.equal((decided.json() as TInfraction).owedAmount, 2_000);
    assert.equal((decided.json() as TInfraction).refundDocumentId, null);
    assert.deepEqual(await balancesOf(t.db, account), before);
    assert.equal((await returnsOf(pix.id)).length, 0);
  });

  test('defense: the spec’s validations, tenant isolation of accounts and files, then DEFENDED', async () => {
    const pix = await pixOfA(4_000);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    const va = pix.virtualAccountId;
    const base = {
      title: 'Delivered',
      description: 'The goods were delivered on time, see the receipt.',
      virtualAccountId: va,
    };
    const refused = async (body: Parameters<typeof defend>[4], status: number, fields: object) => {
      const res = await defend(t.app, owner(), A(), opened.id, body);
      assert.equal(res.statusCode, status, res.body);
      assert.deepEqual(res.json().error.fields, fields);
    };
    const insufficient = { description: COMPLIANCE_MESSAGES.defenseInsufficient };
    await refused({ ...base, title: '  ' }, 422, insufficient);
    await refused({ ...base, description: 'too short' }, 422, insufficient);
    const otherAccount = everyone.accounts.merchantA.find((id) => id !== va) ?? '';
    await refused({ ...base, virtualAccountId: otherAccount }, 422, {
      virtualAccountId: COMPLIANCE_MESSAGES.defenseVirtualAccount,
    });
    await refused({ ...base, virtualAccountId: everyone.accounts.merchantB[0] ?? '' }, 422, {
      virtualAccountId: COMPLIANCE_MESSAGES.defenseVirtualAccount,
    });
    const notFound = { attachmentIds: FILE_MESSAGES.notFound };
    const foreignFile = await storedFile(t.db, everyone.merchantB);
    await refused({ ...base, attachmentIds: [foreignFile.id] }, 404, notFound);
    const onboardingFile = await storedFile(t.db, A(), 'onboarding_document');
    await refused({ ...base, attachmentIds: [onboardingFile.id] }, 404, notFound);
    // Another merchant's infraction through this merchant's path: 404.
    const pixOfB = await receivedPix(t.app, owner(), everyone.merchantB, 1_000);
    const ofB = await openedInfraction(t.app, owner(), everyone.merchantB, {
      documentId: pixOfB.id,
    });
    const crossed = await defend(t.app, owner(), A(), ofB.id, base);
    assert.equal(crossed.statusCode, 404, crossed.body);
    assert.equal((await get(ofB.id)).statusCode, 404);
    assert.equal(
      (
        await t.db
          .select()
          .from(infractionDefenses)
          .where(eq(infractionDefenses.infractionId, opened.id))
      ).length,
      0,
    );

    // A short description is enough with a file attached.
    const file = await storedFile(t.db, A());
    const sent = await defend(t.app, owner(), A(), opened.id, {
      ...base,
      description: 'See file',
      attachmentIds: [file.id],
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const defended = ZInfraction.parse(sent.json());
    assert.equal(defended.status, 'DEFENDED');
    assert.equal(defended.defenses.length, 1);
    assert.equal(defended.defenses[0]?.status, 'pending');
    assert.deepEqual(
      defended.defenses[0]?.attachments.map((f) => f.id),
      [file.id],
    );

    // DEFENDED takes no other defense; the file cannot be attached twice either.
    await refused(base, 409, { infractionId: COMPLIANCE_MESSAGES.notDefensible });
    const viewer = await defend(t.app, everyone.tokens.viewer, A(), opened.id, base);
    assert.equal(viewer.statusCode, 403, viewer.body);

    // Disagreed: the hold is released, the defense approved.
    const before = await balancesOf(t.db, va);
    const decided = await analyse(t.app, owner(), A(), opened.id, 'disagreed', 'Defense accepted');
    assert.equal(decided.statusCode, 200, decided.body);
    const closed = ZInfraction.parse(decided.json());
    assert.equal(closed.holdStatus, 'released');
    assert.equal(closed.defenses[0]?.status, 'approved');
    assert.equal(closed.analysisDetails, 'Defense accepted');
    const after = await balancesOf(t.db, va);
    assert.equal(after.current, before.current);
    assert.equal(after.blocked, before.blocked - 4_000);
  });

  test('the deadline is the server’s: past it, a defense is refused and the infraction is OPEN', async () => {
    const pix = await pixOfA(1_500);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    await t.db
      .update(infractions)
      .set({ deadline: new Date(Date.now() - 1_000) })
      .where(eq(infractions.id, opened.id));
    const body = {
      title: 'Late',
      description: 'A defense that comes after the deadline passed.',
      virtualAccountId: pix.virtualAccountId,
    };
    const late = await defend(t.app, owner(), A(), opened.id, body);
    assert.equal(late.statusCode, 422, late.body);
    assert.deepEqual(late.json().error.fields, {
      infractionId: COMPLIANCE_MESSAGES.deadlinePassed,
    });
    const read = ZInfraction.parse((await get(opened.id)).json());
    assert.equal(read.status, 'OPEN');
    assert.equal(read.heldAmount, 1_500, 'the hold stays until the analysis');
    const again = await defend(t.app, owner(), A(), opened.id, body);
    assert.equal(again.statusCode, 422, again.body);
    // The move to OPEN happened once, however many reads.
    await get(opened.id);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(infractions)
      .where(and(eq(infractions.id, opened.id), eq(infractions.status, 'OPEN')));
    assert.equal(n, 1);
  });

  test('the institution’s refund is not the merchant’s money out: it goes through when the merchant may not send money', async () => {
    const B = everyone.merchantB;
    const pix = await receivedPix(t.app, owner(), B, 1_700);
    const opened = await openedInfraction(t.app, owner(), B, { documentId: pix.id });
    const before = await balancesOf(t.db, pix.virtualAccountId);
    const [{ status } = { status: 'active' as const }] = await t.db
      .select({ status: merchants.status })
      .from(merchants)
      .where(eq(merchants.id, B));
    await t.db.update(merchants).set({ status: 'onboarding' }).where(eq(merchants.id, B));
    try {
      // The merchant's own refund is refused for its status…
      await assert.rejects(
        moveRefund(t.deps, {
          merchantId: B,
          documentId: pix.id,
          amount: 100,
          reason: 'payer_request',
          idempotencyKey: 'own-refund',
          requestHash: refundRequestHash(pix.id, { amount: 100, reason: 'payer_request' }),
        }),
        (error: unknown) => error instanceof AppError && error.code === 'MERCHANT_NOT_ACTIVE',
      );
      // …the analysis's is not.
      const decided = await analyse(t.app, owner(), B, opened.id, 'agreed', 'Confirmed');
      assert.equal(decided.statusCode, 200, decided.body);
      assert.equal((decided.json() as TInfraction).holdStatus, 'refunded');
    } finally {
      await t.db.update(merchants).set({ status }).where(eq(merchants.id, B));
    }
    const after = await balancesOf(t.db, pix.virtualAccountId);
    assert.equal(after.current, before.current - 1_700);
    assert.equal(after.blocked, before.blocked - 1_700);
    assert.equal((await returnsOf(pix.id)).length, 1);
  });

  test('the deadline sweep moves every merchant’s late infraction once, with its Updated event', async () => {
    const pix = await pixOfA(900);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    await t.db
      .update(infractions)
      .set({ deadline: new Date(Date.now() - 1_000) })
      .where(eq(infractions.id, opened.id));
    const sweep = () => t.db.transaction((tx) => expireDeadlines(tx, {}));
    assert.ok((await sweep()) >= 1);
    assert.equal(await sweep(), 0);
    const [row] = await t.db.select().from(infractions).where(eq(infractions.id, opened.id));
    assert.equal(row?.status, 'OPEN');
    assert.deepEqual(
      (await infractionEvents(pix.id)).map((e) => [e.type, e.data.status]),
      [
        ['infraction_created', 'WAITING_DEFENSE'],
        ['infraction_updated', 'OPEN'],
      ],
    );
  });

  test('concurrent agreed analyses: one refund, one 409, money moved once', async () => {
    const pix = await pixOfA(6_000);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    const before = await balancesOf(t.db, pix.virtualAccountId);
    const answers = await Promise.all([
      analyse(t.app, owner(), A(), opened.id, 'agreed', 'one'),
      analyse(t.app, owner(), A(), opened.id, 'agreed', 'two'),
      analyse(t.app, owner(), A(), opened.id, 'disagreed', 'three'),
    ]);
    assert.deepEqual(
      answers.map((a) => a.statusCode).sort(),
      [200, 409, 409],
      answers.map((a) => a.body).join('\n'),
    );
    const winner = answers.find((a) => a.statusCode === 200)?.json() as TInfraction;
    const after = await balancesOf(t.db, pix.virtualAccountId);
    assert.equal(after.blocked, before.blocked - 6_000);
    const returns = await returnsOf(pix.id);
    if (winner.analysisResult === 'agreed') {
      assert.equal(returns.length, 1);
      assert.equal(after.current, before.current - 6_000);
    } else {
      assert.equal(returns.length, 0);
      assert.equal(after.current, before.current);
    }
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      assert.equal(loser.json().error.fields.infractionId, COMPLIANCE_MESSAGES.infractionDecided);
    }
    await assertLedgerInvariants(t.db);
  });

  test('concurrent disagreed analyses: the hold is released once', async () => {
    const pix = await pixOfA(2_500);
    const opened = await openedInfraction(t.app, owner(), A(), { documentId: pix.id });
    const before = await balancesOf(t.db, pix.virtualAccountId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => analyse(t.app, owner(), A(), opened.id, 'disagreed')),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409, 409, 409]);
    const after = await balancesOf(t.db, pix.virtualAccountId);
    assert.equal(after.blocked, before.blocked - 2_500);
    assert.equal(after.current, before.current);
    // Closed: the Pix may get a new infraction.
    const reopened = await openInfraction(t.app, owner(), A(), { documentId: pix.id });
    assert.equal(reopened.statusCode, 201, reopened.body);
    await assertLedgerInvariants(t.db);
  });

  test('list: filters, newest first, keyset pages', async () => {
    const all = ZInfractionPage.parse((await list({ limit: '100' })).json());
    assert.ok(all.items.length >= 5);
    const dates = all.items.map((i) => i.creationDate);
    assert.deepEqual([...dates].sort().reverse(), dates);
    assert.ok(all.items.every((i) => i.virtualAccountName !== ''));

    const pages: TInfractionPage['items'] = [];
    let cursor: string | null = null;
    do {
      const res = await list({ limit: '2', ...(cursor ? { cursor } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      const page = ZInfractionPage.parse(res.json());
      pages.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(
      pages.map((i) => i.id),
      all.items.map((i) => i.id),
    );

    const closed = ZInfractionPage.parse((await list({ status: 'CLOSED' })).json());
    assert.ok(closed.items.length > 0 && closed.items.every((i) => i.status === 'CLOSED'));
    const fraud = ZInfractionPage.parse((await list({ type: 'fraud_report' })).json());
    assert.ok(fraud.items.length > 0 && fraud.items.every((i) => i.type === 'fraud_report'));
    const tomorrow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    assert.equal(ZInfractionPage.parse((await list({ from: tomorrow })).json()).items.length, 0);
    const today = ZInfractionPage.parse((await list({ to: tomorrow, limit: '100' })).json());
    assert.equal(today.items.length, all.items.length);
    assert.equal((await list({ from: 'yesterday' })).statusCode, 400);
    assert.equal((await list({ cursor: 'nope' })).statusCode, 400);
    // Only the merchant's own: B's infraction is not in A's list; B's account is 404.
    assert.ok(all.items.every((i) => everyone.accounts.merchantA.includes(i.virtualAccountId)));
    const foreignAccount = await list({ virtualAccountId: everyone.accounts.merchantB[0] ?? '' });
    assert.equal(foreignAccount.statusCode, 404, foreignAccount.body);
  });
});

describe('MED infractions through the public API', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useTeamWithAccounts(t);

  test('a key with infractions.read lists and reads them; infractions.write defends', async () => {
    const A = everyone.merchantA;
    const pix = await receivedPix(t.app, everyone.tokens.owner, A, 1_200);
    const opened = await openedInfraction(t.app, everyone.tokens.owner, A, { documentId: pix.id });
    const { secret } = await newApiKey(t.app, everyone.tokens.owner, A, [
      'infractions.read',
      'infractions.write',
    ]);
    const listed = await callV1(t.app, secret, 'GET', endpointPath(publicApiEndpoints.infractions));
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(
      ZInfractionPage.parse(listed.json()).items.map((i) => i.id),
      [opened.id],
    );
    const path = endpointPath(publicApiEndpoints.defendInfraction, { infractionId: opened.id });
    const defended = await callV1(t.app, secret, 'POST', path, {
      payload: {
        title: 'Delivered',
        description: 'The order was delivered and signed for by the payer.',
        virtualAccountId: pix.virtualAccountId,
        attachmentIds: [],
      },
    });
    assert.equal(defended.statusCode, 201, defended.body);
    const read = await callV1(
      t.app,
      secret,
      'GET',
      endpointPath(publicApiEndpoints.infraction, { infractionId: opened.id }),
    );
    const infraction = ZInfraction.parse(read.json());
    assert.equal(infraction.status, 'DEFENDED');
    assert.equal(infraction.defenses[0]?.createdBy, null);
    const readOnly = await newApiKey(t.app, everyone.tokens.owner, A, ['infractions.read']);
    const refused = await callV1(t.app, readOnly.secret, 'POST', path, {
      payload: {
        title: 'x',
        description: 'y',
        virtualAccountId: pix.virtualAccountId,
        attachmentIds: [],
      },
    });
    assert.equal(refused.statusCode, 403, refused.body);
  });
});

describe('MED infractions outside the sandbox', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);

  test('the sandbox routes are 404', async () => {
    const open = await openInfraction(t.app, everyone.tokens.owner, everyone.merchantA, {
      documentId: '00000000-0000-4000-8000-000000000000',
    });
    assert.equal(open.statusCode, 404, open.body);
    const analysis = await analyse(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      '00000000-0000-4000-8000-000000000000',
      'agreed',
    );
    assert.equal(analysis.statusCode, 404, analysis.body);
  });
});
