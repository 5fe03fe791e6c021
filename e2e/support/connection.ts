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
