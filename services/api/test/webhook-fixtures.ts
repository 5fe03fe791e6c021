import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  endpointPath,
  qrCodeEndpoints,
  type TWebhookEventType,
  type TWebhookWithSecret,
  webhookEndpoints,
} from '@arara/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { virtualAccounts } from '../src/db/schema-ledger';
import { freshAddress } from './helper';
import { issueQrCode, keyAccountOf, memberSend, newKey } from './member-fixtures';

/** One POST a test receiver got. */
export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A local webhook receiver on 127.0.0.1 (the only address a test may call): it keeps what it
 * got and answers what `answer` says (200 by default).
 */
export async function startReceiver(answer: (received: Received) => number = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const item = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      };
      received.push(item);
      response.statusCode = answer(item);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until `check` answers true (every 20 ms, 10 s at most). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    assert.ok(Date.now() < until, `timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The bank account of a merchant's account that holds its Pix keys, and that account. */
export async function keyBankAccountOf(app: FastifyInstance, merchantId: string) {
  return bankAccountOf(app, await keyAccountOf(app, merchantId));
}

/** The bank account a virtual account lives on, and that account. */
export async function bankAccountOf(app: FastifyInstance, virtualAccountId: string) {
  const [row] = await app.db
    .select({ bankAccountId: virtualAccounts.bankAccountId })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.id, virtualAccountId));
  assert.ok(row);
  return { virtualAccountId, bankAccountId: row.bankAccountId };
}

/** A member creates a webhook (201 expected); the webhook and its secret. */
export async function createWebhook(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  body: { url: string; bankAccountId: string; events: TWebhookEventType[] },
): Promise<TWebhookWithSecret> {
  const res = await memberSend(
    app,
    token,
    'POST',
    endpointPath(webhookEndpoints.create, { merchantId }),
    body,
  );
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as TWebhookWithSecret;
}

/**
 * The sandbox payer pays a new dynamic QR code of the merchant (a Pix In): the QR code's id and
 * the answer of the payment.
 */
export async function sandboxPixIn(
  app: FastifyInstance,
  token: string,
  merchantId: string,
  amount: number,
  qrCodeId?: string,
) {
  let id = qrCodeId;
  if (!id) {
    const issued = await issueQrCode(app, token, merchantId, {
      type: 'dynamic',
      virtualAccountId: await keyAccountOf(app, merchantId),
      amount,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal(issued.statusCode, 201, issued.body);
    id = (issued.json() as { id: string }).id;
  }
  const paid = await app.inject({
    method: 'POST',
    url: endpointPath(qrCodeEndpoints.sandboxPay, { merchantId, qrCodeId: id }),
    remoteAddress: freshAddress(),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': newKey() },
    payload: {},
  });
  return { qrCodeId: id, response: paid };
}
