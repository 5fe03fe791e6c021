import { randomInt } from 'node:crypto';
import { paymentEndpoints } from '@arara/contracts';
import { expect, type Locator, test } from '@playwright/test';
import { backOfficeToken, SUPPORT_ADMIN, signInToBackOffice } from '../support/admin';
import { API_URL } from '../support/apps';
import { randomCnpj } from '../support/documents';
import { demoApi } from '../support/merchant';
import { chooseMatching, chooseOption } from '../support/select';
import { signInWithApi } from '../support/session';

// docs/back-office.md: the back office run from one place, each page behind its permission.

/** A valid CPF (check digits computed), formatted. */
function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  if (new Set(base).size === 1) base[0] = ((base[0] ?? 0) + 1) % 10;
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

/** Fills the text fields of one form section (a region), by their labels. */
async function fillSection(section: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await section.getByLabel(label, { exact: true }).fill(value);
  }
}

test.describe('[admin] back office', () => {
  test('a profile without fees.manage has no fees: not in its sidebar, its page and the API refuse', async ({
    page,
    request,
  }) => {
    await signInToBackOffice(page, '/admin/users', SUPPORT_ADMIN);
    const sidebar = page.getByRole('navigation', { name: 'Back-office navigation' });
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Bank account fees' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Providers' })).toHaveCount(0);

    // Opened by its address, the page says why instead of showing a list.
    await page.goto('/admin/bank-account-fees');
    await expect(page.getByText('Your profile cannot manage fees.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New fee' })).toHaveCount(0);

    // The server is what refuses: the Support admin's own token gets 403.
    const accessToken = await backOfficeToken(request, SUPPORT_ADMIN);
    const fees = await request.get(`${API_URL}/admin/fees`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(fees.status()).toBe(403);
  });

  test('a super admin creates a merchant with two UBOs, a provider and its configuration, and a withdrawal fee the merchant sees and pays', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const run = randomInt(100_000, 999_999);
    const demo = await demoApi(request);

    // A merchant with its individual and business sections and two UBOs (60 % + 40 %).
    await signInToBackOffice(page, '/admin/merchants');
    await page.getByRole('button', { name: 'New merchant' }).click();
    const form = page.getByRole('form', { name: 'New merchant' });
    const individual = form.getByRole('region', { name: 'Individual' });
    await fillSection(individual, {
      'First name *': 'Dana',
      'Last name *': `Teste ${run}`,
      'Date of birth *': '1990-05-17',
      'Email *': `dana.${run}@arara.test`,
      'Tax ID (CPF) *': randomCpf(),
      'Phone *': '(11) 98765-4321',
      'Address line 1 *': 'Avenida Paulista, 1000',
      'City *': 'São Paulo',
      'State *': 'SP',
      'Postal code *': '01310-100',
    });
    await chooseOption(page, individual, 'ID document type *', "CNH (driver's license)");
    await chooseOption(page, individual, 'Proof of address type *', 'Utility bill');
    const business = form.getByRole('region', { name: 'Business' });
    const legalName = `Tucano Back Office ${run} Ltda`;
    await fillSection(business, {
      'Legal name *': legalName,
      'Tax ID (CNPJ) *': randomCnpj(),
      'Formation date *': '2020-02-03',
      'Email *': `contato.${run}@arara.test`,
      'Address line 1 *': 'Rua da Assembleia, 10',
      'City *': 'Rio de Janeiro',
      'State *': 'RJ',
      'Postal code *': '20040-002',
    });
    await chooseOption(page, business, 'Proof of address type *', 'Bank statement');
    const ubos = form.getByRole('region', { name: 'Ultimate beneficial owners (UBOs)' });
    const owners: [string, string][] = [
      ['Ana', '60'],
      ['Bruno', '40'],
    ];
    for (const [index, [first, share]] of owners.entries()) {
      await ubos.getByRole('button', { name: /Add UBO/ }).click();
      const ubo = ubos.getByRole('group', { name: `UBO ${index + 1}` });
      await fillSection(ubo, {
        'Ownership percentage *': share,
        'First name *': first,
        'Last name *': `Sócio ${run}`,
        'Date of birth *': '1985-01-20',
        'Tax ID (CPF) *': randomCpf(),
        'Email *': `${first.toLowerCase()}.${run}@arara.test`,
        'Phone *': '(21) 99876-5432',
        'Address line 1 *': 'Rua do Ouvidor, 50',
        'City *': 'Rio de Janeiro',
        'State *': 'RJ',
        'Postal code *': '20040-030',
      });
    }
    await expect(ubos.getByText('Total ownership: 100%')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Merchant created successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/merchants\/[0-9a-f-]{36}$/);
    await expect(page.getByText(legalName).first()).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`Ana Sócio ${run} .* 60%`) }),
    ).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(`Bruno Sócio ${run} .* 40%`) }),
    ).toBeVisible();

    // A provider, and the demo merchant's configuration of it (the password never comes back).
    const provider = `Banco Parceiro ${run}`;
    await page.goto('/admin/providers');
    await page.getByRole('button', { name: 'New provider' }).click();
    const providerForm = page.getByRole('dialog', { name: 'New provider' });
    await providerForm.getByLabel('Name').fill(provider);
    await providerForm.getByRole('checkbox', { name: 'Pix send' }).check();
    await providerForm.getByRole('checkbox', { name: 'TED send' }).check();
    await providerForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Provider created').first()).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(provider) })).toBeVisible();

    await page.goto('/admin/merchant-providers');
    await page.getByRole('button', { name: 'New configuration' }).click();
    const configForm = page.getByRole('dialog', { name: 'New provider configuration' });
    await chooseOption(page, configForm, 'Merchant', 'Arara Demo Comércio Ltda');
    await chooseOption(page, configForm, 'Provider', provider);
    await configForm.getByLabel('Username').fill(`arara-${run}`);
    await configForm.getByLabel('Password').fill(`S3nha-${run}`);
    await configForm.getByLabel('API URL').fill('https://api.parceiro.example/v1');
    await configForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Provider configuration created').first()).toBeVisible();
    const configRow = page.getByRole('row', { name: new RegExp(`arara-${run}`) });
    await expect(configRow).toBeVisible();
    await expect(page.getByText(`S3nha-${run}`)).toHaveCount(0);

    // The demo merchant's account at that provider, and a withdrawal fee of R$ 3,75 on it.
    const accountNumber = `${run}-7`;
    await page.goto('/admin/bank-accounts');
    await page.getByRole('button', { name: 'New bank account' }).click();
    const bankForm = page.getByRole('dialog', { name: 'New bank account' });
    await chooseOption(page, bankForm, 'Merchant', 'Arara Demo Comércio Ltda');
    await chooseOption(page, bankForm, 'Provider', provider);
    await bankForm.getByLabel('Provider account ID').fill(`acc-${run}`);
    await bankForm.getByLabel('Holder name').fill('Arara Demo Comércio Ltda');
    await bankForm.getByLabel('Bank code').fill('260');
    await bankForm.getByLabel('Branch').fill('0001');
    await bankForm.getByLabel('Account number').fill(accountNumber);
    await chooseOption(page, bankForm, 'Account type', 'Checking');
    await bankForm.getByLabel('Document (CPF or CNPJ)').fill('11.222.333/0001-81');
    await bankForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bank account created').first()).toBeVisible();

    await page.goto('/admin/bank-account-fees');
    await page.getByRole('button', { name: 'New fee' }).click();
    const feeForm = page.getByRole('dialog', { name: 'New bank account fee' });
    await chooseMatching(page, feeForm, 'Bank account', new RegExp(accountNumber));
    await chooseOption(page, feeForm, 'Operation', 'Withdrawal');
    await chooseOption(page, feeForm, 'Cost type', 'Fixed');
    await feeForm.getByLabel('Fixed amount').fill('3,75');
    await chooseOption(page, feeForm, 'Fee type', 'Withdrawal');
    await feeForm.getByRole('button', { name: 'Create fee' }).click();
    await expect(page.getByText('Fee created successfully.').first()).toBeVisible();

    // The merchant sees that fee before confirming the withdrawal to that account, and pays it.
    const merchantPage = await page.context().browser()?.newPage();
    if (!merchantPage) throw new Error('no second page');
    await signInWithApi(merchantPage, request);
    await merchantPage.goto('/withdrawal');
    await merchantPage
      .getByRole('radiogroup', { name: 'From account' })
      .getByRole('radio')
      .first()
      .check();
    await merchantPage.getByRole('button', { name: 'Continue' }).click();
    await merchantPage.getByRole('radio', { name: new RegExp(accountNumber) }).check();
    await merchantPage.getByRole('button', { name: 'Continue' }).click();
    await merchantPage.getByLabel('Amount').fill('10,00');
    await merchantPage.getByRole('button', { name: 'Continue' }).click();
    await expect(
      merchantPage.getByText('Check the withdrawal and its fee before confirming'),
    ).toBeVisible();
    await expect(merchantPage.getByText('R$3.75')).toBeVisible();
    await expect(merchantPage.getByText('R$13.75')).toBeVisible();
    await merchantPage.getByRole('button', { name: 'Confirm withdrawal' }).click();
    // To another institution: settled by the sandbox network a moment later.
    await expect(merchantPage.getByText('Transfer sent: processing')).toBeVisible();
    await expect(merchantPage.getByRole('row', { name: 'Fee R$3.75' })).toBeVisible();
    await merchantPage.close();
    // The network settles it (a second or two); a failure names the document's status here.
    await expect
      .poll(
        async () => {
          const { items } = await demo.call(paymentEndpoints.documents, {
            query: { kind: 'out', method: 'ted' },
          });
          const withdrawal = items.find((item) => item.counterpartyAccount === accountNumber);
          return withdrawal
            ? `${withdrawal.status} ${withdrawal.failureReason ?? ''}`.trim()
            : 'none';
        },
        { message: 'the withdrawal to the new bank account settles', timeout: 30_000 },
      )
      .toBe('approved');

    // The back office's transactions list has the withdrawal and its fee (posted when it settled).
    await page.goto(`/admin/transactions?merchantId=${demo.merchant.id}`);
    await expect(
      page.getByRole('row', { name: /Withdraw.*R\$10\.00.*Approved/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /Fee.*R\$3\.75.*Approved/ }).first()).toBeVisible();
  });
});
