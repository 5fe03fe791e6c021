import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  ADMIN_FEE_MESSAGES,
  adminFeeEndpoints,
  endpointPath,
  endpointSearch,
  operationFeeEndpoints,
  paymentEndpoints,
  PAYMENT_MESSAGES,
  type TAdminFeeRequest,
  withdrawalEndpoints,
  ZAdminFee,
  ZAdminFeeBankAccounts,
  ZAdminFeesPage,
  ZAdminSignedInResponse,
  ZOperationFeeQuote,
  ZPaymentDocument,
  ZTwoFactorRequiredResponse,
} from '@arara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { bankAccountFees, withdrawals } from '../src/db/schema-fees';
import { bankAccounts, virtualAccounts } from '../src/db/schema-ledger';
import { hashPassword } from '../src/lib/password';
import { getBalance } from '../src/services/ledger';
import { runDueSettlements } from '../src/services/settlements';
import {
  forgetUsedTwoFactorStep,
  freshAddress,
  post,
  queryRows,
  signInAdmin,
  useTestApp,
} from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  addApprovalRule,
  approvalCodeByEmail,
  decideApproval,
  EMAILS,
  emailedCode,
  listApprovals,
  memberSend,
  newKey,
  PASSWORD,
  pixWithEmailedCode,
  readDocument,
  send,
  transferBetweenAccounts,
  useTeamWithAccounts,
} from './member-fixtures';
import { codeFor } from './totp';

const SUPPORT = { email: 'fees.support@arara.test', password: 'Support@2026' } as const;
const SUPPORT_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Merchant B's CNPJ key: a Pix inside the platform, settled at once. */
const KEY_OF_B = { type: 'key', key: '44555666000181' } as const;

type Endpoint = (typeof adminFeeEndpoints)[keyof typeof adminFeeEndpoints];

describe('back office: bank account fees', () => {
  // TED settles later (services/settlements): the tests run the due jobs themselves.
  const t = useTestApp({ settlement: { worker: false } });
  const everyone = useTeamWithAccounts(t);
  let admin = '';
  let support = '';
  let adminId = '';

  /** Each virtual account of merchant A with its bank account. */
  let bankOf: Map<string, string>;
  /** Two bank accounts of merchant A and a virtual account of each. */
  let bank1 = '';
  let bank2 = '';
  let account1 = '';
  let account2 = '';

  before(async () => {
    admin = (await signInAdmin(t.app)).accessToken;
    adminId = (await t.app.repositories.users.findByEmail('admin@arara.dev'))?.id ?? '';
    const { backOffice, users, twoFactor } = t.app.repositories;
    const profile = await backOffice.findProfileByName('Support');
    assert.ok(profile);
    const user = await users.create({
      name: 'Sofia Suporte',
      email: SUPPORT.email,
      passwordHash: await hashPassword(SUPPORT.password),
      isAdmin: true,
      adminProfileId: profile.id,
      emailVerifiedAt: new Date(),
    });
    await twoFactor.savePending(user.id, SUPPORT_SECRET);
    await twoFactor.enable(user.id, SUPPORT_SECRET, 0, new Date());
    const first = await post(t.app, '/admin/auth/login', SUPPORT);
    assert.equal(first.statusCode, 200, first.body);
    await forgetUsedTwoFactorStep(t.app, SUPPORT.email);
    const second = await post(t.app, '/admin/auth/login/two-factor', {
      challengeToken: ZTwoFactorRequiredResponse.parse(first.json()).challengeToken,
      code: codeFor(SUPPORT_SECRET),
    });
    assert.equal(second.statusCode, 200, second.body);
    support = ZAdminSignedInResponse.parse(second.json()).accessToken;

    const rows = await t.db
      .select({ id: virtualAccounts.id, bank: virtualAccounts.bankAccountId })
      .from(virtualAccounts)
      .where(eq(virtualAccounts.merchantId, everyone.merchantA));
    bankOf = new Map(rows.map((row) => [row.id, row.bank]));
    const [a = ''] = everyone.accounts.merchantA;
    account1 = a;
    bank1 = bankOf.get(a) ?? '';
    const other = rows.find((row) => row.bank !== bank1);
    assert.ok(bank1 && other, 'merchant A has accounts in two banks');
    account2 = other.id;
    bank2 = other.bank;
  });

  const call = (
    endpoint: Endpoint,
    options: {
      params?: Record<string, string>;
      body?: object;
      query?: Record<string, unknown>;
      token?: string;
    } = {},
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: endpointPath(endpoint, options.params) + endpointSearch(options.query),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${options.token ?? admin}` },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });

  const fee = (change: Partial<TAdminFeeRequest> = {}): TAdminFeeRequest => ({
    bankAccountId: bank1,
    virtualAccountId: null,
    operation: 'pix_send',
    costType: 'fixed',
    fixedAmount: 150,
    percentageAmount: null,
    minimumFee: 0,
    currency: 'BRL',
    feeType: 'transaction',
    description: 'Pix out',
    status: 'active',
    ...change,
  });

  const create = async (change: Partial<TAdminFeeRequest>) => {
    const res = await call(adminFeeEndpoints.create, { body: fee(change) });
    assert.equal(res.statusCode, 201, res.body);
    return ZAdminFee.parse(res.json());
  };

  const feeAudits = (feeId: string) =>
    t.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        targetType: auditLog.targetType,
        merchantId: auditLog.merchantId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'fee'), eq(auditLog.targetId, feeId)))
      .orderBy(auditLog.createdAt);

  /** What the platform earned from fees so far (cents). */
  const feeRevenue = async () => {
    const [row] = await queryRows<{ total: string | number | null }>(
      t.db,
      sql`select coalesce(sum(p.amount), 0) as total from ledger_postings p join ledger_system_accounts s on s.id = p.system_account_id where s.code = 'fee_revenue'`,
    );
    return Number(row?.total ?? 0);
  };
  const available = async (id: string) =>
    (await getBalance(t.app.deps, everyone.merchantA, id)).available;

  test('without fees.manage: 403 on every fee route, nothing written', async () => {
    const feeId = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await call(adminFeeEndpoints.list, { token: support }),
      await call(adminFeeEndpoints.bankAccounts, { token: support }),
      await call(adminFeeEndpoints.create, { token: support, body: fee() }),
      await call(adminFeeEndpoints.update, {
        token: support,
        params: { feeId },
        body: { fixedAmount: 0 },
      }),
      await call(adminFeeEndpoints.remove, { token: support, params: { feeId } }),
      // A member's token is no back-office session either.
      await call(adminFeeEndpoints.create, { token: everyone.tokens.owner, body: fee() }),
    ];
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [403, 403, 403, 403, 403, 403],
    );
    assert.equal(
      (await t.db.select().from(bankAccountFees)).filter((r) => r.operation === 'pix_send').length,
      0,
    );
  });

  test('validation: at least one amount, limits, a virtual account of the bank account', async () => {
    const refused: [string, Partial<TAdminFeeRequest>, number, string, string][] = [
      [
        'no amount',
        { fixedAmount: null, percentageAmount: null },
        400,
        'fixedAmount',
        ADMIN_FEE_MESSAGES.someAmount,
      ],
      ['negative fixed', { fixedAmount: -1 }, 400, 'fixedAmount', ADMIN_FEE_MESSAGES.notNegative],
      ['negative minimum', { minimumFee: -5 }, 400, 'minimumFee', ADMIN_FEE_MESSAGES.notNegative],
      [
        'percent over 100',
        { percentageAmount: 100.5 },
        400,
        'percentageAmount',
        ADMIN_FEE_MESSAGES.percentageMax,
      ],
      [
        'negative percent',
        { percentageAmount: -0.1 },
        400,
        'percentageAmount',
        ADMIN_FEE_MESSAGES.notNegative,
      ],
      [
        'another bank’s account',
        { virtualAccountId: account2 },
        400,
        'virtualAccountId',
        ADMIN_FEE_MESSAGES.virtualAccountNotInBank,
      ],
      [
        'unknown bank',
        { bankAccountId: '00000000-0000-4000-8000-000000000000' },
        400,
        'bankAccountId',
        ADMIN_FEE_MESSAGES.bankAccountNotFound,
      ],
    ];
    for (const [name, change, status, field, message] of refused) {
      const res = await call(adminFeeEndpoints.create, { body: fee(change) });
      assert.equal(res.statusCode, status, `${name}: ${res.body}`);
      assert.equal(res.json().error.fields[field], message, name);
    }
    // Both amounts are allowed; 100 % is the top.
    const both = await create({
      operation: 'ted_send',
      fixedAmount: 100,
      percentageAmount: 100,
      status: 'inactive',
    });
    assert.deepEqual([both.fixedAmount, both.percentageAmount], [100, 100]);
    // An edit that leaves no amount is refused with the same key; the row stays.
    const cleared = await call(adminFeeEndpoints.update, {
      params: { feeId: both.id },
      body: { fixedAmount: null, percentageAmount: null },
    });
    assert.equal(cleared.statusCode, 400, cleared.body);
    assert.equal(cleared.json().error.fields.fixedAmount, ADMIN_FEE_MESSAGES.someAmount);
    const [kept] = await t.db.select().from(bankAccountFees).where(eq(bankAccountFees.id, both.id));
    assert.equal(kept?.fixedAmount, 100);
    // The database refuses it too.
    await assert.rejects(
      t.db.insert(bankAccountFees).values({
        bankAccountId: bank1,
        operation: 'ted_send',
        costType: 'fixed',
        feeType: 'transaction',
        status: 'inactive',
      }),
    );
  });

  test('create, list with filters, edit, one active fee per account and operation, delete; all audited', async () => {
    const options = ZAdminFeeBankAccounts.parse(
      (await call(adminFeeEndpoints.bankAccounts)).json(),
    );
    const option = options.items.find((bank) => bank.id === bank1);
    assert.ok(option?.virtualAccounts.some((account) => account.id === account1));

    const created = await create({
      operation: 'ted_receive',
      virtualAccountId: account1,
      costType: 'percentage',
      fixedAmount: null,
      percentageAmount: 0.75,
      minimumFee: 50,
    });
    assert.equal(created.merchantId, everyone.merchantA);
    assert.equal(created.virtualAccountId, account1);
    assert.equal(created.costValue, '0.75');

    const list = async (query: Record<string, unknown>) => {
      const res = await call(adminFeeEndpoints.list, { query });
      assert.equal(res.statusCode, 200, res.body);
      return ZAdminFeesPage.parse(res.json()).items.map((item) => item.id);
    };
    assert.ok((await list({ merchantId: everyone.merchantA })).includes(created.id));
    assert.ok(!(await list({ merchantId: everyone.merchantB })).includes(created.id));
    assert.ok(
      (await list({ bankAccountId: bank1, operation: 'ted_receive' })).includes(created.id),
    );
    assert.ok(!(await list({ bankAccountId: bank2 })).includes(created.id));
    assert.ok(!(await list({ status: 'inactive', operation: 'ted_receive' })).includes(created.id));
    assert.deepEqual(await list({ merchantId: 'not-a-uuid' }), []);

    // A second active fee on the same bank account, virtual account and operation: 409.
    const twin = await call(adminFeeEndpoints.create, {
      body: fee({ operation: 'ted_receive', virtualAccountId: account1 }),
    });
    assert.equal(twin.statusCode, 409, twin.body);
    assert.equal(twin.json().error.fields.operation, ADMIN_FEE_MESSAGES.duplicateActive);
    // Pending, or bank-wide, is another one.
    const pending = await create({
      operation: 'ted_receive',
      virtualAccountId: account1,
      status: 'pending',
    });
    const activating = await call(adminFeeEndpoints.update, {
      params: { feeId: pending.id },
      body: { status: 'active' },
    });
    assert.equal(activating.statusCode, 409, activating.body);

    const edited = await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { fixedAmount: 25, description: 'TED in' },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = ZAdminFee.parse(edited.json());
    assert.deepEqual(
      [after.fixedAmount, after.percentageAmount, after.description],
      [25, 0.75, 'TED in'],
    );

    const removed = await call(adminFeeEndpoints.remove, { params: { feeId: created.id } });
    assert.equal(removed.statusCode, 204, removed.body);
    assert.equal(
      (await t.db.select().from(bankAccountFees).where(eq(bankAccountFees.id, created.id))).length,
      0,
    );
    const again = await call(adminFeeEndpoints.remove, { params: { feeId: created.id } });
    assert.equal(again.statusCode, 404);

    const audits = await feeAudits(created.id);
    assert.deepEqual(
      audits.map((row) => [row.action, row.actorId, row.targetType, row.merchantId]),
      [
        ['fee.create', adminId, 'fee', everyone.merchantA],
        ['fee.update', adminId, 'fee', everyone.merchantA],
        ['fee.delete', adminId, 'fee', everyone.merchantA],
      ],
    );
    const details = audits.map(
      (row) =>
        row.details as {
          before: { fixedAmount?: number } | null;
          after: { fixedAmount?: number } | null;
        },
    );
    assert.equal(details[0]?.before, null);
    assert.equal(details[0]?.after?.fixedAmount, null);
    assert.equal(details[1]?.before?.fixedAmount, null);
    assert.equal(details[1]?.after?.fixedAmount, 25);
    assert.equal(details[2]?.after, null);
    // A refused write leaves no audit row.
    assert.equal((await feeAudits(pending.id)).length, 1);
  });

  test('a withdrawal charges the fee set here, to fee revenue; a charged fee cannot be deleted', async () => {
    // Merchant A's bank at Nu (260): no seeded withdrawal fee.
    const [nu] = await t.db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(eq(bankAccounts.merchantId, everyone.merchantA), eq(bankAccounts.bankCode, '260')),
      );
    assert.ok(nu);
    const created = await create({
      bankAccountId: nu.id,
      operation: 'withdrawal',
      feeType: 'withdrawal',
      fixedAmount: 300,
      percentageAmount: 1,
    });
    const url = endpointPath(withdrawalEndpoints.quote, { merchantId: everyone.merchantA });
    const quote = await send(t.app, everyone.tokens.owner, 'GET', url, {
      query: { virtualAccountId: account2, bankAccountId: nu.id, amount: '10000' },
    });
    assert.equal(quote.statusCode, 200, quote.body);
    assert.equal(quote.json().rule?.id, created.id, 'the fee made in the back office is quoted');
    assert.equal(quote.json().fee, 400);

    const before = await available(account2);
    const revenue = await feeRevenue();
    const res = await memberSend(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(withdrawalEndpoints.create, { merchantId: everyone.merchantA }),
      // A caller's own fee fields change nothing.
      { virtualAccountId: account2, bankAccountId: nu.id, amount: 10_000, fee: 0, total: 10_000 },
    );
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(ZPaymentDocument.parse(res.json()).fee, 400);
    assert.equal(await available(account2), before - 10_400, 'amount + fee held');
    await runDueSettlements(t.app.deps, { now: new Date(Date.now() + 3_600_000) });
    assert.equal(await available(account2), before - 10_400);
    assert.equal(await feeRevenue(), revenue + 400);
    const [charged] = await t.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.feeId, created.id));
    assert.equal(charged?.fee, 400);

    const removed = await call(adminFeeEndpoints.remove, { params: { feeId: created.id } });
    assert.equal(removed.statusCode, 409, removed.body);
    assert.equal(removed.json().error.fields.feeId, ADMIN_FEE_MESSAGES.inUse);
    const inactive = await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { status: 'inactive' },
    });
    assert.equal(inactive.statusCode, 200, inactive.body);
    await assertLedgerInvariants(t.db);
  });

  test('a Pix out charges its pix_send fee: quoted, computed again in the payment, never the caller’s', async () => {
    const created = await create({
      operation: 'pix_send',
      fixedAmount: 150,
      percentageAmount: 0.5,
      minimumFee: 0,
    });
    const quoteUrl = endpointPath(operationFeeEndpoints.quote, { merchantId: everyone.merchantA });
    const quoted = await send(t.app, everyone.tokens.viewer, 'GET', quoteUrl, {
      query: { operation: 'pix_send', virtualAccountId: account1, amount: '2000' },
    });
    assert.equal(quoted.statusCode, 200, quoted.body);
    const quote = ZOperationFeeQuote.parse(quoted.json());
    assert.deepEqual([quote.fee, quote.total, quote.rule?.id], [160, 2_160, created.id]);

    const before = await available(account1);
    const revenue = await feeRevenue();
    // The caller's own fee and amount fields change nothing.
    const pix = {
      virtualAccountId: account1,
      destination: KEY_OF_B,
      amount: 2_000,
      fee: 0,
      netAmount: 2_000,
    };
    const res = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      pix,
    );
    assert.equal(res.statusCode, 201, res.body);
    const document = ZPaymentDocument.parse(res.json());
    assert.deepEqual([document.amount, document.fee, document.netAmount], [2_000, 160, 2_160]);
    assert.equal(await available(account1), before - 2_160);
    assert.equal(await feeRevenue(), revenue + 160);
    const read = ZPaymentDocument.parse(
      (await readDocument(t.app, everyone.tokens.owner, everyone.merchantA, document.id)).json(),
    );
    assert.equal(read.fee, 160);

    // The fee read in the transaction, not the quote: raised after the quote, amount + fee now
    // beyond the balance → 422, nothing moves.
    const balance = await available(account1);
    const raised = await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { fixedAmount: balance - 50, percentageAmount: null },
    });
    assert.equal(raised.statusCode, 200, raised.body);
    const revenueNow = await feeRevenue();
    const refused = await pixWithEmailedCode(
      t.app,
      everyone.tokens.owner,
      everyone.merchantA,
      EMAILS.owner,
      {
        virtualAccountId: account1,
        destination: KEY_OF_B,
        amount: 100,
      },
    );
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().error.fields.amount, PAYMENT_MESSAGES.insufficientFunds);
    assert.equal(await available(account1), balance);
    assert.equal(await feeRevenue(), revenueNow);
    await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { status: 'inactive' },
    });
    await assertLedgerInvariants(t.db);
  });

  test('a replayed Pix out charges its fee once: same key in a row and at once, and two at once with one code', async () => {
    const created = await create({ operation: 'pix_send', fixedAmount: 120, minimumFee: 0 });
    const url = endpointPath(paymentEndpoints.pixTransfer, { merchantId: everyone.merchantA });
    /** A Pix order with a fresh e-mailed code (the step-up every Pix out asks for). */
    const order = async (amount: number) => {
      const asked = await memberSend(
        t.app,
        everyone.tokens.owner,
        'POST',
        endpointPath(paymentEndpoints.pixCode, { merchantId: everyone.merchantA }),
        { amount, destination: KEY_OF_B },
      );
      assert.equal(asked.statusCode, 200, asked.body);
      return {
        virtualAccountId: account1,
        destination: KEY_OF_B,
        amount,
        password: PASSWORD,
        code: await emailedCode(t.app, EMAILS.owner),
      };
    };
    const pix = (payload: object, key: string) =>
      send(t.app, everyone.tokens.owner, 'POST', url, { payload, key });
    const before = await available(account1);
    const revenue = await feeRevenue();

    const payload = await order(700);
    const key = newKey();
    const first = await pix(payload, key);
    assert.equal(first.statusCode, 201, first.body);
    const firstId = ZPaymentDocument.parse(first.json()).id;
    const replays = [
      await pix(payload, key),
      ...(await Promise.all([pix(payload, key), pix(payload, key)])),
    ];
    for (const replay of replays) {
      assert.ok(replay.statusCode < 300, replay.body);
      assert.equal(ZPaymentDocument.parse(replay.json()).id, firstId);
    }
    assert.equal(await available(account1), before - 820);
    assert.equal(await feeRevenue(), revenue + 120);

    // A new key sent twice at once, before either has committed: one document, one charge; the
    // other answers the same document or is refused (its code spent), never a second debit.
    const racing = await order(300);
    const raceKey = newKey();
    const raced = await Promise.all([pix(racing, raceKey), pix(racing, raceKey)]);
    const ids = new Set(
      raced
        .filter((res) => res.statusCode < 300)
        .map((res) => ZPaymentDocument.parse(res.json()).id),
    );
    assert.equal(ids.size, 1, raced.map((res) => res.body).join('\n'));
    for (const res of raced) assert.ok(res.statusCode < 500, res.body);
    assert.equal(await available(account1), before - 820 - 420);
    assert.equal(await feeRevenue(), revenue + 240);
    await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { status: 'inactive' },
    });
    await assertLedgerInvariants(t.db);
  });

  test('a Pix to another institution holds amount + fee and charges the fee when it settles; a failed one charges nothing', async () => {
    const created = await create({ operation: 'pix_send', fixedAmount: 90 });
    const settle = () => runDueSettlements(t.app.deps, { now: new Date(Date.now() + 3_600_000) });
    const pixTo = (key: string) =>
      pixWithEmailedCode(t.app, everyone.tokens.owner, everyone.merchantA, EMAILS.owner, {
        virtualAccountId: account1,
        destination: { type: 'key', key },
        amount: 1_000,
      });

    const before = await available(account1);
    const revenue = await feeRevenue();
    const sent = await pixTo('fornecedor.externo@example.com');
    assert.equal(sent.statusCode, 202, sent.body);
    const pending = ZPaymentDocument.parse(sent.json());
    assert.deepEqual([pending.fee, pending.netAmount], [90, 1_090]);
    assert.equal(await available(account1), before - 1_090, 'amount + fee held');
    assert.equal(await feeRevenue(), revenue, 'nothing charged before the settlement');
    await settle();
    assert.equal(await available(account1), before - 1_090);
    assert.equal(await feeRevenue(), revenue + 90);

    const failing = await pixTo('fail@sandbox.arara.dev');
    assert.equal(failing.statusCode, 202, failing.body);
    assert.equal(await available(account1), before - 1_090 - 1_090);
    await settle();
    assert.equal(await available(account1), before - 1_090, 'the hold of amount + fee released');
    assert.equal(await feeRevenue(), revenue + 90, 'no fee for a failed Pix');

    await call(adminFeeEndpoints.update, {
      params: { feeId: created.id },
      body: { status: 'inactive' },
    });
    await assertLedgerInvariants(t.db);
  });

  test('a transfer between accounts charges its transfer fee', async () => {
    const created = await create({
      bankAccountId: bank2,
      virtualAccountId: account2,
      operation: 'transfer',
      feeType: 'transfer',
      fixedAmount: 75,
    });
    const quoteUrl = endpointPath(operationFeeEndpoints.quote, { merchantId: everyone.merchantA });
    const quote = ZOperationFeeQuote.parse(
      (
        await send(t.app, everyone.tokens.owner, 'GET', quoteUrl, {
          query: { operation: 'transfer', virtualAccountId: account2, amount: '1000' },
        })
      ).json(),
    );
    assert.deepEqual([quote.fee, quote.rule?.id], [75, created.id]);
    // From another account of the same bank: no fee (the rule is narrowed to account2).
    const none = ZOperationFeeQuote.parse(
      (
        await send(t.app, everyone.tokens.owner, 'GET', quoteUrl, {
          query: { operation: 'transfer', virtualAccountId: account1, amount: '1000' },
        })
      ).json(),
    );
    assert.equal(none.fee, 0);

    const [from, to] = [account2, account1];
    const fromBefore = await available(from);
    const toBefore = await available(to);
    const revenue = await feeRevenue();
    const res = await transferBetweenAccounts(t.app, everyone.tokens.owner, everyone.merchantA, {
      fromVirtualAccountId: from,
      toVirtualAccountId: to,
      amount: 1_000,
    });
    assert.equal(res.statusCode, 201, res.body);
    const document = ZPaymentDocument.parse(res.json());
    assert.deepEqual([document.fee, document.netAmount], [75, 1_075]);
    assert.equal(await available(from), fromBefore - 1_075);
    assert.equal(await available(to), toBefore + 1_000);
    assert.equal(await feeRevenue(), revenue + 75);

    // A replay (same Idempotency-Key, twice in a row and twice at once) answers the first
    // document and charges neither the amount nor the fee again.
    const url = endpointPath(paymentEndpoints.betweenAccounts, { merchantId: everyone.merchantA });
    const payload = { fromVirtualAccountId: from, toVirtualAccountId: to, amount: 1_000 };
    const key = newKey();
    const first = await send(t.app, everyone.tokens.owner, 'POST', url, { payload, key });
    assert.equal(first.statusCode, 201, first.body);
    const replays = [
      await send(t.app, everyone.tokens.owner, 'POST', url, { payload, key }),
      ...(await Promise.all(
        [1, 2].map(() => send(t.app, everyone.tokens.owner, 'POST', url, { payload, key })),
      )),
    ];
    for (const replay of replays) {
      assert.ok(replay.statusCode < 300, replay.body);
      assert.equal(
        ZPaymentDocument.parse(replay.json()).id,
        ZPaymentDocument.parse(first.json()).id,
      );
    }
    assert.equal(await available(from), fromBefore - 2 * 1_075);
    assert.equal(await available(to), toBefore + 2 * 1_000);
    assert.equal(await feeRevenue(), revenue + 2 * 75);
    await assertLedgerInvariants(t.db);
  });
  test('a transfer held for approval holds amount + fee and charges the fee when approved', async () => {
    // The transfer fee of account2 (R$ 0,75) from the test above is still active.
    await addApprovalRule(t.app, everyone.tokens.owner, everyone.merchantA, {
      operation: 'between_accounts',
      minAmount: 5_000,
      approverRole: 'admin',
      requiredApprovals: 1,
    });
    const fromBefore = await available(account2);
    const toBefore = await available(account1);
    const revenue = await feeRevenue();
    const held = await transferBetweenAccounts(t.app, everyone.tokens.owner, everyone.merchantA, {
      fromVirtualAccountId: account2,
      toVirtualAccountId: account1,
      amount: 5_000,
    });
    assert.equal(held.statusCode, 202, held.body);
    const pending = ZPaymentDocument.parse(held.json());
    assert.deepEqual([pending.fee, pending.netAmount], [75, 5_075]);
    assert.equal(await available(account2), fromBefore - 5_075, 'amount + fee held');

    const listed = await listApprovals(t.app, everyone.tokens.admin, everyone.merchantA);
    const approval = (listed.json().items as { id: string; status: string }[]).find(
      (item) => item.status === 'pending',
    );
    assert.ok(approval, listed.body);
    const request = { merchantId: everyone.merchantA, approvalId: approval.id };
    const code = await approvalCodeByEmail(t.app, everyone.tokens.admin, request, EMAILS.admin);
    const approved = await decideApproval(
      t.app,
      everyone.tokens.admin,
      { ...request, decision: 'approve' },
      { password: PASSWORD, code },
    );
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(await available(account2), fromBefore - 5_075);
    assert.equal(await available(account1), toBefore + 5_000);
    assert.equal(await feeRevenue(), revenue + 75);
    await assertLedgerInvariants(t.db);
  });
});
