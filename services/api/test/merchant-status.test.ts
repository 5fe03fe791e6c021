import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  COMPLIANCE_MESSAGES,
  endpointPath,
  PAYMENT_MESSAGES,
  type TMerchantStatus,
  withdrawalEndpoints,
  ZPaymentApproval,
  ZPaymentApprovalsResponse,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { merchants } from '../src/db/schema';
import { bankAccounts } from '../src/db/schema-ledger';
import { getBalance } from '../src/services/ledger';
import { useTestApp } from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  approvalCodeByEmail,
  decideApproval,
  EMAILS,
  holdWithdrawalsForAnAdmin,
  listApprovals,
  memberSend,
  PASSWORD,
  pixWithEmailedCode,
  useTeamWithAccounts,
} from './member-fixtures';

const send = memberSend;

const refusedBody = {
  error: {
    code: 'MERCHANT_NOT_ACTIVE',
    message: 'This merchant cannot send money now',
    fields: { merchant: PAYMENT_MESSAGES.merchantNotActive },
  },
};

const kycRefusedBody = {
  error: { ...refusedBody.error, fields: { merchant: COMPLIANCE_MESSAGES.kycNotApproved } },
};

describe('a merchant that is not active or approved sends no money out', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);
  /** Merchant A's default account. */
  const a = () => everyone.accounts.merchantA[0] ?? '';
  let bank = '';

  before(async () => {
    const [row] = await t.app.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, everyone.merchantA));
    assert.ok(row);
    bank = row.id;
  });

  const setStatus = (status: TMerchantStatus) =>
    t.app.db.update(merchants).set({ status }).where(eq(merchants.id, everyone.merchantA));
  const balance = () => getBalance(t.app.deps, everyone.merchantA, a());
  const destination = { type: 'key', key: '44555666000181' } as const;

  const pix = (amount: number) =>
    pixWithEmailedCode(t.app, everyone.tokens.owner, everyone.merchantA, EMAILS.owner, {
      virtualAccountId: a(),
      destination,
      amount,
    });
  const withdraw = (token: string, amount: number) =>
    send(
      t.app,
      token,
      'POST',
      endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA }),
      {
        virtualAccountId: a(),
        bankAccountId: bank,
        amount,
      },
    );

  test('Pix: refused with MERCHANT_NOT_ACTIVE for every status but active/approved', async () => {
    try {
      for (const status of ['inactive', 'onboarding', 'pending', 'rejected'] as const) {
        await setStatus(status);
        const before = await balance();
        const res = await pix(100);
        assert.equal(res.statusCode, 403, `${status}: ${res.body}`);
        // Waiting for its KYC: the message says so (docs/onboarding.md "Money out").
        assert.deepEqual(res.json(), status === 'inactive' ? refusedBody : kycRefusedBody);
        assert.deepEqual(await balance(), before, `${status}: nothing moved`);
      }
      await setStatus('approved');
      assert.equal((await pix(100)).statusCode, 201, 'an approved merchant pays');
    } finally {
      await setStatus('active');
    }
    await assertLedgerInvariants(t.app.db);
  });

  test('withdrawal: refused with MERCHANT_NOT_ACTIVE, nothing held or moved', async () => {
    try {
      await setStatus('inactive');
      const before = await balance();
      const res = await withdraw(everyone.tokens.owner, 1_000);
      assert.equal(res.statusCode, 403, res.body);
      assert.deepEqual(res.json(), refusedBody);
      assert.deepEqual(await balance(), before);
    } finally {
      await setStatus('active');
    }
    // Active again: the TED is accepted, pending until the settlement job pays it out.
    const accepted = await withdraw(everyone.tokens.owner, 1_000);
    assert.equal(accepted.statusCode, 202, accepted.body);
    assert.equal(accepted.json().status, 'pending');
  });

  test('approval release: a held withdrawal is not released while the merchant is not active', async () => {
    await holdWithdrawalsForAnAdmin(t.app, everyone.tokens.owner, everyone.merchantA);
    const held = await withdraw(everyone.tokens.manager, 150_000);
    assert.equal(held.statusCode, 202, held.body);
    const list = await listApprovals(t.app, everyone.tokens.owner, everyone.merchantA);
    const [listed] = ZPaymentApprovalsResponse.parse(list.json()).items;
    assert.ok(listed);
    const approval = { merchantId: everyone.merchantA, approvalId: listed.id };
    const approve = async () =>
      decideApproval(
        t.app,
        everyone.tokens.owner,
        { ...approval, decision: 'approve' },
        {
          password: PASSWORD,
          code: await approvalCodeByEmail(t.app, everyone.tokens.owner, approval, EMAILS.owner),
        },
      );
    const before = await balance();
    try {
      await setStatus('rejected');
      const refused = await approve();
      assert.equal(refused.statusCode, 403, refused.body);
      assert.deepEqual(refused.json(), kycRefusedBody);
      assert.deepEqual(await balance(), before, 'still held, nothing moved');
      const [still] = ZPaymentApprovalsResponse.parse(
        (await listApprovals(t.app, everyone.tokens.owner, everyone.merchantA)).json(),
      ).items;
      assert.equal(still?.id, listed.id);
      assert.deepEqual(still?.decisions, [], 'the refused approval is not recorded');
    } finally {
      await setStatus('active');
    }
    const released = await approve();
    assert.equal(released.statusCode, 200, released.body);
    assert.equal(ZPaymentApproval.parse(released.json()).status, 'approved');
    await assertLedgerInvariants(t.app.db);
  });
});
