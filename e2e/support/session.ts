import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, DEMO_USER } from './apps';

/** Signs in through the API and stores the session as the login page would. */
export async function signInWithApi(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API_URL}/auth/login`, { data: DEMO_USER });
  if (!response.ok()) throw new Error(`Demo sign-in failed: ${response.status()}`);
  const body = (await response.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript((tokens) => {
    if (window.localStorage.getItem('accessToken')) return;
    window.localStorage.setItem('accessToken', tokens.accessToken);
    window.localStorage.setItem('refreshToken', tokens.refreshToken);
    window.localStorage.setItem('userSession', JSON.stringify({ isAuthenticated: true }));
  }, body);
}

export async function signInWithForm(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
