import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import { before } from 'node:test';
import {
  approvalEndpoints,
  endpointPath,
  PAYMENT_MESSAGES,
  paymentEndpoints,
  qrCodeEndpoints,
  type TMembershipRole,
  ZPaymentDocument,
  ZQrCode,
} from '@arara/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoMerchants, otherMerchant } from '../src/seeds/seed';
import { merchants } from '../src/db/schema';
import { virtualAccounts } from '../src/db/schema-ledger';
import { pixKeys } from '../src/db/schema-pix-keys';
import {
  ADMIN_TOTP_SECRET,
  authed,
  type AuthedCall,
  freshAddress,
  mailbox,
  setInHook,
  signIn,
  signInWithTwoFactor,
  type TestApp,
} from './helper';

export const PASSWORD = 'Arara@2026';
export const ROLES = ['owner', 'admin', 'manager', 'viewer', 'developer'] as const;
export const EMAILS: Record<TMembershipRole, string> = {
  owner: 'demo@arara.dev',
  admin: 'team.admin@arara.dev',
  manager: 'manager@arara.dev',
  viewer: 'viewer@arara.dev',
  developer: 'developer@arara.dev',
};
/** Roles whose permissions include accounts.manage (docs/permissions.md). */
export const WRITERS = new Set<TMembershipRole>(['owner', 'admin', 'manager']);
export const MERCHANT_NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Merchant not found' } };
export const VIRTUAL_ACCOUNT_NOT_FOUND = {
  error: { code: 'NOT_FOUND', message: 'Virtual account not found' },
};

/** A counterparty's bank account, as the dashboard and the public API take it. */
export const COUNTERPARTY_BANK = {
  bankName: 'Banco do Brasil',
  ispb: '00000000',
  agency: '1234',
  account: '567890',
  digit: '1',
  type: 'checking',
} as const;

/** A member's request without an Idempotency-Key (`authed` of the helper). */
export type Call = AuthedCall;
export const call = authed;

export async function merchantIdByDocument(app: FastifyInstance, document: string) {
  const [row] = await app.db.select().from(merchants).where(eq(merchants.document, document));
  assert.ok(row, `no merchant ${document}`);
  return row.id;
}

/** Tokens of the demo team, other@ and admin@, and the seeded merchants' ids. */
export async function signInEveryone(t: TestApp) {
  const tokens = {} as Record<TMembershipRole, string>;
  for (const role of ROLES) {
    tokens[role] = (await signIn(t.app, { email: EMAILS[role], password: PASSWORD })).accessToken;
  }
  const other = (await signIn(t.app, { email: 'other@arara.dev', password: PASSWORD })).accessToken;
  // The demo admin has two-factor on (the back office requires it).
  const admin = (
    await signInWithTwoFactor(
      t.app,
      { email: 'admin@arara.dev', password: PASSWORD },
      ADMIN_TOTP_SECRET,
    )
  ).accessToken;
  const idOf = (document: string) => merchantIdByDocument(t.app, document);
  return {
    tokens,
    other,
    admin,
    merchantA: await idOf(demoMerchants[0].document),
    merchantB: await idOf(demoMerchants[1].document),
    otherMerchantId: await idOf(otherMerchant.document),
  };
}

export type Everyone = Awaited<ReturnType<typeof signInEveryone>>;

/**
 * The seeded team signed in (`signInEveryone`) on the suite's test app `t` (of `useTestApp`),
 * by a `before` hook registered here: read its fields inside hooks and tests only.
 */
export function useSignedInTeam(t: TestApp): Everyone {
  let everyone: Everyone | undefined;
  before(async () => {
    everyone = await signInEveryone(t);
  });
  return setInHook(() => everyone, 'the signed-in team');
}

/** A merchant's virtual accounts, the default first. */
export async function virtualAccountIds(t: TestApp, merchantId: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ id: virtualAccounts.id })
    .from(virtualAccounts)
    .where(and(eq(virtualAccounts.merchantId, merchantId)))
    .orderBy(desc(virtualAccounts.isDefault), asc(virtualAccounts.label));
  return rows.map((row) => row.id);
}

/** Each seeded merchant's virtual accounts, the default first. */
export type TeamAccounts = Record<'merchantA' | 'merchantB' | 'otherMerchantId', string[]>;

/**
 * `useSignedInTeam` with each seeded merchant's virtual accounts (`virtualAccountIds`) in
 * `accounts`, read by the same `before` hook: read its fields inside hooks and tests only.
 */
export function useTeamWithAccounts(t: TestApp): Everyone & { accounts: TeamAccounts } {
  let team: (Everyone & { accounts: TeamAccounts }) | undefined;
  before(async () => {
    const everyone = await signInEveryone(t);
    const accounts = {
      merchantA: await virtualAccountIds(t, everyone.merchantA),
      merchantB: await virtualAccountIds(t, everyone.merchantB),
      otherMerchantId: await virtualAccountIds(t, everyone.otherMerchantId),
    };
    team = { ...everyone, accounts };
  });
  return setInHook(() => team, 'the signed-in team and its accounts');
}

/** A fresh Idempotency-Key: each call is a new operation unless a test reuses one. */
export const newKey = (): string => randomUUID();

/**
 * A member's request to the API from a fresh client address. A call that is not a GET carries
 * `key` as its Idempotency-Key: a fresh one by default, none with `null`.
 */
export function send(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: object; key?: string | null; query?: Record<string, string> } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === null || method === 'GET' ? {} : { 'idempotency-key': key }),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.query === undefined ? {} : { query: options.query }),
  });
}

/** `send` with only a payload (each POST a new operation). */
export const memberSend = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => send(app, token, method, url, { payload });

/** The owner adds an approval rule to the merchant (201, else the test fails with the answer). */
export async function addApprovalRule(
  app: FastifyInstance,
  ownerToken: string,
  merchantId: string,
  rule: { operation: string; minAmount: number; approverRole: string; requiredApprovals: number },
) {
  const response = await send(app, ownerToken, 'POST', `/merchants/${merchantId}/approval-rules`, {
    payload: rule,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response;
}

/** The owner makes the merchant's withdrawals from R$ 1.000,00 wait for one admin's approval. */
export const holdWithdrawalsForAnAdmin = (
  app: FastifyInstance,
  ownerToken: string,
  merchantId: string,
) =>
  addApprovalRule(app, ownerToken, merchantId, {
    operation: 'withdrawal',
    minAmount: 100_000,
    approverRole: 'admin',
    requiredApprovals: 1,
  });

/** The 6-digit code of the newest e-mail to `email` (undefined when there is none). */
export async function emailedCode(app: FastifyInstance, email: string) {
  const [message] = await mailbox(app, email);
  return message?.text.match(/\b(\d{6})\b/)?.[1];
}

/**
 * A Pix as the web app sends it: asks for the e-mailed code (200, else the test fails), then
 * sends the Pix with the password and the code of the newest e-mail to `email`. The answer.
 */
export async function pixWithEmailedCode(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  email: string,
  pix: { virtualAccountId: string; destination: object; amount: number },
) {
  const asked = await memberSend(
    app,
    token,
    'POST',
    endpointPath(paymentEndpoints.pixCode, { merchantId }),
    { amount: pix.amount, destination: pix.destination },
  );
  assert.equal(asked.statusCode, 200, asked.body);
  return memberSend(
    app,
    token,
    'POST',
    endpointPath(paymentEndpoints.pixTransfer, { merchantId }),
    { ...pix, password: PASSWORD, code: await emailedCode(app, email) },
  );
}

/** A member asks for the e-mailed code to approve `approvalId` (the answer). */
export const askApprovalCode = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  approvalId: string,
) =>
  memberSend(
    app,
    token,
    'POST',
    endpointPath(approvalEndpoints.code, { merchantId, approvalId }),
    {},
  );

/** A member approves or rejects `approvalId` with `body` (the answer). */
export const decideApproval = (
  app: FastifyInstance,
  token: string,
  request: { merchantId: string; approvalId: string; decision: 'approve' | 'reject' },
  body: object,
) => {
  const { merchantId, approvalId, decision } = request;
  return memberSend(
    app,
    token,
    'POST',
    endpointPath(approvalEndpoints[decision], { merchantId, approvalId }),
    body,
  );
};

/**
 * The code to approve `approvalId` as the member of `token` gets it: asked for (200 by e-mail,
 * else the test fails) and read from the newest e-mail to `email`.
 */
export async function approvalCodeByEmail(
  app: FastifyInstance,
  token: string,
  approval: { merchantId: string; approvalId: string },
  email: string,
) {
  const asked = await askApprovalCode(app, token, approval.merchantId, approval.approvalId);
  assert.equal(asked.statusCode, 200, asked.body);
  assert.deepEqual(asked.json(), { channel: 'email' });
  const code = await emailedCode(app, email);
  assert.ok(code, 'a 6-digit code in the e-mail');
  return code;
}

/** A transfer between two of the merchant's virtual accounts (a new operation each call). */
export const transferBetweenAccounts = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  transfer: { fromVirtualAccountId: string; toVirtualAccountId: string; amount: number },
) =>
  memberSend(
    app,
    token,
    'POST',
    endpointPath(paymentEndpoints.betweenAccounts, { merchantId }),
    transfer,
  );

/** A virtual account's balance as the ledger stores it. */
export async function balanceOf(app: FastifyInstance, id: string): Promise<number> {
  const [row] = await app.db
    .select({ balance: virtualAccounts.balance })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.id, id));
  assert.ok(row);
  return row.balance;
}

/** The merchant's account that holds its Pix keys (QR codes need one). */
export async function keyAccountOf(app: FastifyInstance, merchantId: string): Promise<string> {
  const [key] = await app.db
    .select({ virtualAccountId: pixKeys.virtualAccountId })
    .from(pixKeys)
    .where(eq(pixKeys.merchantId, merchantId));
  assert.ok(key);
  return key.virtualAccountId;
}

/** A merchant member issues a QR code (a new operation each call). The answer. */
export const issueQrCode = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  payload: object,
) => memberSend(app, token, 'POST', endpointPath(qrCodeEndpoints.list, { merchantId }), payload);

/** A QR code's detail as a member of its merchant reads it. */
export async function qrCodeDetail(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  qrCodeId: string,
) {
  const res = await memberSend(
    app,
    token,
    'GET',
    endpointPath(qrCodeEndpoints.get, { merchantId, qrCodeId }),
  );
  return ZQrCode.parse(res.json());
}

/**
 * The idempotency of a money-moving POST whose first call with `key` and `payload` answered the
 * document `firstId`: the same key and body again answer 200 with that document (then
 * `afterReplay` checks nothing moved), the same key with another amount is 409 naming the
 * key, and no key at all is 400 naming it.
 */
export async function assertIdempotentReplay(
  app: FastifyInstance,
  token: string,
  url: string,
  request: { payload: object; key: string; firstId: string },
  afterReplay: () => Promise<void> = async () => {},
) {
  const { payload, key } = request;
  const again = await send(app, token, 'POST', url, { payload, key });
  assert.equal(again.statusCode, 200);
  assert.equal(again.json().id, request.firstId);
  await afterReplay();
  const reused = await send(app, token, 'POST', url, { payload: { ...payload, amount: 1 }, key });
  assert.equal(reused.statusCode, 409);
  assert.equal(reused.json().error.fields.idempotencyKey, PAYMENT_MESSAGES.idempotencyKeyReused);
  const noKey = await send(app, token, 'POST', url, { payload, key: null });
  assert.equal(noKey.statusCode, 400);
  assert.ok(noKey.json().error.fields.idempotencyKey);
}

/** `send`, and the answer's body parsed by `schema` (the status is the caller's to check). */
export async function sendParsed<T>(
  schema: { parse: (body: unknown) => T },
  ...request: Parameters<typeof send>
): Promise<T> {
  return schema.parse((await send(...request)).json());
}

/** A payment document as a member reads it (GET; the answer, whatever its status). */
export const readDocument = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  documentId: string,
) => send(app, token, 'GET', endpointPath(paymentEndpoints.document, { merchantId, documentId }));

/** The merchant's payment approvals as a member lists them (`search`: a query string). */
export const listApprovals = (
  app: FastifyInstance,
  token: string,
  merchantId: string,
  search = '',
) => send(app, token, 'GET', `${endpointPath(approvalEndpoints.list, { merchantId })}${search}`);

/** A money-moving POST (with `key`) that must answer 201: the payment document it answers. */
export async function postedDocument(
  app: FastifyInstance,
  token: string,
  url: string,
  request: { payload: object; key: string },
) {
  const res = await send(app, token, 'POST', url, request);
  assert.equal(res.statusCode, 201, res.body);
  return ZPaymentDocument.parse(res.json());
}
