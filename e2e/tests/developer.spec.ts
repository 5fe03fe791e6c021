import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountEndpoints,
  apiKeyEndpoints,
  endpointPath,
  publicApiEndpoints,
  qrCodeEndpoints,
  webhookEndpoints,
  webhookEventEndpoints,
} from '@arara/contracts';
import { expect, type Page } from '@playwright/test';
import { API_URL } from '../support/apps';
import { test } from '../support/fixtures';
import { currentBalance, type MerchantApi } from '../support/merchant';
import { chooseOption } from '../support/select';

// The developer platform from the outside (docs/developers.md, docs/webhooks.md): a key made on
// the page calls the public API, and a webhook reaches a server of the test's own, signed.

/** An amount of a few reais that no other test uses, so an event is this test's own. */
const someCents = () => 100 + Math.floor(Math.random() * 900);

/** The merchant has one active key at most: an earlier run's key would refuse the new one. */
async function revokeActiveKeys(api: MerchantApi) {
  const { items } = await api.call(apiKeyEndpoints.list);
  for (const key of items.filter((candidate) => candidate.status === 'active')) {
    await api.call(apiKeyEndpoints.revoke, { params: { apiKeyId: key.id } });
  }
}

/** Confirms a table action that asks first (revoke, delete): the confirmation's "yes". */
async function confirmAction(page: Page, label: string) {
  await page.getByRole('tooltip').getByRole('button', { name: label, exact: true }).click();
}

type Received = { eventId: string; type: string; signatureValid: boolean };

/**
 * A merchant's own webhook server on 127.0.0.1: it checks `Arara-Signature` itself (the
 * HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret, as docs/webhooks.md tells
 * merchants to) and records what arrived. It can stop and start again on the same port.
 */
function webhookReceiver() {
  const received: Received[] = [];
  let secret = '';
  let server: Server | null = null;
  let port = 0;

  const verify = (rawBody: string, header: string | undefined) => {
    if (!header || !secret) return false;
    const fields = Object.fromEntries(header.split(',').map((part) => part.split('=')));
    const t = Number(fields.t);
    if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
    const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
    const given = Buffer.from(fields.v1 ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const rawBody = Buffer.concat(chunks).toString('utf8');
          const body = JSON.parse(rawBody) as { id: string; type: string };
          const header = request.headers['arara-signature'];
          received.push({
            eventId: body.id,
            type: body.type,
            signatureValid:
              request.headers['arara-event-id'] === body.id &&
              verify(rawBody, typeof header === 'string' ? header : undefined),
          });
          response.writeHead(204).end();
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
      // The API keeps its connections alive: without this, close would wait for them.
      current.closeAllConnections();
    });

  return {
    received,
    start,
    stop,
    url: () => `http://127.0.0.1:${port}/arara-webhooks`,
    useSecret: (value: string) => {
      secret = value;
    },
  };
}

test.describe('developer', () => {
  test('a key created on the page calls the public API within its scopes, shows in the logs, and is refused once revoked', async ({
    signedInPage: page,
    demoMerchant: api,
    request,
  }) => {
    await revokeActiveKeys(api);
    const name = `Integração e2e ${Date.now()}`;

    await page.goto('/development/api-keys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create API key' });
    await drawer.getByLabel('Name').fill(name);
    await drawer.getByRole('checkbox', { name: 'Statements and balance', exact: true }).check();
    await drawer.getByRole('checkbox', { name: 'Institutions', exact: true }).check();
    await expect(drawer.getByRole('checkbox', { name: 'Balance get' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Create key' }).click();

    // The secret, shown this once.
    const modal = page.getByRole('dialog', { name: 'Your new API key' });
    const secret = await modal.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^arara_sk_[0-9A-Za-z]{40}$/);
    await modal.getByRole('button', { name: 'I have copied it' }).click();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).toContainText('Active');

    // The merchant's own system, with the key and no session.
    const headers = { Authorization: `Bearer ${secret}` };
    const balanceUrl = `${API_URL}${endpointPath(publicApiEndpoints.balance)}`;
    const balance = await request.get(balanceUrl, { headers });
    expect(balance.status()).toBe(200);
    expect(await balance.json()).toMatchObject({ current: await currentBalance(api) });
    // merchants.read was not chosen.
    const merchantUrl = `${API_URL}${endpointPath(publicApiEndpoints.merchant)}`;
    expect((await request.get(merchantUrl, { headers })).status()).toBe(403);

    // Both requests are in the log, with the key's prefix.
    await page.goto('/development/logs');
    const logRow = (path: string) =>
      page
        .getByRole('row')
        .filter({ hasText: path })
        .filter({ hasText: secret.slice(0, 12) });
    // The log may be written a moment after the answer: the page is read again until it is.
    await expect(async () => {
      await page.reload();
      await expect(logRow(endpointPath(publicApiEndpoints.balance)).first()).toContainText('200', {
        timeout: 5_000,
      });
      await expect(logRow(endpointPath(publicApiEndpoints.merchant)).first()).toContainText('403', {
        timeout: 5_000,
      });
    }).toPass({ timeout: 45_000 });

    // Revoked on the page: the same call is refused.
    await page.goto('/development/api-keys');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await confirmAction(page, 'Revoke');
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(row).toContainText('Revoked');
    expect((await request.get(balanceUrl, { headers })).status()).toBe(401);
  });

  test('a webhook added on the page reaches a receiver of our own, signed; a failed delivery reads failed and is re-sent from the page', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    test.setTimeout(150_000);
    const receiver = webhookReceiver();
    await receiver.start();
    try {
      // Webhooks an earlier, interrupted run left on a local receiver.
      const { items: webhooks } = await api.call(webhookEndpoints.list, { query: {} });
      for (const stale of webhooks.filter((webhook) => webhook.url.startsWith('http://127.'))) {
        await api.call(webhookEndpoints.remove, { params: { webhookId: stale.id } });
      }
      // The account of the seeded QR codes holds a Pix key; its bank account gets the webhook.
      const { items: seeded } = await api.call(qrCodeEndpoints.list, { query: { type: 'static' } });
      const [model] = seeded;
      if (!model) throw new Error('The demo merchant has no seeded static QR code');
      const { items: accounts } = await api.call(accountEndpoints.listVirtualAccounts);
      const account = accounts.find((candidate) => candidate.id === model.virtualAccountId);
      if (!account) throw new Error('The seeded QR code has no virtual account');
      const { bankAccount } = account;
      const code = await api.call(qrCodeEndpoints.create, {
        body: {
          type: 'static',
          virtualAccountId: account.id,
          description: `Webhook e2e ${Date.now()}`,
        },
      });
      const pay = (amount: number) =>
        api.call(qrCodeEndpoints.sandboxPay, { params: { qrCodeId: code.id }, body: { amount } });

      await page.goto('/development/webhooks');
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const drawer = page.getByRole('dialog', { name: 'Add webhook' });
      await chooseOption(
        page,
        drawer,
        'Bank account',
        `${bankAccount.bankName} · ${bankAccount.branchNumber} / ${bankAccount.accountNumber}`,
      );
      await drawer.getByLabel('URL').fill(receiver.url());
      await drawer.getByRole('checkbox', { name: 'Pix In' }).check();
      await drawer.getByRole('button', { name: 'Add webhook' }).click();

      const modal = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = await modal.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      receiver.useSecret(secret);
      await modal.getByRole('button', { name: 'I have copied it' }).click();
      const webhookRow = page.getByRole('row').filter({ hasText: receiver.url() });
      await expect(webhookRow).toContainText('Pix In');
      await expect(webhookRow).toContainText(`…${secret.slice(-4)}`);
      const webhook = (await api.call(webhookEndpoints.list, { query: {} })).items.find(
        (candidate) => candidate.url === receiver.url(),
      );
      if (!webhook) throw new Error('The webhook added on the page is not listed');
      const deliveries = async () =>
        (
          await api.call(webhookEventEndpoints.list, {
            query: { webhookId: webhook.id, limit: 100 },
          })
        ).items;

      // A payer pays the code: one pix_in, signed with the secret shown once.
      const firstAmount = someCents();
      await pay(firstAmount);
      await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
      await expect.poll(async () => (await deliveries())[0]?.status).toBe('sent');
      const [first] = await deliveries();
      expect(await deliveries()).toHaveLength(1);
      expect(receiver.received).toEqual([
        { eventId: first?.eventId, type: 'pix_in', signatureValid: true },
      ]);
      expect(first).toMatchObject({ type: 'pix_in', attempts: 1 });
      expect(first?.resource.amount).toBe(firstAmount);

      // The receiver is down: the next payment's attempt fails, and the event reads failed at
      // once, with the attempt's error and the time of the next retry (docs/webhooks.md
      // "Delivery").
      await receiver.stop();
      const secondAmount = someCents() + 1_000;
      await pay(secondAmount);
      await expect
        .poll(async () => (await deliveries()).find((item) => item.eventId !== first?.eventId))
        .toMatchObject({ status: 'failed', attempts: 1 });
      const second = (await deliveries()).find((item) => item.eventId !== first?.eventId);
      if (!second) throw new Error('The second payment made no event');
      expect(second.resource.amount).toBe(secondAmount);
      expect(second.nextAttemptAt).not.toBeNull();

      await page.goto(`/development/events?webhookId=${webhook.id}`);
      const eventRow = page.getByRole('row').filter({ hasText: (secondAmount / 100).toFixed(2) });
      await expect(eventRow).toContainText('Failed');
      await eventRow.getByRole('link', { name: 'Pix In' }).click();
      await expect(page).toHaveURL(new RegExp(`/development/events/${second.id}$`));
      await expect(page.getByText(second.eventId, { exact: true })).toBeVisible();
      const attempts = page.getByRole('table').last();
      await expect(attempts).toContainText('Connection failed: ECONNREFUSED');
      await expect(page.getByText('Failed', { exact: true })).toBeVisible();

      // Back up on the same port, re-sent from the page: the receiver gets the same event id
      // (twice, should the worker's own retry, 10 s ± 20 % after the failure, come first: it
      // de-duplicates by the id), signed, and the event reads sent.
      await receiver.start();
      await page.getByRole('button', { name: 'Re-send' }).click();
      await expect(page.getByText('Event queued to be sent again')).toBeVisible();
      await expect
        .poll(() => receiver.received.filter((item) => item.eventId === second.eventId).length)
        .toBeGreaterThan(0);
      expect(receiver.received.every((item) => item.signatureValid)).toBe(true);
      expect(receiver.received.every((item) => item.type === 'pix_in')).toBe(true);
      await expect
        .poll(async () => (await deliveries()).find((item) => item.id === second.id)?.status)
        .toBe('sent');
      const delivered = (await deliveries()).find((item) => item.id === second.id);
      await expect(async () => {
        await page.reload();
        await expect(page.getByText('Sent', { exact: true })).toBeVisible({ timeout: 8_000 });
      }).toPass({ timeout: 45_000 });
      // The header and one row per attempt: the failed one(s), then the one that reached it.
      await expect(attempts.getByRole('row')).toHaveCount((delivered?.attempts ?? 0) + 1);
      expect(delivered?.attempts).toBeGreaterThanOrEqual(2);

      // Deleted on the page, so the next run starts clean.
      await page.goto('/development/webhooks');
      await webhookRow.getByRole('button', { name: 'Delete' }).click();
      await confirmAction(page, 'Delete');
      await expect(page.getByText('Webhook deleted')).toBeVisible();
      await expect(webhookRow).toHaveCount(0);
    } finally {
      await receiver.stop();
    }
  });
});
