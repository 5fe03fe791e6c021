import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, DEMO_USER, SHELL_URL } from './apps';

/** The refresh-token cookie the API sets on a sign-in (httpOnly: the page never sees it). */
const REFRESH_COOKIE = 'arara_refresh';

/**
 * Signs in through the API and keeps the session as the login page would: the refresh token
 * in its httpOnly cookie (for the apps' /api/auth proxy path), the session kind in storage;
 * the page renews its in-memory access token through the cookie on its first request.
 */
export async function signInWithApi(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API_URL}/auth/login`, { data: DEMO_USER });
  if (!response.ok()) throw new Error(`Demo sign-in failed: ${response.status()}`);
  const cookie = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.match(new RegExp(`^${REFRESH_COOKIE}=([^;]+)`))?.[1])
    .find(Boolean);
  if (!cookie) throw new Error('Demo sign-in set no refresh cookie');
  await page.context().addCookies([
    {
      name: REFRESH_COOKIE,
      value: cookie,
      domain: new URL(SHELL_URL).hostname,
      path: '/api/auth',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  await page.addInitScript(() => {
    if (window.localStorage.getItem('userSession')) return;
    window.localStorage.setItem('userSession', JSON.stringify({ isAuthenticated: true }));
  });
}

/**
 * An access token of the page's session, for tests that call the API directly: the page keeps
 * its own in memory only, so this one is renewed through the session's refresh cookie (which
 * rotates it; the page's next refresh uses the rotated cookie).
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(async () => {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'x-requested-with': 'arara' },
    });
    return response.ok ? ((await response.json()) as { accessToken: string }).accessToken : null;
  });
  if (!token) throw new Error('The page has no session to renew');
  return token;
}

export async function signInWithForm(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
