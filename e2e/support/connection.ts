import type { Page } from '@playwright/test';

/**
 * The page says Save-Data (`navigator.connection.saveData`), as a browser in data-saver mode:
 * the dashboard then loads no remote ahead of a visit (no idle preload, docs/navigation.md), so
 * a test or a figure sees a remote fetched on its first visit. Call before the first `goto`.
 */
export async function emulateSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    });
  });
}

/**
 * Waits until the idle preload has loaded the last page of the sidebar: the performance mark
 * `IDLE_PRELOAD_DONE` of shared/federation/src/idle-preload.ts. Network quiet is not enough:
 * the preload loads one page per idle period, and the network may rest between two.
 */
export async function waitForIdlePreload(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('arara:idle-preload-done').length > 0,
    undefined,
    { timeout },
  );
}
