import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  COMPLIANCE_MESSAGES,
  disputeEndpoints,
  endpointPath,
  type TDispute,
  ZDispute,
  ZDisputePage,
} from '@arara/contracts';
import { useTestApp, withSandbox } from './helper';
import { analyse, openedInfraction, receivedPix } from './infraction-fixtures';
import { send, useTeamWithAccounts } from './member-fixtures';

describe('disputes with compliance', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useTeamWithAccounts(t);
  const owner = () => everyone.tokens.owner;
  const A = () => everyone.merchantA;

  const openDispute = (
    infractionId: string,
    reason = 'The goods were delivered',
    merchantId = A(),
  ) =>
    send(t.app, owner(), 'POST', endpointPath(disputeEndpoints.open, { merchantId }), {
      payload: { infractionId, reason },
      key: null,
    });
  const decide = (disputeId: string, status: string, resolution?: string, merchantId = A()) =>
    send(
      t.app,
      owner(),
      'POST',
      endpointPath(disputeEndpoints.sandboxDecide, { merchantId, disputeId }),
      { payload: { status, ...(resolution ? { resolution } : {}) }, key: null },
    );
  const list = (query: Record<string, string> = {}) =>
    send(t.app, owner(), 'GET', endpointPath(disputeEndpoints.list, { merchantId: A() }), {
      query,
    });

  /** An infraction of `merchantId` on a new Pix of `amount`, decided `result` when given. */
  async function infraction(amount: number, result?: 'agreed' | 'disagreed', merchantId = A()) {
    const pix = await receivedPix(t.app, owner(), merchantId, amount);
    const opened = await openedInfraction(t.app, owner(), merchantId, { documentId: pix.id });
    if (result) {
      const decided = await analyse(t.app, owner(), merchantId, opened.id, result);
      assert.equal(decided.statusCode, 200, decided.body);
    }
    return opened;
  }

  const refusedWith = (
    res: Awaited<ReturnType<typeof openDispute>>,
    status: number,
    key: string,
  ) => {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(res.json().error.fields.infractionId, key);
  };

  test('only an infraction closed against the merchant, once', async () => {
    refusedWith(
      await openDispute((await infraction(1_000)).id),
      409,
      COMPLIANCE_MESSAGES.notDisputable,
    );
    refusedWith(
      await openDispute((await infraction(1_000, 'disagreed')).id),
      409,
      COMPLIANCE_MESSAGES.notDisputable,
    );
    // Another merchant's infraction: 404, as if it did not exist.
    const ofB = await infraction(1_000, 'agreed', everyone.merchantB);
    refusedWith(await openDispute(ofB.id), 404, COMPLIANCE_MESSAGES.infractionNotFound);

    const lost = await infraction(2_000, 'agreed');
    const opened = await openDispute(lost.id);
    assert.equal(opened.statusCode, 201, opened.body);
    const dispute = ZDispute.parse(opened.json());
    assert.equal(dispute.status, 'open');
    assert.equal(dispute.infractionId, lost.id);
    assert.equal(dispute.amount, 2_000);
    assert.equal(dispute.endToEndId, lost.endToEndId);
    refusedWith(await openDispute(lost.id), 409, COMPLIANCE_MESSAGES.alreadyDisputed);

    const blank = await openDispute(lost.id, '   ');
    assert.equal(blank.statusCode, 400, blank.body);
    const viewer = await send(
      t.app,
      everyone.tokens.viewer,
      'POST',
      endpointPath(disputeEndpoints.open, { merchantId: A() }),
      { payload: { infractionId: lost.id, reason: 'x' }, key: null },
    );
    assert.equal(viewer.statusCode, 403, viewer.body);
  });

  test('concurrent disputes of one infraction: one 201, one 409', async () => {
    const lost = await infraction(1_500, 'agreed');
    const answers = await Promise.all([openDispute(lost.id), openDispute(lost.id)]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409]);
  });

  test('compliance decides in the sandbox: open → under_review → upheld, final after', async () => {
    const lost = await infraction(3_000, 'agreed');
    const dispute = (await openDispute(lost.id)).json() as TDispute;
    const review = await decide(dispute.id, 'under_review');
    assert.equal(review.statusCode, 200, review.body);
    assert.equal(ZDispute.parse(review.json()).status, 'under_review');
    const upheld = await decide(dispute.id, 'upheld', 'Arara takes it up with the institution');
    assert.equal(upheld.statusCode, 200, upheld.body);
    const final = ZDispute.parse(upheld.json());
    assert.equal(final.status, 'upheld');
    assert.equal(final.resolution, 'Arara takes it up with the institution');
    const again = await decide(dispute.id, 'dismissed');
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().error.fields.status, COMPLIANCE_MESSAGES.disputeDecided);
    const back = await decide(dispute.id, 'under_review');
    assert.equal(back.statusCode, 409, back.body);

    // Another merchant's dispute, through this merchant's path: 404.
    const ofB = await infraction(1_000, 'agreed', everyone.merchantB);
    const disputeOfB = await openDispute(ofB.id, 'Mine', everyone.merchantB);
    assert.equal(disputeOfB.statusCode, 201, disputeOfB.body);
    const crossed = await decide((disputeOfB.json() as TDispute).id, 'dismissed');
    assert.equal(crossed.statusCode, 404, crossed.body);
  });

  test('list: the merchant’s own, newest first, by status, paged', async () => {
    const all = ZDisputePage.parse((await list({ limit: '100' })).json());
    assert.ok(all.items.length >= 3);
    const dates = all.items.map((d) => d.createdAt);
    assert.deepEqual([...dates].sort().reverse(), dates);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = ZDisputePage.parse(
        (await list({ limit: '1', ...(cursor ? { cursor } : {}) })).json(),
      );
      ids.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    assert.deepEqual(
      ids,
      all.items.map((d) => d.id),
    );
    const upheld = ZDisputePage.parse((await list({ status: 'upheld' })).json());
    assert.equal(upheld.items.length, 1);
    assert.equal((await list({ cursor: '!!' })).statusCode, 400);
  });
});

describe('disputes outside the sandbox', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);

  test('the sandbox decision is 404', async () => {
    const res = await send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(disputeEndpoints.sandboxDecide, {
        merchantId: everyone.merchantA,
        disputeId: '00000000-0000-4000-8000-000000000000',
      }),
      { payload: { status: 'dismissed' }, key: null },
    );
    assert.equal(res.statusCode, 404, res.body);
  });
});
