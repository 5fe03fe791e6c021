import { expect } from '@playwright/test';
import { navigateInApp, since, test } from './fixtures';
import { PAGE_LOAD_ERROR, REMOTE_PAGES, SHELL_PAGE } from './pages';
import { recordFigures } from './figures';

// docs/reliability.md "A remote stopped": each remote's server really stopped, the rest keeps
// working around it, and its page comes back once it is started again.

// Room for the federation runtime's retries (a few seconds of backoff) before the error shows.
const SETTLED = { timeout: 30_000 };

for (const stopped of REMOTE_PAGES) {
  test(`with the ${stopped.remote} remote stopped, the other remotes work and its page says so; restarted, Try again recovers it`, async ({
    services,
    signedInPage: page,
    pageErrors,
  }) => {
    const server = services.named(stopped.remote);
    await server.stop();

    await page.goto(SHELL_PAGE.path);
    await expect(page.getByRole('heading', { level: 2, name: SHELL_PAGE.heading })).toBeVisible(
      SETTLED,
    );
    let behaved = 0;
    let errorShownMs = 0;
    for (const remote of REMOTE_PAGES) {
      await navigateInApp(page, remote.path);
      const started = performance.now();
      if (remote.remote === stopped.remote) {
        await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible(SETTLED);
        errorShownMs = since(started);
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      } else {
        await expect(
          page.getByRole('heading', { level: 2, name: remote.heading }),
          `${remote.remote} works while ${stopped.remote} is stopped`,
        ).toBeVisible(SETTLED);
        await expect(page.getByText(PAGE_LOAD_ERROR)).toHaveCount(0);
      }
      // The shell around it stays: the main navigation is there on every dashboard page.
      if (remote.inLayout) {
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      }
      behaved += 1;
    }
    expect(behaved).toBe(REMOTE_PAGES.length);

    // Back on its page, still stopped: the error; started again, Try again loads it.
    await navigateInApp(page, stopped.path);
    await expect(page.getByText(PAGE_LOAD_ERROR)).toBeVisible(SETTLED);
    const restarting = performance.now();
    await server.start();
    const restartMs = since(restarting);
    const retrying = performance.now();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: stopped.heading })).toBeVisible(
      SETTLED,
    );
    const recoveredMs = since(retrying);
    await expect(page.getByText(PAGE_LOAD_ERROR)).toHaveCount(0);
    expect(pageErrors.map(String)).toEqual([]);

    recordFigures(`remote ${stopped.remote}`, {
      pagesAsExpected: `${behaved}/${REMOTE_PAGES.length}`,
      errorShownMs,
      serverRestartMs: restartMs,
      recoveredAfterTryAgainMs: recoveredMs,
    });
  });
}
