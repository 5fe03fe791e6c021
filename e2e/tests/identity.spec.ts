import { expect, type Page, test } from '@playwright/test';
import { API_URL } from '../support/apps';
import { linkFromMailbox } from '../support/mailbox';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('[identity] sign-up, e-mail and passwords', () => {
  test('register → the mailbox link verifies → sign in → change password → sign in with it', async ({
    page,
    request,
  }) => {
    const email = `ana.${Date.now()}@example.com`;

    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ana Souza');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-secret');
    await page.getByLabel('Confirm password').fill('first-secret');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();

    // Not verified yet: sign-in is refused with the verify-now action.
    await signIn(page, email, 'first-secret');
    await expect(page.getByRole('alert')).toContainText('You must verify it before signing in');
    await expect(page.getByRole('button', { name: 'Verify now' })).toBeVisible();

    await page.goto(await linkFromMailbox(request, email, '/verify-email'));
    await expect(page.getByText('Email verified')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();

    await signIn(page, email, 'first-secret');
    await expect(page).toHaveURL('/');
    // A new user has no merchant yet.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    await page.goto('/change-password');
    await page.getByLabel('Current password').fill('first-secret');
    await page.getByLabel('New password').fill('second-secret');
    await page.getByLabel('Confirm password').fill('second-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page, email, 'first-secret');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signIn(page, email, 'second-secret');
    await expect(page).toHaveURL('/');
  });

  test('forgot password → the e-mailed link sets a new one → sign in; the link works once', async ({
    page,
    request,
  }) => {
    const email = `bia.${Date.now()}@example.com`;
    const registered = await request.post(`${API_URL}/auth/register`, {
      data: {
        name: 'Bia Lima',
        email,
        password: 'old-secret-1',
        acceptTerms: true,
        language: 'en',
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

    const link = await linkFromMailbox(request, email, '/set-password');
    await page.goto(link);
    await page.getByLabel('New password').fill('new-secret-2');
    await page.getByLabel('Confirm password').fill('new-secret-2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL('/login');

    // The reset link also proved the address: sign-in works without a separate verification.
    await signIn(page, email, 'new-secret-2');
    await expect(page).toHaveURL('/');

    const reused = await page.context().browser()?.newPage();
    if (!reused) throw new Error('no browser');
    await reused.goto(link);
    await reused.getByLabel('New password').fill('third-secret');
    await reused.getByLabel('Confirm password').fill('third-secret');
    await reused.getByRole('button', { name: 'Save password' }).click();
    await expect(reused.getByText('Invalid Token')).toBeVisible();
    await reused.close();
  });
});
