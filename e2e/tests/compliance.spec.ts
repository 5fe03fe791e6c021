import {
  accountEndpoints,
  infractionEndpoints,
  merchantEndpoints,
  paymentEndpoints,
  pixKeyEndpoints,
  type TPixDestination,
} from '@arara/contracts';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { signInToBackOffice } from '../support/admin';
import { DEMO_USER } from '../support/apps';
import { randomCnpj, randomCpf } from '../support/documents';
import { test } from '../support/fixtures';
import { codeFromMailbox, mailboxMark } from '../support/mailbox';
import { availableBalance, type MerchantApi, merchantApi, receivedPix } from '../support/merchant';
import { motionSettled } from '../support/motion';
import { chooseOption } from '../support/select';

// The compliance remote over the real API, across remotes: a new merchant's onboarding with its
// documents, reviewed in the back office (admin remote: revision, then approval) before money
// can leave it; a received Pix (documents remote) gets an infraction from the payer's
// institution (sandbox), the amount is held, and the merchant defends it with an attachment.

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);
/** An amount no other test uses, so a delta is this test's own. */
const someCents = () => 3_000 + Math.floor(Math.random() * 7_000);

/** A small real PDF, as a merchant would attach. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('[compliance] infractions', () => {
  test('an infraction opened on a received Pix holds its amount; the merchant defends with an attachment', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    const amount = someCents();
    const entry = await receivedPix(api, amount, 'Infração e2e');
    const availableBefore = await availableBalance(api, entry.virtualAccountId);

    // The payer's institution opens it, from the received Pix's page (sandbox).
    await page.goto(`/documents/entries/${entry.id}`);
    await page.getByRole('button', { name: 'Simulate an infraction (sandbox)' }).click();
    const open = page.getByRole('dialog', { name: 'Simulate an infraction (sandbox)' });
    await motionSettled(open);
    await open.getByRole('button', { name: 'Open infraction' }).click();
    await expect(page).toHaveURL(/\/infractions\/[0-9a-f-]{36}$/);
    const infractionId = page.url().split('/').pop() ?? '';

    // The cautionary hold: the whole Pix, held on its virtual account.
    const hold = page.getByRole('region', { name: 'Cautionary hold' });
    await expect(hold.getByText(brl(amount))).toBeVisible();
    await expect(hold.getByText('Held', { exact: true })).toBeVisible();
    expect(await availableBalance(api, entry.virtualAccountId)).toBe(availableBefore - amount);

    // The defense: title, description and a PDF, uploaded with its progress.
    const form = page.getByRole('form', { name: 'Send a defense' });
    await form.getByLabel('Title').fill('Legitimate sale');
    await form
      .getByLabel('Description')
      .fill('The customer bought and received the goods; invoice attached.');
    await form.getByLabel('Add files').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(form.getByText('invoice.pdf')).toBeVisible();
    await form.getByRole('button', { name: 'Send defense' }).click();
    await expect(page.getByText('Defense sent')).toBeVisible();

    const defenses = page.getByRole('region', { name: 'Defense history' });
    await expect(defenses.getByText('Legitimate sale')).toBeVisible();
    await expect(defenses.getByText('invoice.pdf')).toBeVisible();
    const infraction = await api.call(infractionEndpoints.get, { params: { infractionId } });
    expect(infraction.status).toBe('DEFENDED');
    expect(infraction.heldAmount).toBe(amount);
    expect(infraction.defenses[0]?.attachments.map((file) => [file.filename, file.type])).toEqual([
      ['invoice.pdf', 'pdf'],
    ]);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const DOCUMENTS = [
  ['Identity document (front)', 'rg-frente.png', PNG],
  ['Identity document (back)', 'rg-verso.png', PNG],
  ['Proof of address', 'comprovante.pdf', PDF],
  ['Company formation', 'contrato-social.pdf', PDF],
  ['Proof of ownership', 'quadro-societario.pdf', PDF],
] as const;

async function fillPerson(scope: Locator, person: { first: string; last: string; cpf: string }) {
  await scope.getByLabel('First name').fill(person.first);
  await scope.getByLabel('Last name').fill(person.last);
  await scope.getByLabel('Birth date').fill('1984-05-17');
  await scope.getByLabel('CPF').fill(person.cpf);
}

async function fillAddress(page: Page, scope: Locator, street: string) {
  await scope.getByLabel('Postal code (CEP)').fill('01310-100');
  await scope.getByLabel('Address', { exact: true }).fill(street);
  await scope.getByLabel('City').fill('São Paulo');
  // 27 states in a virtual list: typed to filter it, then picked.
  await scope.getByLabel('State', { exact: true }).fill('SP');
  await chooseOption(page, scope, 'State', 'SP');
}

/** Basic Data, Documents (uploaded), Review: the onboarding of a company, submitted. */
async function fillOnboarding(page: Page, cnpj: string, name: string) {
  const representative = page.getByRole('region', { name: 'Representative', exact: true });
  await fillPerson(representative, { first: 'Helena', last: 'Souza', cpf: randomCpf() });
  await representative.getByLabel('E-mail').fill('helena@example.com.br');
  await representative.getByLabel('Phone').fill('11912345678');
  await fillAddress(
    page,
    page.getByRole('region', { name: 'Representative address' }),
    'Av. Paulista, 1000',
  );
  const company = page.getByRole('region', { name: 'Company', exact: true });
  await company.getByLabel('Legal name').fill(name);
  await company.getByLabel('CNPJ').fill(cnpj);
  await company.getByLabel('Formation date').fill('2019-03-01');
  await company.getByLabel('Company e-mail').fill('contato@example.com.br');
  await fillAddress(
    page,
    page.getByRole('region', { name: 'Company address' }),
    'Rua Augusta, 500',
  );
  await page.getByRole('button', { name: 'Add beneficial owner' }).click();
  const owner = page.getByRole('group', { name: 'Beneficial owner 1' });
  await fillPerson(owner, { first: 'Rafael', last: 'Lima', cpf: randomCpf() });
  await owner.getByLabel('Ownership percentage').fill('60');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  for (const [type, filename, content] of DOCUMENTS) {
    const slot = page.getByRole('region', { name: type });
    await slot
      .getByLabel(`Choose the file of ${type}`)
      .setInputFiles({ name: filename, mimeType: 'application/octet-stream', buffer: content });
    await expect(slot.getByText(filename)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Onboarding pending')).toBeVisible();
}

/** The back office in its own browser session, signed in on the KYC list. */
async function backOffice(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInToBackOffice(page, '/admin/kyc');
  return page;
}

/** The case of the merchant, from the list filtered by its name (a new page load each time). */
async function openCase(admin: Page, name: string) {
  await admin.goto(`/admin/kyc?name=${encodeURIComponent(name)}`);
  await admin.getByRole('link', { name }).click();
  await expect(admin.getByRole('heading', { name })).toBeVisible();
}

/** A Pix of the new merchant to another bank's key, with the e-mailed code (API). */
async function sendPix(request: APIRequestContext, api: MerchantApi, virtualAccountId: string) {
  const destination: TPixDestination = { type: 'key', key: randomCpf() };
  const mark = await mailboxMark(request, DEMO_USER.email);
  await api.call(paymentEndpoints.pixCode, { body: { amount: 1_000, destination } });
  const code = await codeFromMailbox(request, DEMO_USER.email, mark);
  return api.call(paymentEndpoints.pixTransfer, {
    body: { virtualAccountId, destination, amount: 1_000, password: DEMO_USER.password, code },
  });
}

test.describe('[compliance] onboarding and KYC', () => {
  test('a new merchant onboards with its documents; the back office asks for a revision, then approves; now it can send a Pix', async ({
    signedInPage: page,
    request,
    browser,
    demoMerchant: demo,
  }) => {
    test.setTimeout(180_000);
    const cnpj = randomCnpj();
    const name = `Sanhaço Comércio ${cnpj.slice(0, 6)} Ltda`;
    await demo.call(merchantEndpoints.create, { body: { name, document: cnpj } });
    const api = await merchantApi(request, DEMO_USER, name);

    await page.goto(`/onboarding/${api.merchant.id}`);
    await page.getByRole('button', { name: 'Start onboarding' }).click();
    await fillOnboarding(page, cnpj, name);

    // The back office asks for a revision, with a reason the merchant reads.
    const admin = await backOffice(browser);
    await openCase(admin, name);
    await admin.getByRole('button', { name: 'Request revision' }).click();
    const revision = admin.getByRole('dialog', { name: 'Request a revision' });
    await motionSettled(revision);
    await revision.getByLabel('Reason').fill('The proof of address is older than 90 days.');
    await revision.getByRole('button', { name: 'Request revision' }).click();
    await expect(admin.getByText('Revision requested')).toBeVisible();

    await page.reload();
    await expect(
      page.getByText('Revision requested: correct the onboarding and submit it again'),
    ).toBeVisible();
    await expect(page.getByText('The proof of address is older than 90 days.')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const proof = page.getByRole('region', { name: 'Proof of address' });
    await proof
      .getByLabel('Choose the file of Proof of address')
      .setInputFiles({ name: 'comprovante-novo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(proof.getByText('comprovante-novo.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Onboarding pending')).toBeVisible();

    await openCase(admin, name);
    await admin.getByRole('button', { name: 'Approve all' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve this KYC case?' });
    await motionSettled(approve);
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText('KYC approved')).toBeVisible();
    // The case's activity history (antd's timeline, loaded when first drawn) lists both
    // decisions, the revision with its reason.
    await openCase(admin, name);
    const history = admin.getByTestId('kyc-activity-line');
    await expect(history.filter({ hasText: 'approved the KYC' })).toHaveCount(1);
    await expect(
      history.filter({ hasText: 'Reason: The proof of address is older than 90 days.' }),
    ).toHaveCount(1);

    await page.reload();
    await expect(page.getByText('Onboarding approved')).toBeVisible();
    await page.goto('/kyc');
    await expect(page.getByText('Approved').first()).toBeVisible();

    // Approval opened its account: money comes in, and now it can leave.
    const { items: accounts } = await api.call(accountEndpoints.listVirtualAccounts);
    const [account] = accounts;
    if (!account) throw new Error('the approved merchant has no virtual account');
    const key = await api.call(pixKeyEndpoints.create, {
      params: { virtualAccountId: account.id },
      body: { type: 'random' },
    });
    await api.call(paymentEndpoints.sandboxReceivePix, { body: { key: key.key, amount: 5_000 } });
    const sent = await sendPix(request, api, account.id);
    expect(sent.amount).toBe(1_000);
  });
});
