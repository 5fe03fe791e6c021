import { expect } from '@playwright/test';
import { APPS, remoteUrl } from '../support/apps';
import { test } from '../support/fixtures';
import {
  fallbackDownloads,
  recordScripts,
  SINGLETON_LIBRARIES,
  sharedProviders,
} from '../support/shared-copies';

const ONE_ROUTE_PER_REMOTE = [
  { path: '/', heading: 'Home' },
  { path: '/pix', heading: 'Pix transfer' },
  { path: '/documents/entries', heading: 'Entries' },
  { path: '/kyc', heading: 'KYC' },
  { path: '/development/webhooks', heading: 'Webhooks' },
  // A merchant session: the back office shows its own sign-in.
  { path: '/admin', heading: 'Back office' },
];

const REMOTE_URLS = APPS.filter((app) => app.name !== 'shell').map((app) => `${app.url}/`);
/** A file of one of the six remotes (any of their origins). */
const fromARemote = (url: string) => REMOTE_URLS.some((base) => url.startsWith(base));

async function navigateInApp(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('[federation] runtime-loaded remotes', () => {
  test('one route of each of the six remotes loads with one copy of every shared library', async ({
    signedInPage: page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    for (const route of ONE_ROUTE_PER_REMOTE) {
      await navigateInApp(page, route.path);
      await expect(page.getByRole('heading', { level: 2, name: route.heading })).toBeVisible();
    }
    for (const base of REMOTE_URLS) {
      expect(scripts.some((url) => url === `${base}remoteEntry.js`)).toBe(true);
    }
    const providers = await sharedProviders(page);
    for (const library of SINGLETON_LIBRARIES) {
      expect(providers[library], library).toHaveLength(1);
      expect(providers[library]?.[0], library).toMatch(/^shell@/);
    }
    expect(await fallbackDownloads(scripts)).toEqual([]);
  });

  test('a remote is fetched only when one of its routes is first visited', async ({
    signedInPage: page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect(scripts.filter(fromARemote)).toEqual([]);
    await navigateInApp(page, '/development/webhooks');
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    expect(
      scripts.filter(fromARemote).every((url) => url.startsWith(`${remoteUrl('developer')}/`)),
    ).toBe(true);
  });

  test('hovering a sidebar entry preloads its remote', async ({ signedInPage: page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const manifest = page.waitForRequest(`${remoteUrl('payments')}/mf-manifest.json`);
    await page.getByRole('link', { name: 'Counterparties' }).hover();
    await manifest;
    await expect(page).toHaveURL('/settings');
  });

  test('a remote that is down shows Unable to load this page, the rest keeps working, try again recovers', async ({
    signedInPage: page,
  }) => {
    await page.route(`${remoteUrl('documents')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/documents/entries');
    await expect(page.getByText('Unable to load this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText(
      'Counterparties',
    );

    await navigateInApp(page, '/initiation/qrcodes');
    await expect(page.getByRole('heading', { level: 2, name: 'QR codes' })).toBeVisible();

    await navigateInApp(page, '/documents/entries');
    await expect(page.getByText('Unable to load this page')).toBeVisible();
    await page.unroute(`${remoteUrl('documents')}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeVisible();
  });

  test('a remote slower than 1000 ms shows the pending indicator until it arrives', async ({
    signedInPage: page,
  }) => {
    await page.route(`${remoteUrl('developer')}/remoteEntry.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await navigateInApp(page, '/development/api-keys');
    await expect(page.getByRole('status')).toContainText('Loading');
    await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('the public Pix page renders outside the dashboard guard', async ({ page }) => {
    await page.goto('/pix/E2E-TRANSACTION-1');
    await expect(page).toHaveURL('/pix/E2E-TRANSACTION-1');
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transaction' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});
