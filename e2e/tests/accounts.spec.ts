import { expect, test } from '@playwright/test';
import { randomCnpj, randomCpf, randomMobile } from '../support/documents';
import { demoApi } from '../support/merchant';
import { chooseOption } from '../support/select';
import { signInWithApi } from '../support/session';

type Home = { balance: { current: number; blocked: number; available: number } };

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);

test.describe('[accounts] home, virtual accounts and Pix keys', () => {
  test('home shows the seeded balances of the merchant, as the API computes them', async ({
    page,
    request,
  }) => {
    const api = await demoApi(request);
    const home = await api.get<Home>('/home');
    expect(home.balance.current).toBeGreaterThan(0);

    await signInWithApi(page, request);
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Balances' });
    await expect(cards.getByRole('listitem').nth(0)).toContainText(brl(home.balance.current));
    await expect(cards.getByRole('listitem').nth(1)).toContainText(brl(home.balance.blocked));
    await expect(cards.getByRole('listitem').nth(2)).toContainText(brl(home.balance.available));
    // The chart of the period and the latest movements are drawn from the same data.
    await expect(page.locator('.recharts-area-curve')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
  });

  test('create a virtual account → add a Pix key of each type → rename it', async ({
    page,
    request,
  }) => {
    const label = `E2E account ${Date.now()}`;
    const { items: banks } = await (await demoApi(request)).get<{
      items: { bankName: string; branchNumber: string; accountNumber: string }[];
    }>('/bank-accounts');
    const bank = banks[0];
    if (!bank) throw new Error('The demo merchant has no bank account');
    const bankLabel = `${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;
    const cpf = randomCpf();
    const cnpj = randomCnpj();
    const email = `pix.${Date.now()}@example.com`;
    const phone = randomMobile();

    await signInWithApi(page, request);
    await page.goto('/accounts/virtual');
    await page.getByRole('button', { name: /New virtual account/ }).click();
    const create = page.getByRole('dialog', { name: 'New virtual account' });
    await create.getByLabel('Name').fill(label);
    await chooseOption(page, create, 'Type', 'Reserve');
    await chooseOption(page, create, 'Bank account', bankLabel);
    await create.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/accounts\/virtual\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    await expect(page.getByText('Reserve', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Pix keys' }).click();
    const keys = [
      {
        type: 'CPF',
        field: 'CPF',
        value: cpf,
        shown: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      },
      {
        type: 'CNPJ',
        field: 'CNPJ',
        value: cnpj,
        shown: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      },
      { type: 'E-mail', field: 'E-mail', value: email, shown: email },
      {
        type: 'Phone',
        field: 'Phone with area code',
        value: phone,
        shown: `+55 (11) ${phone.slice(2, 7)}-${phone.slice(7)}`,
      },
    ];
    for (const key of keys) {
      await page.getByRole('button', { name: /Add Pix key/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Add a Pix key' });
      await drawer.getByRole('group').getByText(key.type, { exact: true }).click();
      await drawer.getByRole('textbox', { name: key.field }).fill(key.value);
      await drawer.getByRole('button', { name: 'Add key' }).click();
      await expect(page.getByRole('link', { name: key.shown })).toBeVisible();
    }
    await page.getByRole('button', { name: /Add Pix key/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a Pix key' });
    await drawer.getByRole('group').getByText('Random key', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Add key' }).click();
    await expect(
      page.getByRole('link', {
        name: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Active', { exact: true })).toHaveCount(5);

    // The same CPF cannot be registered twice on the platform.
    await page.getByRole('button', { name: /Add Pix key/ }).click();
    await drawer.getByRole('group').getByText('CPF', { exact: true }).click();
    await drawer.getByRole('textbox', { name: 'CPF' }).fill(cpf);
    await drawer.getByRole('button', { name: 'Add key' }).click();
    await expect(drawer.getByText('This Pix key is already registered')).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(`${label} (renamed)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${label} (renamed)` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `${label} (renamed)` })).toBeVisible();
    await expect(page.getByText('Reserve', { exact: true })).toBeVisible();
  });
});

type StatementPage = { items: { id: string; amount: number }[]; nextCursor: string | null };

test.describe('[accounts] statement', () => {
  test('filter the statement by period → download the CSV → its rows are the API statement', async ({
    page,
    request,
  }) => {
    await signInWithApi(page, request);
    await page.goto('/accounts/extract');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByTitle('Last 7 days', { exact: true }).click();
    await expect(page).toHaveURL(/period=last7/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    // What the API holds for the same period, every page of it.
    const api = await demoApi(request);
    const query = new URL(page.url()).searchParams;
    const days = await page.evaluate(() => {
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
      const today = new Date();
      const from = new Date(today.getTime() - 6 * 86_400_000);
      return { from: format.format(from), to: format.format(today) };
    });
    expect(query.get('period')).toBe('last7');
    const expected: StatementPage['items'] = [];
    let cursor: string | null = null;
    do {
      const page7: StatementPage = await api.get<StatementPage>(
        `/statement?from=${days.from}&to=${days.to}&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expected.push(...page7.items);
      cursor = page7.nextCursor;
    } while (cursor);
    expect(expected.length).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`statement-${days.from}-${days.to}.csv`);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Reference,/);
    const rows = lines.slice(1);
    expect(rows).toHaveLength(expected.length);
    // Newest first, like the screen: the last column is the line's id, the amount in reais.
    rows.forEach((row, index) => {
      const line = expected[index];
      expect(row.endsWith(`,${line?.id}`)).toBe(true);
      expect(row).toContain(((line?.amount ?? 0) / 100).toFixed(2));
    });
  });
});
