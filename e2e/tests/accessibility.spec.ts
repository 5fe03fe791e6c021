import { expect } from '@playwright/test';
import { expectNoSeriousViolations, THEMES, useTheme } from '../support/axe';
import { test } from '../support/fixtures';

/** One page of the shell and of each merchant-facing remote, and the heading that says it is there. */
const PAGES = [
  { path: '/', heading: 'Home' }, // accounts
  { path: '/settings', heading: 'Settings' }, // shell
  { path: '/pix', heading: 'Pix transfer' }, // payments
  { path: '/documents/entries', heading: 'Entries' }, // documents
  { path: '/kyc', heading: 'KYC' }, // compliance
  { path: '/development/webhooks', heading: 'Webhooks' }, // developer
];

// axe-core on every main page, in both themes (contrast differs): no serious or critical
// violation (docs/testing.md "Accessibility"). The back office: accessibility-back-office.spec.ts.
for (const theme of THEMES) {
  test.describe(`[a11y] ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test('the sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoSeriousViolations(page, `/login (${theme})`);
    });

    test('the dashboard pages of the shell and of each remote', async ({ signedInPage: page }) => {
      // Six pages, each loaded and analysed: more than the default minute on a busy machine.
      test.setTimeout(180_000);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousViolations(page, `${path} (${theme})`);
      }
    });
  });
}
