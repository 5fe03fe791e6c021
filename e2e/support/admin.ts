import { expect, type Page } from '@playwright/test';
import { totp } from './totp';

/** The seeded back-office admin (README) and its authenticator secret. */
export const ADMIN = { email: 'admin@arara.dev', password: 'Arara@2026' } as const;
export const ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** The seeded Support admin (no fees, providers or settings), with the same key. */
export const SUPPORT_ADMIN = { email: 'support@arara.dev', password: 'Arara@2026' } as const;

/**
 * Signs an admin (the super admin by default) in to the back office through its own sign-in, from `path` (the page it
 * leads back to). A code is accepted once (replay protection): when another flow just used the
 * current one, the next 30-second step's code (accepted one step early) is typed.
 */
export async function signInToBackOffice(
  page: Page,
  path: string,
  admin: { email: string; password: string } = ADMIN,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?from=/);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  let attempt = 0;
  await expect(async () => {
    const step = Math.min(attempt, 1);
    attempt += 1;
    await page.getByLabel('Authentication code').fill(totp(ADMIN_TOTP_SECRET, step));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(path, { timeout: 3_000 });
  }).toPass({ timeout: 70_000, intervals: [5_000] });
}
