import { accountEndpoints, type TStatementPage } from '@arara/contracts';
import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { randomCpf, randomMobile } from '../support/documents';
import { codeFromMailbox, mailboxMark } from '../support/mailbox';
import { demoApi } from '../support/merchant';
import { chooseOption } from '../support/select';

const brl = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(cents / 100);

test.describe('[accounts] home, virtual accounts and Pix keys', () => {
  test('home shows the seeded balances of the merchant, as the API computes them', async ({
    signedInPage: page,
    demoMerchant: api,
  }) => {
    const home = await api.call(accountEndpoints.home);
    expect(home.balance.current).toBeGreaterThan(0);

    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Balances' });
    await expect(cards.getByRole('listitem').nth(0)).toContainText(brl(home.balance.current));
    await expect(cards.getByRole('listitem').nth(1)).toContainText(brl(home.balance.blocked));
    await expect(cards.getByRole('listitem').nth(2)).toContainText(brl(home.balance.available));
    // The chart of the period and the latest movements are drawn from the same data: the
    // chart's last day, under the pointer, is today's balance.
    const chart = page.getByRole('application', { name: 'Balance over the period' });
    await expect(chart.locator('path.visx-linepath')).toBeVisible();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the balance chart has no box');
    await page.mouse.move(box.x + box.width - 17, box.y + box.height / 2);
    await expect(
      page.getByText(`Balance: ${brl(home.balance.current)}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(0);
  });

  test('home: "Custom range" opens the date picker on the days shown so far, and a typed start day goes to the URL', async ({
    signedInPage: page,
  }) => {
    // The picker is not part of the home's code: it loads when the custom range is chosen.
    await page.goto('/?period=last7');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom range' });
    const days = await page.evaluate(() => {
      const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
      const shown = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      const today = new Date();
      const from = new Date(today.getTime() - 6 * 86_400_000);
      return {
        from: iso.format(from),
        to: iso.format(today),
        shownFrom: shown.format(from),
        shownTo: shown.format(today),
      };
    });
    await expect(page.getByPlaceholder('Start date')).toHaveValue(days.shownFrom);
    await expect(page.getByPlaceholder('End date')).toHaveValue(days.shownTo);
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${days.from}&to=${days.to}`));

    // The first day of this month as the start, typed, then the end confirmed.
    const [year, month] = days.to.split('-');
    await page.getByPlaceholder('Start date').click();
    await page.getByPlaceholder('Start date').fill(`${month}/01/${year}`);
    await page.getByPlaceholder('End date').click();
    await page.getByPlaceholder('End date').press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${year}-${month}-01&to=${days.to}`));
    await expect(page.getByRole('list', { name: 'Balances' })).toBeVisible();
  });

  test('create a virtual account → Pix keys: somebody else’s CPF refused, e-mail and phone confirmed with the code sent to them, a random key → rename it', async ({
    signedInPage: page,
    request,
    demoMerchant,
  }) => {
    const label = `E2E account ${Date.now()}`;
    const { items: banks } = await demoMerchant.call(accountEndpoints.listBankAccounts);
    const bank = banks[0];
    if (!bank) throw new Error('The demo merchant has no bank account');
    const bankLabel = `${bank.bankName} · ${bank.branchNumber} / ${bank.accountNumber}`;
    const cpf = randomCpf();
    const email = `pix.${Date.now()}@example.com`;
    const phone = randomMobile();

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
    const addDrawer = page.getByRole('dialog', { name: 'Add a Pix key' });

    // A CPF that is not the account's own document is refused; the merchant's own CNPJ is
    // already the key of its default account.
    const refused = [
      { type: 'CPF', value: cpf, error: "A CPF or CNPJ key must be this account's own document" },
      { type: 'CNPJ', value: '11.222.333/0001-81', error: 'This Pix key is already registered' },
    ];
    for (const key of refused) {
      await page.getByRole('button', { name: /Add Pix key/ }).click();
      await addDrawer.getByRole('group').getByText(key.type, { exact: true }).click();
      await addDrawer.getByRole('textbox', { name: key.type }).fill(key.value);
      await addDrawer.getByRole('button', { name: 'Add key' }).click();
      await expect(addDrawer.getByText(key.error)).toBeVisible();
      await addDrawer.getByRole('button', { name: 'Cancel' }).click();
    }

    // E-mail and phone keys are pending until the code sent to them (the SMS lands in the
    // development mailbox too) is entered.
    const keys = [
      { type: 'E-mail', field: 'E-mail', value: email, to: email, shown: email },
      {
        type: 'Phone',
        field: 'Phone with area code',
        value: phone,
        to: `+55${phone}`,
        shown: `+55 (11) ${phone.slice(2, 7)}-${phone.slice(7)}`,
      },
    ];
    for (const key of keys) {
      const mark = await mailboxMark(request, key.to);
      await page.getByRole('button', { name: /Add Pix key/ }).click();
      await addDrawer.getByRole('group').getByText(key.type, { exact: true }).click();
      await addDrawer.getByRole('textbox', { name: key.field }).fill(key.value);
      await addDrawer.getByRole('button', { name: 'Add key' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the Pix key' });
      await expect(confirm.getByText(/We sent a 6-digit code/)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText('Awaiting confirmation')).toBeVisible();
      const code = await codeFromMailbox(request, key.to, mark);
      await confirm.getByRole('textbox', { name: 'Code we sent' }).fill(code);
      await confirm.getByRole('button', { name: 'Activate key' }).click();
      await expect(page.getByText(`Pix key ${key.shown} activated`)).toBeVisible();
      await expect(page.getByRole('link', { name: key.shown })).toBeVisible();
    }
    await page.getByRole('button', { name: /Add Pix key/ }).click();
    await addDrawer.getByRole('group').getByText('Random key', { exact: true }).click();
    await addDrawer.getByRole('button', { name: 'Add key' }).click();
    await expect(
      page.getByRole('link', {
        name: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      }),
    ).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Active', { exact: true })).toHaveCount(3);

    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(`${label} (renamed)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${label} (renamed)` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `${label} (renamed)` })).toBeVisible();
    await expect(page.getByText('Reserve', { exact: true })).toBeVisible();
  });
});

test.describe('[accounts] statement', () => {
  test('filter the statement by period → download the CSV → its rows are the API statement', async ({
    signedInPage: page,
    request,
  }) => {
    await page.goto('/accounts/extract');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
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
    const expected: TStatementPage['items'] = [];
    let cursor: string | null = null;
    do {
      const page7: TStatementPage = await api.call(accountEndpoints.statement, {
        query: { from: days.from, to: days.to, limit: 200, cursor: cursor ?? undefined },
      });
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
