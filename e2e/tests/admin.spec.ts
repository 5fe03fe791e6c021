import { expect, test } from '@playwright/test';
import { ADMIN, backOfficeToken, enterBackOfficeCode } from '../support/admin';
import { API_URL } from '../support/apps';
const BANNER = 'You are acting as Marcos Gerente (manager@arara.dev) at Arara Demo Comércio Ltda';

test.describe('[admin] back office act-as', () => {
  test('an admin signs in, acts as the manager on the demo merchant, sees the banner and stops', async ({
    page,
    request,
  }) => {
    // The back office has its own sign-in; the rest of /admin leads there.
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/admin/login?from=%2Fadmin%2Fusers');
    await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();

    // A merchant account is refused here like a wrong password.
    await page.getByLabel('Email').fill('manager@arara.dev');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Error').first()).toBeVisible();

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The password alone does not open the back office: a code of the app does.
    await enterBackOfficeCode(page, '/admin/users', ADMIN.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();

    await page.getByPlaceholder('Search by name or email').fill('manager@');
    await page.getByPlaceholder('Search by name or email').press('Enter');
    const row = page.getByRole('row', { name: /manager@arara\.dev/ });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row', { name: /demo@arara\.dev/ })).toHaveCount(0);
    await expect(row.getByTitle('Arara Demo Comércio Ltda')).toBeVisible();
    await row.getByRole('button', { name: 'Act as' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText(BANNER)).toBeVisible();
    // The merchant switcher shows the merchant acted in, and offers no other.
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Merchant' });
    await expect(switcher.locator('option:checked')).toHaveText('Arara Demo Comércio Ltda');
    await expect(switcher.getByRole('option')).toHaveText(['Arara Demo Comércio Ltda']);

    // The trail has the start and the reads, with the admin as actor.
    // A code works once: a fresh one, not the page's.
    const accessToken = await backOfficeToken(request);
    const audit = await request.get(`${API_URL}/admin/audit-log`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { entries } = (await audit.json()) as { entries: { action: string }[] };
    const actions = entries.map((entry) => entry.action);
    expect(actions).toContain('act-as.start');
    // What the page read as the manager is in the trail too.
    expect(actions).toContain('GET /me');

    await page.getByRole('button', { name: 'Stop acting' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByText('Select a merchant to continue')).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });
});
