import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  APPROVAL_MESSAGES,
  approvalEndpoints,
  endpointPath,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  ZPaymentApproval,
  ZPaymentApprovalsResponse,
  ZPaymentDocument,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { approvalRules, users } from '../src/db/schema';
import { bankAccounts, virtualAccounts } from '../src/db/schema-ledger';
import { getBalance } from '../src/services/ledger';
import { backOfficeTransactions, useTestApp } from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  addApprovalRule,
  approvalCodeByEmail,
  askApprovalCode,
  call,
  decideApproval,
  emailedCode,
  holdWithdrawalsForAnAdmin,
  EMAILS,
  listApprovals,
  memberSend,
  PASSWORD,
  pixWithEmailedCode,
  ROLES,
  transferBetweenAccounts,
  useTeamWithAccounts,
  virtualAccountIds,
} from './member-fixtures';

const send = memberSend;

describe('approval rules hold payments until approved', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);
  /** Merchant A's default account, and the next one. */
  const a = () => everyone.accounts.merchantA[0] ?? '';
  const b = () => everyone.accounts.merchantA[1] ?? '';

  before(async () => {
    // Transfers between accounts from R$ 500,00 need two approvals by a manager or above.
    await addApprovalRule(t.app, everyone.tokens.owner, everyone.merchantA, {
      operation: 'between_accounts',
      minAmount: 50_000,
      approverRole: 'manager',
      requiredApprovals: 2,
    });
  });

  const balance = (id: string) => getBalance(t.app.deps, everyone.merchantA, id);
  const transfer = (token: string, amount: number) =>
    transferBetweenAccounts(t.app, token, everyone.merchantA, {
      fromVirtualAccountId: a(),
      toVirtualAccountId: b(),
      amount,
    });
  const pending = async (token: string) => {
    const res = await listApprovals(t.app, token, everyone.merchantA);
    assert.equal(res.statusCode, 200, res.body);
    return ZPaymentApprovalsResponse.parse(res.json()).items;
  };
  /** The code e-mailed to the token's member for approving `id` ('000000' when refused). */
  const approvalCode = async (token: string, id: string) => {
    const role = ROLES.find((r) => everyone.tokens[r] === token);
    const res = await askApprovalCode(t.app, token, everyone.merchantA, id);
    if (res.statusCode !== 200 || !role) return '000000';
    assert.deepEqual(res.json(), { channel: 'email' });
    const code = await emailedCode(t.app, EMAILS[role]);
    assert.ok(code, 'a 6-digit code in the e-mail');
    return code;
  };
  /** A transfer the rule holds (202): its approval, as the admin lists it. */
  const held = async (token: string, amount: number) => {
    const res = await transfer(token, amount);
    assert.equal(res.statusCode, 202, res.body);
    const [listed] = await pending(everyone.tokens.admin);
    assert.ok(listed);
    return listed;
  };
  /** Approving asks for the password and a code, like a Pix; rejecting does not. */
  const decide = async (
    token: string,
    id: string,
    decision: 'approve' | 'reject',
    reason?: string,
  ) =>
    decideApproval(
      t.app,
      token,
      { merchantId: everyone.merchantA, approvalId: id, decision },
      decision === 'approve'
        ? { password: PASSWORD, code: await approvalCode(token, id) }
        : reason === undefined
          ? {}
          : { reason },
    );

  test('below the threshold the money moves at once; at it, it waits with its money held', async () => {
    const [fromBefore, toBefore] = [await balance(a()), await balance(b())];
    const small = await transfer(everyone.tokens.manager, 10_000);
    assert.equal(small.statusCode, 201, small.body);
    assert.equal(ZPaymentDocument.parse(small.json()).status, 'approved');

    const held = await transfer(everyone.tokens.manager, 60_000);
    assert.equal(held.statusCode, 202, held.body);
    const document = ZPaymentDocument.parse(held.json());
    assert.equal(document.status, 'pending');
    assert.equal(document.counterpartVirtualAccountId, b());
    assert.ok(document.counterpartVirtualAccountLabel, 'the receiving account is named');
    assert.deepEqual(
      document.stages.map((stage) => stage.status),
      ['initiated'],
    );
    assert.deepEqual(document.movements, []);
    // Held: not available any more, still in the account; nothing reached the other account.
    const from = await balance(a());
    assert.equal(from.current, fromBefore.current - 10_000);
    assert.equal(from.blocked, fromBefore.blocked + 60_000);
    assert.equal(from.available, fromBefore.available - 70_000);
    assert.equal((await balance(b())).current, toBefore.current + 10_000);

    // Listed for approval, to anyone who may read the merchant.
    const [listed] = await pending(everyone.tokens.viewer);
    assert.ok(listed);
    assert.equal(listed.document.id, document.id);
    assert.equal(listed.operation, 'between_accounts');
    assert.equal(listed.requiredApprovals, 2);
    assert.equal(listed.approverRole, 'manager');
    assert.equal(listed.initiatedBy.name.length > 0, true);
  });

  test('who may approve: not the sender, not below the role, once each; the last one moves the money', async () => {
    const [listed] = await pending(everyone.tokens.owner);
    assert.ok(listed);
    const [fromBefore, toBefore] = [await balance(a()), await balance(b())];

    const own = await decide(everyone.tokens.manager, listed.id, 'approve');
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().error.fields.approval, APPROVAL_MESSAGES.ownPayment);
    for (const role of ['viewer', 'developer'] as const) {
      const res = await decide(everyone.tokens[role], listed.id, 'approve');
      assert.equal(res.statusCode, 403, `${role} cannot decide`);
    }
    const foreign = await send(
      t.app,
      everyone.other,
      'POST',
      endpointPath(approvalEndpoints.approve, {
        merchantId: everyone.otherMerchantId,
        approvalId: listed.id,
      }),
      { password: PASSWORD, code: '000000' },
    );
    assert.equal(foreign.statusCode, 404);

    const first = await decide(everyone.tokens.owner, listed.id, 'approve');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(ZPaymentApproval.parse(first.json()).status, 'pending');
    assert.equal(
      (await balance(a())).current,
      fromBefore.current,
      'one approval of two moves nothing',
    );
    const twice = await decide(everyone.tokens.owner, listed.id, 'approve');
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error.fields.approval, APPROVAL_MESSAGES.alreadyDecided);

    const last = await decide(everyone.tokens.admin, listed.id, 'approve');
    assert.equal(last.statusCode, 200, last.body);
    const approved = ZPaymentApproval.parse(last.json());
    assert.equal(approved.status, 'approved');
    assert.equal(approved.document.status, 'approved');
    assert.deepEqual(
      approved.document.stages.map((stage) => stage.status),
      ['initiated', 'approved', 'completed'],
    );
    assert.deepEqual(
      approved.document.movements.map((movement) => [movement.virtualAccountId, movement.amount]),
      [
        [a(), -60_000],
        [b(), 60_000],
      ],
    );
    const from = await balance(a());
    assert.equal(from.current, fromBefore.current - 60_000);
    assert.equal(from.blocked, fromBefore.blocked - 60_000, 'the hold is let go');
    assert.equal(from.available, fromBefore.available);
    assert.equal((await balance(b())).current, toBefore.current + 60_000);
    assert.deepEqual(
      approved.decisions.map((decision) => decision.decision),
      ['approve', 'approve'],
    );

    const late = await decide(everyone.tokens.manager, listed.id, 'reject');
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().error.fields.approval, APPROVAL_MESSAGES.notPending);
    assert.deepEqual(await pending(everyone.tokens.owner), []);
    await assertLedgerInvariants(t.app.db);
  });

  test('one rejection declines the payment and gives the held money back', async () => {
    const before = await balance(a());
    const listed = await held(everyone.tokens.manager, 70_000);
    const rejected = await decide(everyone.tokens.admin, listed.id, 'reject', 'Not this month');
    assert.equal(rejected.statusCode, 200, rejected.body);
    const approval = ZPaymentApproval.parse(rejected.json());
    assert.equal(approval.status, 'rejected');
    assert.equal(approval.document.status, 'declined');
    assert.equal(approval.document.failureReason, 'Not this month');
    assert.deepEqual(await balance(a()), before);
    await assertLedgerInvariants(t.app.db);
  });

  test('a payment that cannot move any more when approved fails, with its money given back', async () => {
    const before = await balance(a());
    const listed = await held(everyone.tokens.owner, 80_000);
    await t.app.db
      .update(virtualAccounts)
      .set({ status: 'blocked' })
      .where(eq(virtualAccounts.id, b()));
    try {
      await decide(everyone.tokens.admin, listed.id, 'approve');
      const last = await decide(everyone.tokens.manager, listed.id, 'approve');
      assert.equal(last.statusCode, 200, last.body);
      const approval = ZPaymentApproval.parse(last.json());
      assert.equal(approval.status, 'failed');
      assert.ok(approval.failureReason);
      assert.equal(approval.document.status, 'failed');
      assert.deepEqual(await balance(a()), before);
    } finally {
      await t.app.db
        .update(virtualAccounts)
        .set({ status: 'active' })
        .where(eq(virtualAccounts.id, b()));
    }
    await assertLedgerInvariants(t.app.db);
  });

  test('a Pix at the seeded rule’s threshold waits for an admin; approved, it reaches the other merchant', async () => {
    const key = 'pix@lojaexemplo.com.br';
    const amount = 1_000_000; // the seeded Pix rule: from R$ 10.000,00, an admin approves
    const receiverBefore = await t.app.db
      .select({ id: virtualAccounts.id, balance: virtualAccounts.balance })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.merchantId, everyone.otherMerchantId));
    const richest = (
      await Promise.all(
        (
          await virtualAccountIds(t, everyone.merchantA)
        ).map(async (id) => ({ id, ...(await balance(id)) })),
      )
    ).sort((x, y) => y.available - x.available)[0];
    assert.ok(richest && richest.available >= amount, 'a demo account holds R$ 10.000,00');

    const sent = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      { virtualAccountId: richest.id, destination: { type: 'key', key }, amount },
    );
    assert.equal(sent.statusCode, 202, sent.body);
    const out = ZPaymentDocument.parse(sent.json());
    assert.equal(out.status, 'pending');
    assert.equal(out.counterpartyName, 'Loja Exemplo Ltda');

    const [listed] = await pending(everyone.tokens.admin);
    assert.ok(listed);
    assert.equal(listed.operation, 'pix');
    assert.equal(listed.approverRole, 'admin');
    const manager = await decide(everyone.tokens.manager, listed.id, 'approve');
    assert.equal(manager.statusCode, 403, 'a manager is below the rule’s admin');
    const approved = await decide(everyone.tokens.admin, listed.id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    const approval = ZPaymentApproval.parse(approved.json());
    assert.equal(approval.status, 'approved');
    assert.deepEqual(
      approval.document.stages.map((stage) => stage.status),
      ['initiated', 'approved', 'validated', 'settled', 'completed'],
    );
    const receiverAfter = await t.app.db
      .select({ id: virtualAccounts.id, balance: virtualAccounts.balance })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.merchantId, everyone.otherMerchantId));
    const total = (rows: { balance: number }[]) => rows.reduce((sum, row) => sum + row.balance, 0);
    assert.equal(total(receiverAfter), total(receiverBefore) + amount);
    // The receiver's entry document exists with the same end-to-end id.
    const entries = await send(
      t.app,
      everyone.other,
      'GET',
      `${endpointPath(paymentEndpoints.documents, { merchantId: everyone.otherMerchantId })}?kind=entry`,
    );
    assert.ok(
      entries
        .json()
        .items.some(
          (document: { endToEndId: string | null }) => document.endToEndId === out.endToEndId,
        ),
    );
    await assertLedgerInvariants(t.app.db);
  });

  test('a withdrawal holds its amount and fee; approved, both leave the account', async () => {
    await holdWithdrawalsForAnAdmin(t.app, everyone.tokens.owner, everyone.merchantA);
    const [bank] = await t.app.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.merchantId, everyone.merchantA));
    assert.ok(bank);
    const quote = await send(
      t.app,
      everyone.tokens.manager,
      'GET',
      `/merchants/${everyone.merchantA}/withdrawals/quote?virtualAccountId=${a()}&bankAccountId=${bank.id}&amount=150000`,
    );
    assert.equal(quote.statusCode, 200, quote.body);
    const { fee } = quote.json() as { fee: number };
    const before = await balance(a());
    const held = await send(
      t.app,
      everyone.tokens.manager,
      'POST',
      `/merchants/${everyone.merchantA}/withdrawals`,
      {
        virtualAccountId: a(),
        bankAccountId: bank.id,
        amount: 150_000,
      },
    );
    assert.equal(held.statusCode, 202, held.body);
    assert.equal((await balance(a())).available, before.available - 150_000 - fee);
    // Waiting for its approvers, the back office already lists it as a withdraw.
    const heldId = ZPaymentDocument.parse(held.json()).id;
    const asListed = (
      await backOfficeTransactions(t.app, { merchantId: everyone.merchantA, type: 'withdraw' })
    ).find((row) => row.id === heldId);
    assert.deepEqual([asListed?.type, asListed?.status], ['withdraw', 'pending']);
    const [listed] = await pending(everyone.tokens.owner);
    assert.ok(listed);
    const approved = await decide(everyone.tokens.owner, listed.id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(ZPaymentApproval.parse(approved.json()).status, 'approved');
    const after = await balance(a());
    assert.equal(after.current, before.current - 150_000 - fee);
    assert.equal(after.blocked, before.blocked);
    await assertLedgerInvariants(t.app.db);
  });
});

describe('approving is stepped up, and only current approvers count', () => {
  const t = useTestApp();
  const everyone = useTeamWithAccounts(t);
  /** Merchant A's default account, and the next one. */
  const a = () => everyone.accounts.merchantA[0] ?? '';
  const b = () => everyone.accounts.merchantA[1] ?? '';

  const balance = (id: string) => getBalance(t.app.deps, everyone.merchantA, id);
  const rule = (requiredApprovals: number) =>
    addApprovalRule(t.app, everyone.tokens.owner, everyone.merchantA, {
      operation: 'between_accounts',
      minAmount: 50_000,
      approverRole: 'manager',
      requiredApprovals,
    });
  /** The owner sends R$ 600,00 between accounts; the rule holds it. The approval's id. */
  const hold = async () => {
    const held = await transferBetweenAccounts(t.app, everyone.tokens.owner, everyone.merchantA, {
      fromVirtualAccountId: a(),
      toVirtualAccountId: b(),
      amount: 60_000,
    });
    assert.equal(held.statusCode, 202, held.body);
    const list = await listApprovals(t.app, everyone.tokens.owner, everyone.merchantA);
    const document = ZPaymentDocument.parse(held.json());
    const approval = ZPaymentApprovalsResponse.parse(list.json()).items.find(
      (item) => item.document.id === document.id,
    );
    assert.ok(approval);
    return approval.id;
  };
  const emailed = (role: 'admin' | 'manager', approvalId: string) =>
    approvalCodeByEmail(
      t.app,
      everyone.tokens[role],
      { merchantId: everyone.merchantA, approvalId },
      EMAILS[role],
    );
  const approve = (role: 'admin' | 'manager', approvalId: string, body: object) =>
    decideApproval(
      t.app,
      everyone.tokens[role],
      { merchantId: everyone.merchantA, approvalId, decision: 'approve' },
      body,
    );
  /** The role's approval with the password and the code e-mailed to it for this approval. */
  const approveWithCode = async (role: 'admin' | 'manager', approvalId: string) =>
    approve(role, approvalId, { password: PASSWORD, code: await emailed(role, approvalId) });
  const status = async (approvalId: string) => {
    const list = await listApprovals(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      '?status=pending',
    );
    return ZPaymentApprovalsResponse.parse(list.json()).items.some((item) => item.id === approvalId)
      ? 'pending'
      : 'not pending';
  };

  test('approving without the password and code, or with wrong ones, is refused and the payment stays held', async () => {
    await rule(1);
    const id = await hold();
    const before = await balance(a());

    const bare = await approve('admin', id, {});
    assert.equal(bare.statusCode, 400, bare.body);
    assert.ok(bare.json().error.fields.password);
    assert.ok(bare.json().error.fields.code);

    const code = await emailed('admin', id);
    const wrongPassword = await approve('admin', id, { password: 'not-the-password', code });
    assert.equal(wrongPassword.statusCode, 400, wrongPassword.body);
    assert.equal(wrongPassword.json().error.fields.password, PAYMENT_MESSAGES.wrongPassword);
    const wrongCode = await approve('admin', id, {
      password: PASSWORD,
      code: code === '000000' ? '000001' : '000000',
    });
    assert.equal(wrongCode.statusCode, 400, wrongCode.body);
    assert.equal(wrongCode.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    // A code asked for a Pix does not approve a payment.
    const pixCode = await send(
      t.app,
      everyone.tokens.admin,
      'POST',
      endpointPath(paymentEndpoints.pixCode, { merchantId: everyone.merchantA }),
      {
        amount: 60_000,
        destination: { type: 'key', key: '44555666000181' },
      },
    );
    assert.equal(pixCode.statusCode, 200, pixCode.body);
    const forPix = await approve('admin', id, {
      password: PASSWORD,
      code: await emailedCode(t.app, EMAILS.admin),
    });
    assert.equal(forPix.statusCode, 400, forPix.body);
    assert.equal(forPix.json().error.fields.code, PAYMENT_MESSAGES.wrongCode);

    assert.equal(await status(id), 'pending');
    assert.deepEqual(await balance(a()), before, 'still held, nothing moved');

    const approved = await approveWithCode('admin', id);
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(ZPaymentApproval.parse(approved.json()).status, 'approved');
    await assertLedgerInvariants(t.app.db);
  });

  test('the approval of a member demoted or removed since does not release the money', async () => {
    await t.app.db
      .update(approvalRules)
      .set({ active: false })
      .where(eq(approvalRules.merchantId, everyone.merchantA));
    await rule(2);
    const [adminUser] = await t.app.db.select().from(users).where(eq(users.email, EMAILS.admin));
    assert.ok(adminUser);
    const member = `/merchants/${everyone.merchantA}/members/${adminUser.id}`;
    const changeAdmin = (method: 'PATCH' | 'DELETE', payload?: object) =>
      call(t.app, everyone.tokens.owner, { method, url: member, payload });

    // Demoted: admin approves, becomes a viewer; the manager's approval is then the only one.
    const first = await hold();
    const before = await balance(a());
    const byAdmin = await approveWithCode('admin', first);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    const demoted = await changeAdmin('PATCH', { role: 'viewer' });
    assert.equal(demoted.statusCode, 200, demoted.body);
    const byManager = await approveWithCode('manager', first);
    assert.equal(byManager.statusCode, 200, byManager.body);
    assert.equal(ZPaymentApproval.parse(byManager.json()).status, 'pending');
    assert.equal(await status(first), 'pending');
    assert.deepEqual(await balance(a()), before, 'the demoted admin’s approval moved nothing');

    // Removed: same with the admin restored, approving, then removed from the merchant.
    const restored = await changeAdmin('PATCH', { role: 'admin' });
    assert.equal(restored.statusCode, 200, restored.body);
    const second = await hold();
    const beforeSecond = await balance(a());
    const again = await approveWithCode('admin', second);
    assert.equal(again.statusCode, 200, again.body);
    const removed = await changeAdmin('DELETE');
    assert.equal(removed.statusCode, 204, removed.body);
    const last = await approveWithCode('manager', second);
    assert.equal(last.statusCode, 200, last.body);
    assert.equal(ZPaymentApproval.parse(last.json()).status, 'pending');
    assert.deepEqual(
      await balance(a()),
      beforeSecond,
      'the removed admin’s approval moved nothing',
    );
    await assertLedgerInvariants(t.app.db);
  });
});
