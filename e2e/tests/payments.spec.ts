import {
  accountEndpoints,
  paymentEndpoints,
  pixKeyEndpoints,
  qrCodeEndpoints,
  type TVirtualAccountDetail,
} from '@arara/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { motionSettled } from '../support/motion';
import { confirmWithPasswordAndCode } from '../support/step-up';
import { DEMO_USER } from '../support/apps';
import {
  availableBalance as available,
  currentBalance,
  demoApi,
  type MerchantApi,
  merchantApi,
} from '../support/merchant';

type Account = TVirtualAccountDetail;

/** The seeded merchant of another owner, and one of its Pix keys (services/api seed). */
const OTHER = {
  credentials: { email: 'other@arara.dev', password: DEMO_USER.password },
  name: 'Loja Exemplo Ltda',
  emailKey: 'pix@lojaexemplo.com.br',
};

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const typed = (cents: number) => (cents / 100).toFixed(2);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An amount of a few reais that no other test sends, so a delta is this test's own. */
const someCents = () => 100 + Math.floor(Math.random() * 900);

/** The merchant's active accounts, the one with the most money first. */
async function activeAccountsByBalance(api: MerchantApi): Promise<Account[]> {
  const { items } = await api.call(accountEndpoints.listVirtualAccounts);
  return items
    .filter((candidate) => candidate.status === 'active')
    .sort((a, b) => b.availableBalance - a.availableBalance);
}

/** The demo merchant's active account with the most money (the origin of the payments). */
async function richestAccount(api: MerchantApi): Promise<Account> {
  const [account] = await activeAccountsByBalance(api);
  if (!account) throw new Error('The demo merchant has no active virtual account');
  return account;
}

/**
 * A Pix of the demo owner to the other merchant: both merchants' APIs, the demo account that
 * pays (the richest) and an amount of its own.
 */
async function pixBetweenMerchants(request: APIRequestContext) {
  const payer = await demoApi(request);
  const receiver = await merchantApi(request, OTHER.credentials, OTHER.name);
  const origin = await richestAccount(payer);
  return { payer, receiver, origin, amount: someCents() };
}

/** Origin → destination looked up (key or pasted code) → the amount step. */
async function fillPix(
  page: Page,
  origin: Account,
  destination: { key: string } | { code: string },
  receiver: string,
) {
  await page.goto('/pix');
  await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'From account' })
    .getByRole('radio', { name: new RegExp(`^${escapeRegExp(origin.label)} `) })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  if ('key' in destination) {
    await page.getByLabel("Receiver's Pix key").fill(destination.key);
  } else {
    await page.getByRole('tab', { name: 'Copy and paste' }).click();
    await page.getByLabel('Pix copy-and-paste code').fill(destination.code);
  }
  await page.getByRole('button', { name: 'Look up receiver' }).click();
  await expect(page.getByText(receiver, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Review → password → the e-mailed code (the demo owner has no authenticator) → sent. */
async function confirmPix(page: Page, request: APIRequestContext, { double = false } = {}) {
  await expect(page.getByText('Check the transfer before sending')).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await confirmWithPasswordAndCode(page, request, 'Send Pix', { double });
  await expect(page.getByText('Transfer sent')).toBeVisible();
}

test.describe('[payments] Pix and transfers between accounts', () => {
  test('a Pix to a key of another merchant: both balances change and the public page shows it', async ({
    signedInPage: page,
    request,
    browser,
  }) => {
    const { payer, receiver, origin, amount } = await pixBetweenMerchants(request);
    const payerBefore = origin.availableBalance;
    const receiverBefore = await currentBalance(receiver);

    await fillPix(page, origin, { key: OTHER.emailKey }, OTHER.name);
    await page.getByLabel('Amount').fill(typed(amount));
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmPix(page, request);

    expect(await available(payer, origin.id)).toBe(payerBefore - amount);
    expect(await currentBalance(receiver)).toBe(receiverBefore + amount);

    // The receipt is public: a browser without a session opens it.
    await page.getByRole('link', { name: 'Open the public receipt' }).click();
    await expect(page).toHaveURL(/\/pix\/[^/]+$/);
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(page.url());
    await expect(visitor.getByRole('heading', { level: 2, name: 'Pix transaction' })).toBeVisible();
    await expect(visitor.getByText(brl(amount))).toBeVisible();
    await expect(visitor.getByText('Approved')).toBeVisible();
    await expect(visitor.getByText(OTHER.name)).toBeVisible();
    // Parties' documents are masked: the receiver's CNPJ never shows whole.
    await expect(visitor.getByText('77.788.899/9000-95')).toHaveCount(0);
    await anonymous.close();
  });

  test('a copy-and-paste code with a fixed amount locks the amount, pays exactly it and settles the QR code', async ({
    signedInPage: page,
    request,
  }) => {
    const { payer, receiver, origin, amount } = await pixBetweenMerchants(request);
    // The other merchant issues a dynamic QR code on the account that holds its Pix keys.
    const keys = await receiver.call(pixKeyEndpoints.list);
    const keyAccount = keys.items.find((key) => key.key === OTHER.emailKey)?.virtualAccountId;
    if (!keyAccount) throw new Error(`The other merchant has no key ${OTHER.emailKey}`);
    const issued = await receiver.call(qrCodeEndpoints.create, {
      body: {
        type: 'dynamic',
        virtualAccountId: keyAccount,
        amount,
        description: `E2E ${Date.now()}`,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(issued.status).toBe('pending');
    const receiverBefore = await currentBalance(receiver);

    await fillPix(page, origin, { code: issued.pixCode }, OTHER.name);
    const field = page.getByLabel('Amount');
    await expect(field).toHaveValue(typed(amount));
    await expect(field).not.toBeEditable();
    await expect(
      page.getByText('This Pix code sets the amount: it cannot be changed.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmPix(page, request);

    expect(await available(payer, origin.id)).toBe(origin.availableBalance - amount);
    expect(await currentBalance(receiver)).toBe(receiverBefore + amount);
    const settled = await receiver.call(qrCodeEndpoints.get, { params: { qrCodeId: issued.id } });
    expect(settled).toMatchObject({ status: 'paid', finalAmount: amount });
  });

  test('a double click on send moves the money once', async ({ signedInPage: page, request }) => {
    const { payer, receiver, origin, amount } = await pixBetweenMerchants(request);
    const receiverBefore = await currentBalance(receiver);
    const { items: before } = await payer.call(paymentEndpoints.documents, {
      query: { kind: 'out' },
    });

    await fillPix(page, origin, { key: OTHER.emailKey }, OTHER.name);
    await page.getByLabel('Amount').fill(typed(amount));
    await page.getByRole('button', { name: 'Continue' }).click();
    await confirmPix(page, request, { double: true });

    expect(await available(payer, origin.id)).toBe(origin.availableBalance - amount);
    expect(await currentBalance(receiver)).toBe(receiverBefore + amount);
    const { items: after } = await payer.call(paymentEndpoints.documents, {
      query: { kind: 'out' },
    });
    const added = after.filter((document) => !before.some((old) => old.id === document.id));
    expect(added).toHaveLength(1);
  });

  test('a transfer between accounts cancelled at review moves nothing', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    const [origin, destination] = await activeAccountsByBalance(api);
    if (!origin || !destination) throw new Error('The demo merchant needs two active accounts');
    const { items: before } = await api.call(paymentEndpoints.documents);

    await page.goto('/between-accounts');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Transfer between accounts' }),
    ).toBeVisible();
    const from = page.getByRole('radiogroup', { name: 'From account' });
    await from.getByRole('radio', { name: new RegExp(`^${escapeRegExp(origin.label)} `) }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('radiogroup', { name: 'To account' })
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(destination.label)} `) })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Amount').fill('10.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Check the transfer before sending')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this transfer?' });
    await expect(cancel).toContainText(
      'What you typed will be discarded and nothing will be sent.',
    );
    await motionSettled(cancel);
    await cancel.getByRole('button', { name: 'Discard transfer' }).click();
    await expect(cancel).toBeHidden();

    // Back at the first step with nothing chosen, and nothing moved.
    await expect(from.getByRole('radio')).not.toHaveCount(0);
    await expect(from.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await available(api, origin.id)).toBe(origin.availableBalance);
    expect(await available(api, destination.id)).toBe(destination.availableBalance);
    const { items: after } = await api.call(paymentEndpoints.documents);
    expect(after.map((document) => document.id)).toEqual(before.map((document) => document.id));
  });
});
