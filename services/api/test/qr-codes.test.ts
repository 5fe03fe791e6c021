import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import {
  endpointPath,
  generateBrCode,
  parseBrCode,
  paymentEndpoints,
  QR_CODE_MESSAGES,
  qrCodeEndpoints,
  ZQrCode,
  ZQrCodesResponse,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import { virtualAccounts } from '../src/db/schema-ledger';
import { pixKeys } from '../src/db/schema-pix-keys';
import { qrCodes } from '../src/db/schema-qr-codes';
import { freshAddress, useTestApp, withSandbox } from './helper';
import { assertLedgerInvariants } from './ledger-fixtures';
import {
  EMAILS,
  issueQrCode,
  keyAccountOf,
  memberSend,
  pixWithEmailedCode,
  qrCodeDetail,
  useSignedInTeam,
  virtualAccountIds,
} from './member-fixtures';

const send = memberSend;

describe('QR codes', () => {
  const t = useTestApp({ money: withSandbox() });
  const everyone = useSignedInTeam(t);
  let otherAccount = '';
  let payerAccount = '';
  const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

  before(async () => {
    // The other merchant's account that holds its seeded Pix keys receives the payments.
    otherAccount = await keyAccountOf(t.app, everyone.otherMerchantId);
    [payerAccount = ''] = await virtualAccountIds(t, everyone.merchantA);
  });

  const issue = (payload: object) =>
    issueQrCode(t.app, everyone.other, everyone.otherMerchantId, payload);
  /** A dynamic code of the other merchant for `amount`, due tomorrow. */
  const issueDynamic = async (amount: number) =>
    ZQrCode.parse(
      (
        await issue({
          type: 'dynamic',
          virtualAccountId: otherAccount,
          amount,
          expiresAt: tomorrow(),
        })
      ).json(),
    );
  const detailOf = (id: string) =>
    qrCodeDetail(t.app, everyone.other, everyone.otherMerchantId, id);

  /** The demo owner pays a BR Code from merchant A (password + e-mailed code). */
  const pay = (code: string, amount: number) =>
    pixWithEmailedCode(t.app, everyone.tokens.owner, everyone.merchantA, EMAILS.owner, {
      virtualAccountId: payerAccount,
      destination: { type: 'code', code },
      amount,
    });
  const preview = (code: string) =>
    send(
      t.app,
      everyone.tokens.owner,
      'POST',
      endpointPath(paymentEndpoints.pixPreview, { merchantId: everyone.merchantA }),
      {
        destination: { type: 'code', code },
      },
    );

  test('issue: a dynamic code with its value and expiry, a static one; bad input names its field', async () => {
    const dynamic = await issue({
      type: 'dynamic',
      virtualAccountId: otherAccount,
      amount: 4_990,
      description: 'Pedido 42',
      externalId: 'order-42',
      expiresAt: tomorrow(),
    });
    assert.equal(dynamic.statusCode, 201, dynamic.body);
    const code = ZQrCode.parse(dynamic.json());
    assert.equal(code.status, 'pending');
    assert.equal(code.amount, 4_990);
    const parsed = parseBrCode(code.pixCode);
    assert.equal(parsed.ok, true);
    if (parsed.ok) {
      assert.equal(parsed.value.amountCents, 4_990);
      assert.equal(parsed.value.txid, code.reference);
      assert.equal(parsed.value.key, code.pixKey);
    }

    const statik = await issue({ type: 'static', virtualAccountId: otherAccount });
    assert.equal(statik.statusCode, 201, statik.body);
    assert.equal(ZQrCode.parse(statik.json()).amount, null);

    const missing = await issue({ type: 'dynamic', virtualAccountId: otherAccount });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error.fields.amount, QR_CODE_MESSAGES.amountRequired);
    assert.equal(missing.json().error.fields.expiresAt, QR_CODE_MESSAGES.expirationRequired);
    const past = await issue({
      type: 'dynamic',
      virtualAccountId: otherAccount,
      amount: 100,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().error.fields.expiresAt, QR_CODE_MESSAGES.expirationPast);
    const again = await issue({
      type: 'static',
      virtualAccountId: otherAccount,
      externalId: 'order-42',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error.fields.externalId, QR_CODE_MESSAGES.externalIdTaken);

    // Lists by type; another merchant sees none of it; a viewer cannot issue.
    const list = await send(
      t.app,
      everyone.other,
      'GET',
      `${endpointPath(qrCodeEndpoints.list, { merchantId: everyone.otherMerchantId })}?type=dynamic`,
    );
    const items = ZQrCodesResponse.parse(list.json()).items;
    assert.ok(items.every((item) => item.type === 'dynamic'));
    assert.ok(items.some((item) => item.id === code.id));
    const foreign = await send(
      t.app,
      everyone.tokens.owner,
      'GET',
      endpointPath(qrCodeEndpoints.get, { merchantId: everyone.merchantA, qrCodeId: code.id }),
    );
    assert.equal(foreign.statusCode, 404);
    assert.equal(foreign.json().error.message, 'QR Code not found');
    const viewer = await send(
      t.app,
      everyone.tokens.viewer,
      'POST',
      endpointPath(qrCodeEndpoints.list, { merchantId: everyone.merchantA }),
      {
        type: 'static',
        virtualAccountId: payerAccount,
      },
    );
    assert.equal(viewer.statusCode, 403);
  });

  test('a dynamic code is paid once: the Pix credits the account and marks it paid; a second payer is refused', async () => {
    const code = await issueDynamic(2_500);
    const paid = await pay(code.pixCode, 2_500);
    assert.equal(paid.statusCode, 201, paid.body);
    const detail = await detailOf(code.id);
    assert.equal(detail.status, 'paid');
    assert.equal(detail.finalAmount, 2_500);
    assert.equal(detail.netAmount, 2_500);
    assert.ok(detail.paidAt);

    const previewAgain = await preview(code.pixCode);
    assert.equal(previewAgain.statusCode, 409);
    assert.equal(
      previewAgain.json().error.fields['destination.code'],
      QR_CODE_MESSAGES.alreadyPaid,
    );
    const twice = await pay(code.pixCode, 2_500);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error.fields['destination.code'], QR_CODE_MESSAGES.alreadyPaid);
    await assertLedgerInvariants(t.app.db);
  });

  /** The code as someone who copied it can rewrite it: other fields, a valid CRC. */
  function tamper(pixCode: string, change: { amountCents?: number; key?: string }): string {
    const parsed = parseBrCode(pixCode);
    assert.ok(parsed.ok);
    const { value } = parsed;
    return generateBrCode({
      kind: value.kind,
      key: change.key ?? value.key ?? '',
      ...(value.description ? { description: value.description } : {}),
      amountCents: change.amountCents ?? value.amountCents ?? undefined,
      merchantName: value.merchantName,
      merchantCity: value.merchantCity,
      ...(value.txid ? { txid: value.txid } : {}),
    });
  }

  test('a copy of a dynamic code with another value (field 54 rewritten, CRC recomputed) or another key is refused; the code stays payable by its own value', async () => {
    const code = await issueDynamic(100_000);
    // Merchant A pays 1 cent with a copy that says 0.01.
    const cheap = tamper(code.pixCode, { amountCents: 1 });
    assert.equal(parseBrCode(cheap).ok, true);
    const refusedPreview = await preview(cheap);
    assert.equal(refusedPreview.statusCode, 409);
    assert.equal(
      refusedPreview.json().error.fields['destination.code'],
      QR_CODE_MESSAGES.amountMismatch,
    );
    const oneCent = await pay(cheap, 1);
    assert.equal(oneCent.statusCode, 409, oneCent.body);
    assert.equal(oneCent.json().error.fields['destination.code'], QR_CODE_MESSAGES.amountMismatch);
    let detail = await detailOf(code.id);
    assert.equal(detail.status, 'pending');
    assert.equal(detail.finalAmount, 0);
    assert.equal(detail.payments, 0);

    // Another key of the same receiver, same txid: refused as well.
    const keys = await t.app.db
      .select({ key: pixKeys.key })
      .from(pixKeys)
      .where(eq(pixKeys.merchantId, everyone.otherMerchantId));
    const foreignKey = keys.find((row) => row.key !== code.pixKey)?.key;
    assert.ok(foreignKey, 'the receiver has a second Pix key');
    const rekeyed = await pay(tamper(code.pixCode, { key: foreignKey }), 100_000);
    assert.equal(rekeyed.statusCode, 409, rekeyed.body);
    assert.equal(rekeyed.json().error.fields['destination.code'], QR_CODE_MESSAGES.keyMismatch);
    assert.equal((await detailOf(code.id)).status, 'pending');

    // The real payer, with the code as issued, still pays it.
    const paid = await pay(code.pixCode, 100_000);
    assert.equal(paid.statusCode, 201, paid.body);
    detail = await detailOf(code.id);
    assert.equal(detail.status, 'paid');
    assert.equal(detail.finalAmount, 100_000);
    assert.equal(detail.payments, 1);
    await assertLedgerInvariants(t.app.db);
  });

  test('a fixed-value static code is not paid by a copy with another value', async () => {
    const code = ZQrCode.parse(
      (await issue({ type: 'static', virtualAccountId: otherAccount, amount: 5_000 })).json(),
    );
    const res = await pay(tamper(code.pixCode, { amountCents: 50 }), 50);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error.fields['destination.code'], QR_CODE_MESSAGES.amountMismatch);
    assert.equal((await detailOf(code.id)).payments, 0);
    assert.equal((await pay(code.pixCode, 5_000)).statusCode, 201);
  });

  test('an expired code cannot be paid; a static code takes several payments', async () => {
    const code = await issueDynamic(1_000);
    await t.app.db
      .update(qrCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(qrCodes.id, code.id));
    const listed = await send(
      t.app,
      everyone.other,
      'GET',
      `${endpointPath(qrCodeEndpoints.list, { merchantId: everyone.otherMerchantId })}?type=dynamic&status=expired`,
    );
    assert.ok(ZQrCodesResponse.parse(listed.json()).items.some((item) => item.id === code.id));
    const refused = await pay(code.pixCode, 1_000);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error.fields['destination.code'], QR_CODE_MESSAGES.expired);

    const statik = ZQrCode.parse(
      (
        await issue({ type: 'static', virtualAccountId: otherAccount, description: 'Gorjeta' })
      ).json(),
    );
    for (const amount of [300, 700]) {
      const res = await pay(statik.pixCode, amount);
      assert.equal(res.statusCode, 201, res.body);
    }
    const detail = await detailOf(statik.id);
    assert.equal(detail.status, 'pending');
    assert.equal(detail.payments, 2);
    assert.equal(detail.finalAmount, 1_000);
  });

  test('sandbox pay: the account is credited once per key with a Pix entry document; expired and paid codes are refused', async () => {
    const balance = async () => {
      const [row] = await t.app.db
        .select({ balance: virtualAccounts.balance })
        .from(virtualAccounts)
        .where(eq(virtualAccounts.id, otherAccount));
      return row?.balance ?? 0;
    };
    const sandboxPay = (id: string, key: string, payload: object = {}, token = everyone.other) =>
      t.app.inject({
        method: 'POST',
        url: endpointPath(qrCodeEndpoints.sandboxPay, {
          merchantId: everyone.otherMerchantId,
          qrCodeId: id,
        }),
        remoteAddress: freshAddress(),
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload,
      });
    const code = await issueDynamic(3_300);
    const start = await balance();
    const key = `sandbox-${Date.now()}`;
    const [first, second] = await Promise.all([sandboxPay(code.id, key), sandboxPay(code.id, key)]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(ZQrCode.parse(first.json()).status, 'paid');
    assert.equal(await balance(), start + 3_300);
    const again = await sandboxPay(code.id, `${key}-other`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error.fields.status, QR_CODE_MESSAGES.alreadyPaid);
    assert.equal(await balance(), start + 3_300);
    await assertLedgerInvariants(t.app.db);

    const documents = await send(
      t.app,
      everyone.other,
      'GET',
      `${endpointPath(paymentEndpoints.documents, { merchantId: everyone.otherMerchantId })}?kind=entry`,
    );
    const entry = documents
      .json()
      .items.find((item: { txid: string | null }) => item.txid === code.reference);
    assert.ok(entry, 'an entry document with the code as txid');
    assert.equal(entry.method, 'pix');
    assert.equal(entry.amount, 3_300);

    // A static code without a value needs the amount; a fixed value cannot change.
    const statik = ZQrCode.parse(
      (await issue({ type: 'static', virtualAccountId: otherAccount })).json(),
    );
    const noAmount = await sandboxPay(statik.id, `${key}-s1`);
    assert.equal(noAmount.statusCode, 400);
    assert.equal(noAmount.json().error.fields.amount, QR_CODE_MESSAGES.amountRequired);
    assert.equal((await sandboxPay(statik.id, `${key}-s2`, { amount: 450 })).statusCode, 200);
    const fixed = ZQrCode.parse(
      (await issue({ type: 'static', virtualAccountId: otherAccount, amount: 900 })).json(),
    );
    const changed = await sandboxPay(fixed.id, `${key}-f1`, { amount: 901 });
    assert.equal(changed.statusCode, 400);

    const late = await issueDynamic(1_000);
    await t.app.db
      .update(qrCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(qrCodes.id, late.id));
    const expired = await sandboxPay(late.id, `${key}-e1`);
    assert.equal(expired.statusCode, 409);
    assert.equal(expired.json().error.fields.status, QR_CODE_MESSAGES.expired);
    assert.equal(await balance(), start + 3_300 + 450);

    // Another merchant's code is not found.
    const foreign = await t.app.inject({
      method: 'POST',
      url: endpointPath(qrCodeEndpoints.sandboxPay, {
        merchantId: everyone.merchantA,
        qrCodeId: statik.id,
      }),
      remoteAddress: freshAddress(),
      headers: { authorization: `Bearer ${everyone.tokens.owner}`, 'idempotency-key': `${key}-x` },
      payload: { amount: 100 },
    });
    assert.equal(foreign.statusCode, 404);
    await assertLedgerInvariants(t.app.db);
  });
});
