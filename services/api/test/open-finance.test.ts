import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  endpointPath,
  OPEN_FINANCE_MESSAGES,
  openFinanceEndpoints,
  ZPaymentDocument,
  ZPaymentInitiation,
  ZPaymentInitiationsResponse,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { paymentInitiations } from '../src/db/schema-open-finance';
import { useTestApp, withSandbox } from './helper';
import { assertLedgerInvariants, countEntries } from './ledger-fixtures';
import {
  balanceOf,
  newKey,
  readDocument,
  send,
  sendParsed,
  useSignedInTeam,
  virtualAccountIds,
} from './member-fixtures';

describe('Open finance payment initiation', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useSignedInTeam(t);
  let account = '';
  let merchantA = '';
  let owner = '';

  before(async () => {
    merchantA = everyone.merchantA;
    owner = everyone.tokens.owner;
    [account = ''] = await virtualAccountIds(t, merchantA);
  });

  const create = (payload: object, token = owner) =>
    send(t.app, token, 'POST', endpointPath(openFinanceEndpoints.list, { merchantId: merchantA }), {
      payload,
      key: null,
    });
  const authorise = (id: string, key: string | null = newKey(), token = owner) =>
    send(
      t.app,
      token,
      'POST',
      endpointPath(openFinanceEndpoints.sandboxAuthorise, {
        merchantId: merchantA,
        initiationId: id,
      }),
      { key },
    );
  const reject = (id: string, payload: object) =>
    send(
      t.app,
      owner,
      'POST',
      endpointPath(openFinanceEndpoints.sandboxReject, { merchantId: merchantA, initiationId: id }),
      { payload, key: null },
    );
  /** GET of a payment initiation (`merchantId`: the route's merchant, A by default). */
  const getInitiation = (id: string, token = owner, merchantId = merchantA) =>
    send(
      t.app,
      token,
      'GET',
      endpointPath(openFinanceEndpoints.get, { merchantId, initiationId: id }),
    );
  const cancel = (id: string, token = owner) =>
    send(
      t.app,
      token,
      'POST',
      endpointPath(openFinanceEndpoints.cancel, { merchantId: merchantA, initiationId: id }),
      { key: null },
    );
  const valid = () => ({
    virtualAccountId: account,
    amount: 12_345,
    payerInstitution: '60701190',
    payerName: 'Maria Pagadora',
    payerDocument: '529.982.247-25',
    description: 'Pedido 77',
  });

  test('the seed gives the demo merchant a request of every status, the paid ones with their document', async () => {
    const { items } = await sendParsed(
      ZPaymentInitiationsResponse,
      t.app,
      owner,
      'GET',
      endpointPath(openFinanceEndpoints.list, { merchantId: merchantA }),
    );
    assert.deepEqual([...new Set(items.map((item) => item.status))].sort(), [
      'awaiting_authorisation',
      'cancelled',
      'completed',
      'expired',
      'rejected',
    ]);
    const times = items.map((item) => Date.parse(item.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first, each at its own time',
    );
    assert.equal(new Set(times).size, times.length);
    const paid = items.filter((item) => item.status === 'completed');
    assert.ok(paid.length > 0 && paid.every((item) => item.documentId && item.endToEndId));
  });

  test('create: awaiting authorisation for 60 minutes; bad input names every field; nothing stored', async () => {
    const created = await create(valid());
    assert.equal(created.statusCode, 201, created.body);
    const request = ZPaymentInitiation.parse(created.json());
    assert.equal(request.status, 'awaiting_authorisation');
    assert.equal(request.amount, 12_345);
    assert.deepEqual(request.payerInstitution, { ispb: '60701190', name: 'Itaú Unibanco' });
    assert.equal(request.payerDocument, '52998224725');
    assert.match(request.reference, /^OF\d{8}[A-Z0-9]{10}$/);
    const ttl = Date.parse(request.expiresAt) - Date.parse(request.createdAt);
    assert.ok(Math.abs(ttl - 60 * 60_000) < 5_000, `ttl ${ttl}`);

    const before = (await t.app.db.select().from(paymentInitiations)).length;
    const bad = await create({
      virtualAccountId: account,
      amount: -5,
      payerInstitution: '12345678',
      payerDocument: '111.111.111-11',
      description: 'x'.repeat(141),
    });
    assert.equal(bad.statusCode, 400);
    const fields = bad.json().error.fields;
    assert.equal(fields.amount, OPEN_FINANCE_MESSAGES.amountPositive);
    assert.equal(fields.payerInstitution, OPEN_FINANCE_MESSAGES.institutionInvalid);
    assert.equal(fields.payerDocument, OPEN_FINANCE_MESSAGES.payerDocumentInvalid);
    assert.equal(fields.description, OPEN_FINANCE_MESSAGES.descriptionTooLong);
    const missing = await create({});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error.fields.virtualAccountId, 'validation.required');
    assert.equal(missing.json().error.fields.amount, 'validation.required');
    assert.equal(missing.json().error.fields.payerInstitution, 'validation.required');
    const tooMuch = await create({ ...valid(), amount: 100_000_001 });
    assert.equal(tooMuch.json().error.fields.amount, OPEN_FINANCE_MESSAGES.amountTooHigh);
    assert.equal((await t.app.db.select().from(paymentInitiations)).length, before);
  });

  test('sandbox authorise: the account is credited once, with an entry document; a retry replays', async () => {
    const request = ZPaymentInitiation.parse((await create(valid())).json());
    const balance = await balanceOf(t.app, account);
    const entries = await countEntries(t.app.db);
    const key = newKey();

    // A double click: the same key twice at once, then again later; and another key.
    const [first, second] = await Promise.all([
      authorise(request.id, key),
      authorise(request.id, key),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    const done = ZPaymentInitiation.parse(first.json());
    assert.equal(done.status, 'completed');
    assert.ok(done.documentId);
    assert.match(done.endToEndId ?? '', /^E60701190\d{12}[A-Za-z0-9]{11}$/);
    assert.ok(done.decidedAt);
    assert.equal((await authorise(request.id, key)).statusCode, 200);
    const other = await authorise(request.id);
    assert.equal(other.statusCode, 409);
    assert.equal(other.json().error.fields.status, OPEN_FINANCE_MESSAGES.notAwaiting);

    assert.equal(await balanceOf(t.app, account), balance + 12_345);
    assert.equal(await countEntries(t.app.db), entries + 1);
    await assertLedgerInvariants(t.app.db);

    const document = ZPaymentDocument.parse(
      (await readDocument(t.app, owner, merchantA, done.documentId)).json(),
    );
    assert.equal(document.kind, 'entry');
    assert.equal(document.method, 'pix');
    assert.equal(document.amount, 12_345);
    assert.equal(document.reference, request.reference);
    assert.equal(document.endToEndId, done.endToEndId);
    assert.deepEqual(
      document.stages.map((stage) => stage.status),
      ['initiated', 'validated', 'settled', 'completed'],
    );
    assert.deepEqual(
      document.events.map((event) => event.type),
      ['pix_in'],
    );

    // Decided: neither cancel nor reject changes it.
    assert.equal((await cancel(done.id)).statusCode, 409);
    assert.equal((await reject(done.id, {})).statusCode, 409);
  });

  test('authorise needs an Idempotency-Key', async () => {
    const request = ZPaymentInitiation.parse((await create(valid())).json());
    const response = await authorise(request.id, null);
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().error.fields.idempotencyKey);
    const after = ZPaymentInitiation.parse((await getInitiation(request.id)).json());
    assert.equal(after.status, 'awaiting_authorisation');
  });

  test('reject keeps the reason and moves nothing; cancel; an expired request cannot be authorised', async () => {
    const balance = await balanceOf(t.app, account);
    const rejected = ZPaymentInitiation.parse((await create(valid())).json());
    const rejection = await reject(rejected.id, { reason: 'Saldo insuficiente no banco' });
    assert.equal(rejection.statusCode, 200, rejection.body);
    assert.equal(rejection.json().status, 'rejected');
    assert.equal(rejection.json().rejectionReason, 'Saldo insuficiente no banco');
    assert.equal((await authorise(rejected.id)).statusCode, 409);

    const cancelled = ZPaymentInitiation.parse((await create(valid())).json());
    const cancelledNow = await cancel(cancelled.id);
    assert.equal(cancelledNow.statusCode, 200);
    assert.equal(cancelledNow.json().status, 'cancelled');
    assert.equal((await authorise(cancelled.id)).statusCode, 409);

    const late = ZPaymentInitiation.parse((await create(valid())).json());
    await t.app.db
      .update(paymentInitiations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentInitiations.id, late.id));
    const expired = await authorise(late.id);
    assert.equal(expired.statusCode, 409);
    assert.equal(expired.json().error.fields.status, OPEN_FINANCE_MESSAGES.expired);
    assert.equal(await balanceOf(t.app, account), balance);

    // The status filter: expired is derived.
    const list = async (status: string) =>
      (
        await sendParsed(
          ZPaymentInitiationsResponse,
          t.app,
          owner,
          'GET',
          `${endpointPath(openFinanceEndpoints.list, { merchantId: merchantA })}?status=${status}`,
        )
      ).items;
    const expiredItems = await list('expired');
    assert.ok(expiredItems.some((item) => item.id === late.id));
    assert.ok(expiredItems.every((item) => item.status === 'expired'));
    assert.ok((await list('awaiting_authorisation')).every((item) => item.id !== late.id));
    assert.ok((await list('rejected')).some((item) => item.id === rejected.id));
    const invalid = await send(
      t.app,
      owner,
      'GET',
      `${endpointPath(openFinanceEndpoints.list, { merchantId: merchantA })}?status=x`,
    );
    assert.equal(invalid.statusCode, 400);
  });

  test('roles and tenants: a viewer reads but cannot create or decide; another merchant sees nothing', async () => {
    const request = ZPaymentInitiation.parse((await create(valid())).json());
    const viewer = everyone.tokens.viewer;
    assert.equal((await getInitiation(request.id, viewer)).statusCode, 200);
    assert.equal((await create(valid(), viewer)).statusCode, 403);
    assert.equal((await authorise(request.id, newKey(), viewer)).statusCode, 403);
    assert.equal((await cancel(request.id, viewer)).statusCode, 403);
    assert.equal((await cancel(request.id, everyone.tokens.manager)).statusCode, 200);

    // The other merchant: its own route answers 404 for A's request; A's route is not its own.
    const other = everyone.other;
    const foreign = await getInitiation(request.id, other, everyone.otherMerchantId);
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.fields.initiation, OPEN_FINANCE_MESSAGES.notFound);
    assert.equal(
      (
        await send(
          t.app,
          other,
          'GET',
          endpointPath(openFinanceEndpoints.list, { merchantId: merchantA }),
        )
      ).statusCode,
      404,
    );
    const otherList = (
      await sendParsed(
        ZPaymentInitiationsResponse,
        t.app,
        other,
        'GET',
        endpointPath(openFinanceEndpoints.list, { merchantId: everyone.otherMerchantId }),
      )
    ).items;
    assert.ok(otherList.every((item) => item.id !== request.id));
    // Into another merchant's account: not found.
    const [foreignAccount = ''] = await virtualAccountIds(t, everyone.otherMerchantId);
    const into = await create({ ...valid(), virtualAccountId: foreignAccount });
    assert.equal(into.statusCode, 404);
    const authoriseForeign = await send(
      t.app,
      other,
      'POST',
      endpointPath(openFinanceEndpoints.sandboxAuthorise, {
        merchantId: everyone.otherMerchantId,
        initiationId: request.id,
      }),
      { key: newKey() },
    );
    assert.equal(authoriseForeign.statusCode, 404);
  });
});
