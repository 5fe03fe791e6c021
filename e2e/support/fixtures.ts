import { test as base, type Page } from '@playwright/test';
import { demoApi, type MerchantApi } from './merchant';
import { signInWithApi } from './session';

/**
 * Playwright's `test` with the demo owner's fixtures: `signedInPage`, the test's page holding
 * their session (signed in through the API by `signInWithApi` before the test starts), and
 * `demoMerchant`, their API session in the first demo merchant (`demoApi`).
 */
export const test = base.extend<{ signedInPage: Page; demoMerchant: MerchantApi }>({
  signedInPage: async ({ page, request }, use) => {
    await signInWithApi(page, request);
    await use(page);
  },
  demoMerchant: async ({ request }, use) => {
    await use(await demoApi(request));
  },
});
