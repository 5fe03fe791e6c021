import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  endpointPath,
  generateBrCode,
  PAYMENT_MESSAGES,
  PIX_PARTICIPANTS,
  paymentEndpoints,
  publicApiEndpoints,
  WITHDRAWAL_MESSAGES,
  withdrawalEndpoints,
  ZPaymentDocument,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { pixKeys } from '../src/db/schema-pix-keys';
import { bankAccounts, ledgerHolds, virtualAccounts } from '../src/db/schema-ledger';
import { paymentDocumentStages, paymentDocuments } from '../src/db/schema-payments';
import { settlementJobs } from '../src/db/schema-settlements';
import { withdrawals } from '../src/db/schema-fees';
import { AppError } from '../src/lib/app-error';
import { sealSecret } from '../src/lib/totp-encryption';
import { getBalance } from '../src/services/ledger';
import {
  executeBetweenAccounts,
  executePix,
  previewPix,
  resolvePixDestination,
  sendPixOrder,
} from '../src/services/payments';
import { decideApproval } from '../src/services/approvals';
import { executeWithdrawal } from '../src/services/withdrawals';
import { paymentApprovals } from '../src/db/schema-approvals';
import { createQrCode } from '../src/services/qr-codes';
import { runDueSettlements, runSettlementOf } from '../src/services/settlements';
import { MAX_SETTLEMENT_ATTEMPTS } from '../src/services/settlements/run-settlements';
import { callV1, newApiKey } from './api-key-fixtures';
import { useTestApp, withSandbox } from './helper';
import { assertLedgerInvariants, deposit } from './ledger-fixtures';
import { addApprovalRule, EMAILS, newKey, send, useTeamWithAccounts } from './member-fixtures';

/** Far enough ahead that every job, slow ones included, is due. */
const later = (ms = 60 * 60 * 1000) => new Date(Date.now() + ms);

const E2E_ID = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;

/** A static BR Code as Banco Central's manual prints it (EVP key, Fulano de Tal, Brasília). */
const BCB_MANUAL_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('the Pix network in the sandbox', () => {
  // The worker is off: the tests run the jobs themselves (runDueSettlements with a clock ahead).
  const t = useTestApp({
    settlement: { worker: false, delayMs: 1500, slowDelayMs: 20_000 },
    money: withSandbox(),
    webhooks: { worker: false },
  });
  const everyone = useTeamWithAccounts(t);
  let ownerId = '';
  let account = '';

  before(async () => {
    const [owner] = await t.db.select().from(users).where(eq(users.email, EMAILS.owner));
    ownerId = owner?.id ?? '';
    account = everyone.accounts.merchantA[0] ?? '';
    assert.ok(ownerId && account);
    await deposit(t.db, everyone.merchantA, account, 10_000_000);
  });

  const balances = async (id = account) => getBalance(t.app.deps, everyone.merchantA, id);

  const pix = (destination: object, amount: number, key = newKey()) =>
    sendPixOrder(
      t.app.deps,
      { merchantId: everyone.merchantA, initiatedById: ownerId },
      { virtualAccountId: account, destination: destination as never, amount },
      key,
    );

  const stagesOf = async (documentId: string) =>
    (
      await t.db
        .select({ status: paymentDocumentStages.status, reason: paymentDocumentStages.reason })
        .from(paymentDocumentStages)
        .where(eq(paymentDocumentStages.documentId, documentId))
        .orderBy(paymentDocumentStages.id)
    ).map((stage) => stage.status);

  const documentRow = async (id: string) => {
    const [row] = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.id, id));
    assert.ok(row);
    return row;
  };

  test('bare keys outside the platform resolve to a deterministic receiver at another institution', async () => {
    const keys = {
      cpf: '111.444.777-35',
      cnpj: '11.444.777/0001-61',
      email: 'Maria.Silva@Example.org',
      phone: '+55 (21) 98765-4321',
      random: '123e4567-e89b-42d3-a456-556642440000',
    };
    const ispbs = new Set<string>(PIX_PARTICIPANTS.map((participant) => participant.ispb));
    for (const [type, key] of Object.entries(keys)) {
      const first = await resolvePixDestination(t.db, { type: 'key', key });
      const again = await resolvePixDestination(t.db, { type: 'key', key });
      assert.ok(first.external, `${type} resolves outside the platform`);
      assert.equal(first.keyType, type);
      assert.ok(ispbs.has(first.external.ispb), `${type}: a known participant`);
      assert.deepEqual(again, first, `${type}: the same receiver every time`);
      assert.match(first.name, /\w+ \w+/);
    }
    const cpf = await resolvePixDestination(t.db, { type: 'key', key: keys.cpf });
    assert.equal(cpf.document, '11144477735', 'a CPF key is the receiver’s document');
    const cnpj = await previewPix(t.db, { type: 'key', key: keys.cnpj });
    assert.equal(cnpj.maskedDocument, '**.444.777/0001-**');
    assert.match(cnpj.receiverName, /Ltda$/, 'a CNPJ key is a company');
    // The alphanumeric CNPJ (Receita Federal's example) is a well-formed key too.
    const alnum = await resolvePixDestination(t.db, { type: 'key', key: '12.ABC.345/01DE-35' });
    assert.equal(alnum.keyType, 'cnpj');
    assert.equal(alnum.key, '12ABC34501DE35');
    // Two different keys are two different receivers.
    const other = await resolvePixDestination(t.db, { type: 'key', key: 'joao@example.org' });
    assert.notDeepEqual(other.external, cpf.external);
  });

  test('malformed keys and the notfound sandbox key answer keyNotFound', async () => {
    for (const key of ['not a key', '123', 'notfound@sandbox.arara.dev', '111.444.777-36']) {
      await assert.rejects(
        resolvePixDestination(t.db, { type: 'key', key }),
        (error: unknown) =>
          error instanceof AppError && error.fields?.key === PAYMENT_MESSAGES.keyNotFound,
        key,
      );
    }
    // A key of the platform that is not active (deactivated, or pending its code) is nobody's.
    const [registered] = await t.db
      .select()
      .from(pixKeys)
      .where(and(eq(pixKeys.merchantId, everyone.otherMerchantId), eq(pixKeys.status, 'active')))
      .limit(1);
    assert.ok(registered);
    await t.db
      .update(pixKeys)
      .set({ status: 'inactive', deactivatedAt: new Date() })
      .where(eq(pixKeys.id, registered.id));
    try {
      await assert.rejects(
        resolvePixDestination(t.db, { type: 'key', key: registered.key }),
        (error: unknown) =>
          error instanceof AppError && error.fields?.key === PAYMENT_MESSAGES.keyNotFound,
      );
    } finally {
      await t.db
        .update(pixKeys)
        .set({ status: 'active', deactivatedAt: null })
        .where(eq(pixKeys.id, registered.id));
    }
    const code = generateBrCode({
      kind: 'static',
      key: 'notfound@sandbox.arara.dev',
      merchantName: 'Nobody',
      merchantCity: 'Recife',
    });
    const res = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(paymentEndpoints.pixPreview, { merchantId: everyone.merchantA }),
      { payload: { destination: { type: 'code', code } }, key: null },
    );
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().error.fields.key, PAYMENT_MESSAGES.keyNotFound);
  });

  test('BR Codes: the platform’s own QR code resolves on the platform, foreign ones outside', async () => {
    const bAccount = everyone.accounts.merchantB[0] ?? '';
    const own = await createQrCode(t.db, everyone.merchantB, {
      type: 'static',
      virtualAccountId: bAccount,
    });
    const mine = await resolvePixDestination(t.db, { type: 'code', code: own.pixCode });
    assert.equal(mine.external ?? null, null);
    assert.equal(mine.merchantId, everyone.merchantB);
    assert.equal(mine.virtualAccountId, bAccount);

    const manual = await previewPix(t.db, { type: 'code', code: BCB_MANUAL_CODE });
    assert.equal(manual.receiverName, 'Fulano de Tal', 'the name in the code');
    assert.equal(manual.key, '123e4567-e12b-12d1-a456-426655440000');
    const manualReceiver = await resolvePixDestination(t.db, {
      type: 'code',
      code: BCB_MANUAL_CODE,
    });
    assert.equal(manualReceiver.external?.city, 'BRASILIA');

    const dynamic = generateBrCode({
      kind: 'dynamic',
      url: 'pix.example-bank.com.br/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      amountCents: 4_321,
      merchantName: 'Padaria Pao Quente',
      merchantCity: 'Sao Paulo',
    });
    const first = await resolvePixDestination(t.db, { type: 'code', code: dynamic });
    const again = await resolvePixDestination(t.db, { type: 'code', code: dynamic });
    assert.ok(first.external);
    assert.equal(first.name, 'Padaria Pao Quente');
    assert.equal(first.fixedAmount, 4_321);
    assert.equal(first.qrType, 'dynamic');
    assert.deepEqual(again, first, 'a URL resolves to the same receiver every time');

    // Both foreign codes pay and settle.
    const before = (await balances()).current;
    const paidManual = await pix({ type: 'code', code: BCB_MANUAL_CODE }, 1_000);
    const paidDynamic = await pix({ type: 'code', code: dynamic }, 4_321);
    assert.equal(paidManual.document.status, 'pending');
    assert.equal(paidDynamic.document.status, 'pending');
    await runDueSettlements(t.app.deps, { now: later() });
    assert.equal((await documentRow(paidManual.document.id)).status, 'approved');
    assert.equal((await documentRow(paidDynamic.document.id)).status, 'approved');
    assert.equal((await balances()).current, before - 5_321);
    await assertLedgerInvariants(t.db);
  });

  test('a Pix to another institution through /v1: 202 pending with the money held, then completed by the job', async () => {
    const key = await newApiKey(t.app, everyone.tokens.owner, everyone.merchantA, ['pix.cashout']);
    const before = await balances();
    const res = await callV1(t.app, key.secret, 'POST', publicApiEndpoints.pixTransfer.path, {
      headers: { 'idempotency-key': newKey() },
      payload: {
        virtualAccountId: account,
        destination: { type: 'key', key: 'ana.costa@example.net' },
        amount: 12_345,
        externalId: 'order-981',
      },
    });
    assert.equal(res.statusCode, 202, res.body);
    const pending = ZPaymentDocument.parse(res.json());
    assert.equal(pending.status, 'pending');
    assert.deepEqual(
      pending.stages.map((stage) => stage.status),
      ['initiated', 'processing'],
    );
    assert.equal(pending.origin, 'api');
    assert.equal(pending.externalId, 'order-981');
    assert.ok(
      pending.counterpartyIspb && pending.counterpartyBranch && pending.counterpartyAccount,
    );
    assert.match(pending.endToEndId ?? '', E2E_ID);
    assert.equal(pending.processedAt, null);
    const held = await balances();
    assert.equal(held.current, before.current, 'nothing debited yet');
    assert.equal(held.available, before.available - 12_345, 'the amount is held');
    const row = await documentRow(pending.id);
    assert.equal(row.apiKeyId, key.id);

    // Not due yet: the job waits for the network's delay.
    assert.equal(await runDueSettlements(t.app.deps, { now: new Date() }), 0);
    assert.equal((await documentRow(pending.id)).status, 'pending');

    assert.equal(await runDueSettlements(t.app.deps, { now: later() }), 1);
    assert.equal(await runDueSettlements(t.app.deps, { now: later() }), 0, 'once');
    const done = await documentRow(pending.id);
    assert.equal(done.status, 'approved');
    assert.ok(done.processedAt && done.ledgerEntryId);
    assert.match(done.reconciliationId ?? '', /^RCN\d{8}[0-9A-F]{12}$/);
    assert.deepEqual(await stagesOf(pending.id), [
      'initiated',
      'processing',
      'settled',
      'completed',
    ]);
    const after = await balances();
    assert.equal(after.current, before.current - 12_345);
    assert.equal(after.available, before.available - 12_345);
    const [hold] = await t.db
      .select()
      .from(ledgerHolds)
      .innerJoin(settlementJobs, eq(settlementJobs.holdId, ledgerHolds.id))
      .where(eq(settlementJobs.documentId, pending.id));
    assert.equal(hold?.ledger_holds.status, 'captured');
    const events = await t.db.execute(
      sql`select type from payment_document_events where document_id = ${pending.id}`,
    );
    assert.deepEqual(
      (events as unknown as { rows: { type: string }[] }).rows.map((event) => event.type),
      ['pix_out'],
    );
    await assertLedgerInvariants(t.db);

    // Another merchant cannot see it.
    const foreign = await send(
      t.app,
      everyone.other,
      'GET',
      endpointPath(paymentEndpoints.document, {
        merchantId: everyone.otherMerchantId,
        documentId: pending.id,
      }),
    );
    assert.equal(foreign.statusCode, 404, foreign.body);
  });

  test('refuse@sandbox.arara.dev: declined at once, nothing held or moved', async () => {
    const before = await balances();
    const result = await pix({ type: 'key', key: 'refuse@sandbox.arara.dev' }, 700);
    assert.equal(result.document.status, 'declined');
    assert.match(result.document.failureReason ?? '', /refused/);
    assert.deepEqual(await stagesOf(result.document.id), ['initiated', 'failed']);
    assert.deepEqual(await balances(), before);
    assert.equal(await runDueSettlements(t.app.deps, { now: later() }), 0);
    await assertLedgerInvariants(t.db);
  });

  test('fail@sandbox.arara.dev: failed later with a reason, the money back exactly once', async () => {
    const before = await balances();
    const result = await pix({ type: 'key', key: 'fail@sandbox.arara.dev' }, 2_500);
    assert.equal(result.document.status, 'pending');
    assert.equal((await balances()).available, before.available - 2_500);
    // Two workers and a retry at once: one of them fails it, the others find it done.
    const runs = await Promise.all([
      runSettlementOf(t.app.deps, result.document.id),
      runSettlementOf(t.app.deps, result.document.id),
      runDueSettlements(t.app.deps, { now: later() }),
    ]);
    assert.equal(runs.filter((ran) => ran === true || ran === 1).length, 1, 'run once');
    assert.equal(await runSettlementOf(t.app.deps, result.document.id), false);
    const row = await documentRow(result.document.id);
    assert.equal(row.status, 'failed');
    assert.match(row.failureReason ?? '', /Settlement failed/);
    assert.equal(row.ledgerEntryId, null, 'no money moved');
    assert.deepEqual(await stagesOf(result.document.id), ['initiated', 'processing', 'failed']);
    assert.deepEqual(await balances(), before, 'available and current back as before');
    await assertLedgerInvariants(t.db);
  });

  test('slow@sandbox.arara.dev completes after the longer delay; concurrent runs settle once', async () => {
    const before = await balances();
    const result = await pix({ type: 'key', key: 'slow@sandbox.arara.dev' }, 3_000);
    assert.equal(await runDueSettlements(t.app.deps, { now: later(5_000) }), 0, 'not yet');
    assert.equal((await documentRow(result.document.id)).status, 'pending');
    const runs = await Promise.all([
      runSettlementOf(t.app.deps, result.document.id),
      runSettlementOf(t.app.deps, result.document.id),
    ]);
    assert.deepEqual(runs.filter(Boolean), [true]);
    assert.deepEqual(await stagesOf(result.document.id), [
      'initiated',
      'processing',
      'settled',
      'completed',
    ]);
    assert.equal((await balances()).current, before.current - 3_000);
    const entries = await t.db.execute(
      sql`select count(*)::int as n from ledger_entries where reference = ${result.document.reference}`,
    );
    assert.equal((entries as unknown as { rows: { n: number }[] }).rows[0]?.n, 1, 'one debit');
    await assertLedgerInvariants(t.db);
  });

  test('not enough available money for the hold: 422, nothing written', async () => {
    const { available } = await balances();
    await assert.rejects(
      pix({ type: 'key', key: 'big@example.com' }, available + 1),
      (error: unknown) =>
        error instanceof AppError && error.fields?.amount === PAYMENT_MESSAGES.insufficientFunds,
    );
    await assertLedgerInvariants(t.db);
  });

  test('a Pix between two accounts of the platform stays instant', async () => {
    const [row] = await t.db
      .execute(
        sql`select key from pix_keys where status = 'active' and merchant_id = ${everyone.merchantB} limit 1`,
      )
      .then((r) => (r as unknown as { rows: { key: string }[] }).rows);
    assert.ok(row);
    const result = await pix({ type: 'key', key: row.key }, 100);
    assert.equal(result.document.status, 'approved');
    assert.equal(result.document.counterpartyIspb, null);
  });

  test('TED: 202 pending with amount + fee held, settled by the job; DOC refused', async () => {
    const banks = await t.db
      .select({ id: bankAccounts.id, code: bankAccounts.bankCode })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, everyone.merchantA));
    const itau = banks.find((bank) => bank.code === '341')?.id ?? '';
    assert.ok(itau);
    const url = endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA });
    const before = await balances();
    const res = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { virtualAccountId: account, bankAccountId: itau, amount: 10_000 },
    });
    assert.equal(res.statusCode, 202, res.body);
    const pending = ZPaymentDocument.parse(res.json());
    assert.equal(pending.method, 'ted');
    assert.equal(pending.status, 'pending');
    assert.equal(pending.fee, 250);
    assert.equal(pending.counterpartyIspb, '60701190');
    assert.deepEqual(
      pending.stages.map((stage) => stage.status),
      ['initiated', 'processing'],
    );
    assert.equal((await balances()).available, before.available - 10_250);
    assert.equal((await balances()).current, before.current);

    assert.equal(await runDueSettlements(t.app.deps, { now: later() }), 1);
    const done = await documentRow(pending.id);
    assert.equal(done.status, 'approved');
    assert.ok(done.reconciliationId && done.processedAt);
    const linked = await t.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.documentId, pending.id));
    assert.equal(linked.length, 1);
    assert.ok(linked[0]?.feeEntryId);
    const after = await balances();
    assert.equal(after.current, before.current - 10_250);
    assert.equal(after.available, before.available - 10_250);
    assert.deepEqual(await stagesOf(pending.id), [
      'initiated',
      'processing',
      'settled',
      'completed',
    ]);
    await assertLedgerInvariants(t.db);

    const doc = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { virtualAccountId: account, bankAccountId: itau, amount: 10_000, method: 'doc' },
    });
    assert.equal(doc.statusCode, 400, doc.body);
    assert.equal(doc.json().error.fields.method, WITHDRAWAL_MESSAGES.docDiscontinued);
    const jobs = await t.db
      .select()
      .from(settlementJobs)
      .where(
        and(
          eq(settlementJobs.merchantId, everyone.merchantA),
          eq(settlementJobs.status, 'pending'),
        ),
      );
    assert.deepEqual(jobs, [], 'no DOC queued');
  });

  test('sandbox: a payer at another institution sends a Pix to one of the merchant’s keys', async () => {
    const keyOf = async (merchantId: string) => {
      const rows = (await t.db.execute(
        sql`select key from pix_keys where status = 'active' and merchant_id = ${merchantId} limit 1`,
      )) as unknown as { rows: { key: string }[] };
      return rows.rows[0]?.key ?? '';
    };
    const mine = await keyOf(everyone.merchantA);
    const theirs = await keyOf(everyone.otherMerchantId);
    assert.ok(mine && theirs);
    const url = endpointPath(paymentEndpoints.sandboxReceivePix, {
      merchantId: everyone.merchantA,
    });
    const idempotencyKey = newKey();
    const payload = { key: mine, amount: 5_000, payerName: 'Carla Souza', payerIspb: '18236120' };
    const res = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload,
      key: idempotencyKey,
    });
    assert.equal(res.statusCode, 201, res.body);
    const entry = ZPaymentDocument.parse(res.json());
    assert.equal(entry.kind, 'entry');
    assert.equal(entry.status, 'approved');
    assert.equal(entry.origin, 'sandbox');
    assert.equal(entry.counterpartyName, 'Carla Souza');
    assert.equal(entry.counterpartyIspb, '18236120');
    assert.equal(entry.counterpartyInstitution, 'Nubank');
    assert.match(entry.endToEndId ?? '', /^E18236120/);
    const again = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload,
      key: idempotencyKey,
    });
    assert.equal(again.statusCode, 200, 'a replay moves nothing');
    assert.equal(again.json().id, entry.id);
    // Another merchant's key is not one of mine.
    const foreign = await send(t.app, everyone.tokens.owner, 'POST', url, {
      payload: { key: theirs, amount: 100 },
    });
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.equal(foreign.json().error.fields.key, PAYMENT_MESSAGES.keyNotFound);
    await assertLedgerInvariants(t.db);
  });

  test('a settlement that keeps throwing fails the document after the last attempt, money released', async () => {
    const second = everyone.accounts.merchantA[1] ?? '';
    await deposit(t.db, everyone.merchantA, second, 5_000);
    const before = await balances(second);
    const result = await sendPixOrder(
      t.app.deps,
      { merchantId: everyone.merchantA, initiatedById: ownerId },
      {
        virtualAccountId: second,
        destination: { type: 'key', key: 'blocked.later@example.com' },
        amount: 1_000,
      },
      newKey(),
    );
    assert.equal(result.document.status, 'pending');
    // The account is blocked before the network answers: the debit cannot be posted.
    await t.db
      .update(virtualAccounts)
      .set({ status: 'blocked' })
      .where(eq(virtualAccounts.id, second));
    for (let run = 1; run < MAX_SETTLEMENT_ATTEMPTS; run += 1) {
      assert.equal(await runDueSettlements(t.app.deps, { now: later() }), 0, `run ${run} threw`);
      assert.equal((await documentRow(result.document.id)).status, 'pending');
    }
    await runDueSettlements(t.app.deps, { now: later() });
    const row = await documentRow(result.document.id);
    assert.equal(row.status, 'failed');
    assert.match(row.failureReason ?? '', /could not be completed/);
    assert.deepEqual(await stagesOf(result.document.id), ['initiated', 'processing', 'failed']);
    await t.db
      .update(virtualAccounts)
      .set({ status: 'active' })
      .where(eq(virtualAccounts.id, second));
    assert.deepEqual(await balances(second), before, 'the hold released, nothing debited');
    await assertLedgerInvariants(t.db);
  });

  test('the pix_out webhook event is written once, at the settlement, with the final status', async () => {
    const [va] = await t.db.select().from(virtualAccounts).where(eq(virtualAccounts.id, account));
    assert.ok(va);
    await t.app.repositories.webhooks.insert({
      merchantId: everyone.merchantA,
      bankAccountId: va.bankAccountId,
      url: 'https://hooks.example.com/arara',
      events: ['pix_out'],
      secretSealed: sealSecret('whsec_test'),
      secretLast4: 'test',
    });
    const hookEvents = async (documentId: string) =>
      (
        (await t.db.execute(
          sql`select type, data->>'status' as status from webhook_events where document_id = ${documentId}`,
        )) as unknown as { rows: { type: string; status: string }[] }
      ).rows;
    const failed = await pix({ type: 'key', key: 'fail@sandbox.arara.dev' }, 400);
    const completed = await pix({ type: 'key', key: 'paulo@example.com' }, 500);
    assert.deepEqual(await hookEvents(failed.document.id), [], 'nothing before the settlement');
    await runDueSettlements(t.app.deps, { now: later() });
    await runSettlementOf(t.app.deps, failed.document.id);
    await runSettlementOf(t.app.deps, completed.document.id);
    assert.deepEqual(await hookEvents(failed.document.id), [{ type: 'pix_out', status: 'failed' }]);
    assert.deepEqual(await hookEvents(completed.document.id), [
      { type: 'pix_out', status: 'approved' },
    ]);
  });

  // Last: the approval rule it adds holds every later Pix from R$ 10.000,00.
  test('a Pix to another institution held by an approval rule is debited once when approved', async () => {
    await addApprovalRule(t.app, everyone.tokens.owner, everyone.merchantA, {
      operation: 'pix',
      minAmount: 1_000_000,
      approverRole: 'admin',
      requiredApprovals: 1,
    });
    const before = await balances();
    const result = await pix({ type: 'key', key: 'big.supplier@example.com' }, 1_500_000);
    assert.equal(result.document.status, 'pending');
    assert.equal((await balances()).available, before.available - 1_500_000, 'held for approval');
    const [approval] = await t.db
      .select()
      .from(paymentApprovals)
      .where(eq(paymentApprovals.documentId, result.document.id));
    assert.ok(approval);
    const [admin] = await t.db.select().from(users).where(eq(users.email, EMAILS.admin));
    assert.ok(admin);
    await decideApproval(
      t.app.deps,
      everyone.merchantA,
      approval.id,
      { userId: admin.id, role: 'admin' },
      'approve',
      { pix: executePix, between_accounts: executeBetweenAccounts, withdrawal: executeWithdrawal },
    );
    const row = await documentRow(result.document.id);
    assert.equal(row.status, 'approved');
    assert.ok(row.ledgerEntryId);
    const after = await balances();
    assert.equal(after.current, before.current - 1_500_000);
    assert.equal(after.available, before.available - 1_500_000);
    await assertLedgerInvariants(t.db);
  });
});
