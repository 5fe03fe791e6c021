import {
  accountEndpoints,
  openFinanceEndpoints,
  paymentEndpoints,
  qrCodeEndpoints,
} from '@arara/contracts';
import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { availableBalance as available, newStaticQrCode } from '../support/merchant';
import { motionSettled } from '../support/motion';
import { chooseOption } from '../support/select';

// Money that arrives from outside the platform, played by the sandbox: a payer paying a QR code.

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);
/** An amount of a few reais that no other test uses, so a delta is this test's own. */
const someCents = () => 100 + Math.floor(Math.random() * 900);

test.describe('receiving', () => {
  test('a sandbox payer pays a QR code without a value: the account is credited and the code counts it', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    const code = await newStaticQrCode(api, `Gorjeta e2e ${Date.now()}`);
    const amount = someCents();
    const before = await available(api, code.virtualAccountId);

    await page.goto(`/initiation/qrcodes/${code.id}`);
    await expect(page.getByRole('heading', { name: 'Sandbox: pay this code' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay in sandbox' }).click();
    await expect(page.getByText('A dynamic QR code needs a value.')).toBeVisible();
    await page.getByLabel('Amount to pay').fill((amount / 100).toFixed(2));
    await page.getByRole('button', { name: 'Pay in sandbox' }).click();
    await expect(page.getByText('Payment received: the account was credited')).toBeVisible();

    // The detail reads the code again: one payment of the amount.
    const finalValue = page.getByRole('row').filter({ hasText: 'Final value' });
    await expect(finalValue).toContainText(brl(amount));
    expect(await available(api, code.virtualAccountId)).toBe(before + amount);
    const settled = await api.call(qrCodeEndpoints.get, { params: { qrCodeId: code.id } });
    expect(settled).toMatchObject({ payments: 1, finalAmount: amount });
    const { items: entries } = await api.call(paymentEndpoints.documents, {
      query: { kind: 'entry' },
    });
    expect(entries.find((document) => document.txid === code.reference)).toMatchObject({
      kind: 'entry',
      method: 'pix',
      amount,
    });
  });

  test('open finance: a request created on the page is authorised by the sandbox payer and the money arrives once', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    const { items: accounts } = await api.call(accountEndpoints.listVirtualAccounts);
    const account = accounts.find((candidate) => candidate.status === 'active');
    if (!account) throw new Error('The demo merchant has no active virtual account');
    const amount = someCents();
    const description = `Pedido e2e ${Date.now()}`;
    const before = await available(api, account.id);

    await page.goto('/initiation/open-finance');
    await page.getByRole('button', { name: /New payment request/ }).click();
    const create = page.getByRole('dialog', { name: 'New payment request' });
    await chooseOption(page, create, 'Receiving account', account.label);
    await create.getByLabel('Amount').fill((amount / 100).toFixed(2));
    await chooseOption(page, create, 'Payer institution', 'Nubank');
    await create.getByLabel('Payer name').fill('Beatriz Almeida');
    await create.getByLabel('Description').fill(description);
    await create.getByRole('button', { name: 'Create request' }).click();

    // The new request opens in its drawer, awaiting the payer.
    await expect(page).toHaveURL(/[?&]request=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('request') ?? '';
    const detail = page.getByRole('dialog', { name: 'Payment request', exact: true });
    await expect(detail.getByText('Awaiting authorisation')).toBeVisible();
    expect(await available(api, account.id)).toBe(before);

    // A double click authorises once.
    await motionSettled(detail);
    await detail.getByRole('button', { name: 'Authorise payment' }).dblclick();
    await expect(
      page.getByText('Payment authorised: the money arrived in the account.').first(),
    ).toBeVisible();
    await expect(detail.getByText('Completed')).toBeVisible();
    expect(await available(api, account.id)).toBe(before + amount);
    const settled = await api.call(openFinanceEndpoints.get, {
      params: { initiationId: id },
    });
    expect(settled).toMatchObject({ status: 'completed', amount });
    expect(settled.endToEndId).toMatch(/^E/);
    await expect(detail.getByText(settled.endToEndId ?? '')).toBeVisible();

    // The list shows it completed.
    await page.keyboard.press('Escape');
    const row = page.getByRole('row').filter({ hasText: settled.reference });
    await expect(row.getByText('Completed')).toBeVisible();
  });
});
