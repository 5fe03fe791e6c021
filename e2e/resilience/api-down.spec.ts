import { expect } from '@playwright/test';
import { navigateInApp, since, test } from './fixtures';
import { REMOTE_PAGES, SHELL_PAGE } from './pages';
import { recordFigures } from './figures';

// docs/reliability.md "The API stopped": the app servers still serve every page, the API
// behind their /api proxy is gone; each page says it cannot load its data, and comes back on
// retry once the API is up again.

// A query is retried once (shared/api-client query-client.tsx) before its error shows.
const SETTLED = { timeout: 30_000 };

/**
 * What each remote's page shows while its data cannot load (locales/en: common errors.loadingData,
 * payments flow.accounts.loadError, compliance kyc.loadError, developer webhooks.loadError); the
 * back office's sign-in loads none.
 */
const ERROR_TEXT: Record<string, string | RegExp | null> = {
  accounts: 'Error loading data',
  // A page's own text, or, when who the user is could not load either (a session that began
  // while the API was down), the merchant page's 'Error loading data' (shared/ui MerchantPage).
  payments: /Error loading (virtual accounts|data)/,
  documents: 'Error loading data',
  compliance: /Error loading (the KYC|data)/,
  developer: /Error loading (webhooks|data)/,
  admin: null,
};

test('with the API stopped every page shows its error text, none blank and no uncaught error; restarted, the pages recover on retry', async ({
  services,
  signedInPage: page,
  pageErrors,
}) => {
  // Signed in with the API up: the session's access token is in the page's memory.
  await page.goto(SHELL_PAGE.path);
  await expect(page.getByRole('heading', { level: 2, name: SHELL_PAGE.heading })).toBeVisible(
    SETTLED,
  );
  const api = services.named('api');
  await api.stop();

  const errorShownMs: Record<string, number> = {};
  let withErrorText = 0;
  for (const remote of REMOTE_PAGES) {
    await navigateInApp(page, remote.path);
    const started = performance.now();
    const text = ERROR_TEXT[remote.remote];
    if (text) {
      await expect(page.getByText(text).first()).toBeVisible(SETTLED);
      errorShownMs[remote.remote] = since(started);
      withErrorText += 1;
    } else {
      // The back office's sign-in: no data to load, the form itself is the page.
      await expect(page.getByRole('heading', { level: 2, name: remote.heading })).toBeVisible(
        SETTLED,
      );
    }
    // Never blank: the shell's navigation and the page's own words are there.
    if (remote.inLayout) {
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.locator('main'), remote.path).toContainText(/\S/);
    }
  }

  // Back on the last page that loads data, still down: its error again (fetched anew on mount).
  const last = REMOTE_PAGES.findLast((remote) => ERROR_TEXT[remote.remote]);
  if (!last) throw new Error('No page loads data');
  const lastError = ERROR_TEXT[last.remote] ?? '';
  await navigateInApp(page, last.path);
  await expect(page.getByText(lastError).first()).toBeVisible(SETTLED);

  // Started again: the page on screen recovers with its Try again, the others as they are
  // visited (a query in error is fetched anew when its page mounts).
  const restarting = performance.now();
  await api.start();
  const restartMs = since(restarting);
  const retrying = performance.now();
  await page
    .getByRole('alert')
    .filter({ hasText: lastError })
    .getByRole('button', { name: 'Try again' })
    .click();
  await expect(page.getByText(lastError)).toHaveCount(0, SETTLED);
  const recoveredMs = since(retrying);
  let recovered = 0;
  for (const remote of REMOTE_PAGES) {
    await navigateInApp(page, remote.path);
    await expect(page.getByRole('heading', { level: 2, name: remote.heading })).toBeVisible(
      SETTLED,
    );
    const text = ERROR_TEXT[remote.remote];
    if (text) await expect(page.getByText(text)).toHaveCount(0);
    recovered += 1;
  }

  // A reload during an outage: the access token (in memory only) must be renewed through the
  // refresh cookie first, and the API cannot answer. The user stays signed in (no sign-in page)
  // and the page says its data cannot load; a reload once the API is back shows it again.
  await navigateInApp(page, last.path);
  await expect(page.getByRole('heading', { level: 2, name: last.heading })).toBeVisible(SETTLED);
  await api.stop();
  await page.reload();
  await expect(page.getByText('Error loading data').first()).toBeVisible(SETTLED);
  await expect(page).toHaveURL(last.path);
  await api.start();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: last.heading })).toBeVisible(SETTLED);
  await expect(page.getByText(lastError)).toHaveCount(0);
  await expect(page.getByText('Error loading data')).toHaveCount(0);
  expect(pageErrors.map(String)).toEqual([]);

  recordFigures('api stopped', {
    pagesWithErrorText: `${withErrorText}/${REMOTE_PAGES.filter((r) => ERROR_TEXT[r.remote]).length}`,
    errorShownMs,
    apiRestartMs: restartMs,
    recoveredAfterTryAgainMs: recoveredMs,
    pagesRecovered: `${recovered}/${REMOTE_PAGES.length}`,
  });
});
