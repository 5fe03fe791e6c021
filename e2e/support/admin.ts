import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from './apps';
import { totp } from './totp';

/** The seeded back-office admin (README) and its authenticator secret. */
export const ADMIN = { email: 'admin@arara.dev', password: 'Arara@2026' } as const;
export const ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
/** The seeded Support admin (no fees, providers or settings), with the same key. */
export const SUPPORT_ADMIN = { email: 'support@arara.dev', password: 'Arara@2026' } as const;

const STEP_MS = 30_000;
/** The newest time step whose code this worker has had accepted (or refused), by admin e-mail. */
const lastStepUsed = new Map<string, number>();

/**
 * A code of the admin's authenticator the API has not seen yet. The API accepts a code of now ±
 * one 30-second step, once, and only when its step is newer than the last one that admin used
 * (replay protection): the steps used by this worker are remembered and, when the next one is
 * still ahead (a flow just used the early code), this waits for it instead of sending a code bound
 * to fail (failed codes count towards the two-factor rate limit).
 */
export async function freshBackOfficeCode(email: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (lastStepUsed.get(email) ?? Number.NEGATIVE_INFINITY) + 1);
  if (step > now + 1) {
    const wait = (step - 1) * STEP_MS - Date.now() + 500;
    // The wait is the clock's, not the page's: the test gets that much more time.
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  lastStepUsed.set(email, step);
  return totp(ADMIN_TOTP_SECRET, step - Date.now() / STEP_MS);
}

/**
 * Types fresh codes on the back office's code step until the page reaches `path`. A code this
 * worker did not know was used (another worker's, an earlier run's) is refused once: the next
 * try takes the step after it.
 */
export async function enterBackOfficeCode(page: Page, path: string, email: string): Promise<void> {
  await expect(async () => {
    await page.getByLabel('Authentication code').fill(await freshBackOfficeCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(path, { timeout: 3_000 });
  }).toPass({ timeout: 100_000, intervals: [1_000] });
}

/** An admin's access token from the API's own sign-in, with a fresh code. */
export async function backOfficeToken(
  request: APIRequestContext,
  admin: { email: string; password: string } = ADMIN,
): Promise<string> {
  let token = '';
  await expect(async () => {
    const login = await request.post(`${API_URL}/admin/auth/login`, { data: admin });
    const { challengeToken } = (await login.json()) as { challengeToken: string };
    const second = await request.post(`${API_URL}/admin/auth/login/two-factor`, {
      data: { challengeToken, code: await freshBackOfficeCode(admin.email) },
    });
    expect(second.status()).toBe(200);
    token = ((await second.json()) as { accessToken: string }).accessToken;
  }).toPass({ timeout: 100_000, intervals: [1_000] });
  return token;
}

/**
 * Signs an admin (the super admin by default) in to the back office through its own sign-in,
 * from `path` (the page it leads back to), with a code the API has not seen.
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
  await enterBackOfficeCode(page, path, admin.email);
}
