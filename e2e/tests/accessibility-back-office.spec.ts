import { expect, test } from '@playwright/test';
import { signInToBackOffice } from '../support/admin';
import { expectNoSeriousViolations, THEMES, useTheme } from '../support/axe';

// The back office's sign-in and home (the admin remote) under axe, in both themes. Its own file:
// the admin's authenticator code is accepted once, so back-office sign-ins run one at a time
// (the demo-merchant project of playwright.config.ts).
for (const theme of THEMES) {
  test(`[a11y] the back office sign-in and home (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page, `/admin/login (${theme})`);

    await signInToBackOffice(page, '/admin');
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoSeriousViolations(page, `/admin (${theme})`);
  });
}
