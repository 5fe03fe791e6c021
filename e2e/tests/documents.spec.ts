import { accountEndpoints, paymentEndpoints } from '@arara/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { availableBalance as available, receivedPix } from '../support/merchant';
import { confirmWithPasswordAndCode } from '../support/step-up';
import { motionSettled } from '../support/motion';
import { chooseOption } from '../support/select';

// The documents remote over the real API: a Pix to another bank's BR Code followed from
// processing to completed on its page; a received Pix refunded in part from its page, the
// return listed under Returns with its own receipt.

/** A static BR Code as Banco Central's manual prints it: a key at another institution. */
const MANUAL_BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);
/** An amount no other test uses, so a delta is this test's own. */
const someCents = () => 2_000 + Math.floor(Math.random() * 8_000);

/** Downloads the receipt of the page's document: a PDF. */
async function downloadReceipt(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe('documents', () => {
  test('a BR Code of another bank is paid: its page goes from processing to completed and gives its receipt', async ({
    signedInPage: page,
    demoMerchant: api,
    request,
  }) => {
    const { items: accounts } = await api.call(accountEndpoints.listVirtualAccounts);
    const [origin] = accounts
      .filter((account) => account.status === 'active')
      .sort((a, b) => b.availableBalance - a.availableBalance);
    if (!origin) throw new Error('The demo merchant has no active virtual account');
    const amount = someCents();
    const before = origin.availableBalance;

    await page.goto('/pix');
    await page
      .getByRole('radiogroup', { name: 'From account' })
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(origin.label)} `) })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Copy and paste' }).click();
    await page.getByLabel('Pix copy-and-paste code').fill(MANUAL_BR_CODE);
    await page.getByRole('button', { name: 'Look up receiver' }).click();
    await expect(page.getByText('Fulano de Tal', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Amount').fill((amount / 100).toFixed(2));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Check the transfer before sending')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await confirmWithPasswordAndCode(page, request, 'Send Pix');

    // Not final yet: the money is held while the other bank settles it.
    await expect(page.getByText('Transfer sent: processing')).toBeVisible();
    expect(await available(api, origin.id)).toBe(before - amount);
    await page.getByRole('link', { name: 'Follow it on its page' }).click();
    await expect(page).toHaveURL(/\/documents\/out\/[0-9a-f-]{36}$/);
    const documentId = page.url().split('/').at(-1) ?? '';
    // The page follows it by itself to completed.
    await expect(page.getByText('Approved').first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('tab', { name: 'Stages' }).click();
    await expect(page.getByText('Completed')).toBeVisible();
    await downloadReceipt(page);
    const settled = await api.call(paymentEndpoints.document, { params: { documentId } });
    expect(settled).toMatchObject({
      status: 'approved',
      amount,
      counterpartyName: 'Fulano de Tal',
    });
    expect(settled.endToEndId).toMatch(/^E\d{8}\d{12}[0-9A-Za-z]{11}$/);
    expect(await available(api, origin.id)).toBe(before - amount);
  });

  test('a received Pix refunded in part from its page: the return is listed under Returns with its receipt', async ({
    signedInPage: page,
    demoMerchant: api,
    request,
  }) => {
    const amount = someCents();
    const refund = Math.floor(amount / 4);
    const entry = await receivedPix(api, amount, 'Documentos e2e');
    const before = await available(api, entry.virtualAccountId);

    await page.goto(`/documents/entries/${entry.id}`);
    await expect(page.getByText(entry.reference).first()).toBeVisible();
    await page.getByRole('button', { name: 'Refund' }).click();
    const drawer = page.getByRole('dialog', { name: 'Refund this Pix' });
    await expect(drawer).toBeVisible();
    await motionSettled(drawer);
    await expect(drawer).toContainText(brl(amount));
    // More than what is left is refused on the form, and what was typed stays.
    await drawer.getByLabel('Amount').fill(((amount + 1) / 100).toFixed(2));
    await chooseOption(page, drawer, 'Reason', 'MD06 · Requested by the payer');
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expect(
      drawer.getByText('The refund is more than what is left to refund of this Pix'),
    ).toBeVisible();
    await drawer.getByLabel('Amount').fill((refund / 100).toFixed(2));
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await confirmWithPasswordAndCode(page, request, 'Refund');

    // The return's own page: refunded, linked to the Pix, with its receipt.
    await expect(page).toHaveURL(/\/documents\/returns\/[0-9a-f-]{36}$/);
    const returnId = page.url().split('/').at(-1) ?? '';
    await expect(page.getByText('Refund sent')).toBeVisible();
    await page.getByRole('tab', { name: 'Stages' }).click();
    await expect(page.getByText('Refund requested')).toBeVisible();
    await downloadReceipt(page);
    expect(await available(api, entry.virtualAccountId)).toBe(before - refund);
    const original = await api.call(paymentEndpoints.document, {
      params: { documentId: entry.id },
    });
    expect(original).toMatchObject({ status: 'approved', refundedAmount: refund });

    // Returns lists it.
    await page.goto('/documents/returns');
    await expect(page.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ hasText: brl(refund) })
      .first();
    await expect(row).toBeVisible();
    const { items: returns } = await api.call(paymentEndpoints.documents, {
      query: { kind: 'return' },
    });
    expect(returns.find((document) => document.id === returnId)).toMatchObject({
      relatedDocumentId: entry.id,
      amount: refund,
      direction: 'out',
    });
  });
});
