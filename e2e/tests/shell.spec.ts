import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { signInWithForm } from '../support/session';

test.describe('[shell] sign-in and guards', () => {
  test('the shell sends a visitor to /login?from=%2F and signs the demo user in to the dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login?from=%2F');
    await signInWithForm(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Home');
    const switcher = page.getByRole('combobox', { name: 'Merchant' });
    await expect(switcher).toBeVisible();
    // The merchant switcher's value: the demo user's first merchant.
    await expect(switcher.locator('option:checked')).toHaveText('Arara Demo Comércio Ltda');
  });

  test('a logged-out deep link goes to login and comes back to the deep link', async ({ page }) => {
    await page.goto('/accounts/virtual?tab=pix');
    await expect(page).toHaveURL('/login?from=%2Faccounts%2Fvirtual%3Ftab%3Dpix');
    await signInWithForm(page);
    await expect(page).toHaveURL('/accounts/virtual?tab=pix');
    await expect(page.getByRole('heading', { level: 2, name: 'Virtual accounts' })).toBeVisible();
  });

  test('a wrong password shows Login Error and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('demo@arara.dev');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Login Error');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue('demo@arara.dev');
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in user visiting /login is sent to /', async ({ signedInPage: page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('an unknown path shows Page not found inside the dashboard', async ({
    signedInPage: page,
  }) => {
    await page.goto('/this/path/does/not/exist');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
      'Settings',
    );
  });

  test('the API down makes the dashboard say Error loading data, not a blank page', async ({
    signedInPage: page,
  }) => {
    await page.route('**/api/me', (route) => route.abort('connectionrefused'));
    await page.goto('/settings');
    await expect(page.getByText('Error loading data')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  });
});

test.describe('[shell] preferences', () => {
  test('the theme survives a reload and paints the page background', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(0, 0, 0)');
  });

  test('system theme follows the operating system', async ({ signedInPage: page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the language switch changes texts in the shell and in a remote', async ({
    signedInPage: page,
  }) => {
    await page.goto('/pix');
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Português' });
    await expect(page.getByRole('heading', { level: 2, name: 'Transferência Pix' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(sidebar).toContainText('Início');
    await expect(sidebar).toContainText('Configurações');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Transferência Pix' })).toBeVisible();
  });
});
