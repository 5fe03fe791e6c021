import { expect, type Route } from '@playwright/test';
import { remoteUrl } from '../support/apps';
import { test } from '../support/fixtures';

/**
 * A remote built against an @arara/ui the running shell does not provide (docs/federation.md
 * "Compatibility"): the payments build is served as if it had been built with @arara/ui 9.0.0,
 * i.e. its remoteEntry.js consumes (and provides) @arara/ui/core at ^9.0.0 / 9.0.0, as the build
 * writes them from the installed version (shared/build sharedConfig).
 */
const PAYMENTS = remoteUrl('payments');
const REQUIRED = '9.0.0';

test.describe('[federation] compatibility of a remote with the running shell', () => {
  test('a remote requiring a newer @arara/ui is refused at load: "Unable to load this page", the reason logged, nothing of the page rendered', async ({
    signedInPage: page,
  }) => {
    // The shell refuses the remote from its manifest, before any of its code is fetched
    // (shared/federation/src/compatibility.ts): the manifest is what the build changed.
    let patchedShared = 0;
    await page.route(`${PAYMENTS}/mf-manifest.json`, async (route: Route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {
        shared: { name: string; version: string; requiredVersion: string }[];
      };
      for (const shared of manifest.shared) {
        if (shared.name !== '@arara/ui/core') continue;
        shared.version = REQUIRED;
        shared.requiredVersion = `^${REQUIRED}`;
        patchedShared += 1;
      }
      await route.fulfill({ response, json: manifest });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/pix');
    await expect(page.getByText('Unable to load this page')).toBeVisible();
    // The remote's build really was changed (the test would prove nothing otherwise)...
    expect(patchedShared).toBeGreaterThan(0);
    // ...and none of its page shows: refused, not half-rendered.
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toHaveCount(0);
    // The shell around it still works.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const reason = errors.find((text) => text.includes('@arara/ui/core'));
    expect(reason, errors.join('\n')).toBeDefined();
    expect(reason).toMatch(
      new RegExp(
        `remote "payments" requires @arara/ui/core \\^${REQUIRED}, this shell provides 1\\.\\d+\\.\\d+`,
      ),
    );

    // Served unchanged again, the same remote loads: only the incompatibility was refused.
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('/pix');
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();
  });

  test('the About panel shows the shell build stamp and which remotes have loaded', async ({
    signedInPage: page,
  }) => {
    // The developer remote cannot be reached: its manifest (loaded for the sidebar at sign-in,
    // docs/navigation.md) fails, so it is the one remote not loaded.
    await page.route(`${remoteUrl('developer')}/mf-manifest.json`, (route) => route.abort());
    const { arara } = (await (await page.request.get('/mf-manifest.json')).json()) as {
      arara: { version: string; buildId: string; contract: string };
    };
    await page.goto('/pix');
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();

    await page.getByRole('button', { name: 'About Arara' }).click();
    const dialog = page.getByRole('dialog');
    const shell = dialog.getByRole('region', { name: 'Shell' });
    for (const value of [arara.version, arara.buildId, arara.contract]) {
      await expect(shell).toContainText(value);
    }
    const row = (name: string) =>
      dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row('payments')).toContainText('Loaded');
    await expect(row('documents')).toContainText('Loaded');
    await expect(row('developer')).toContainText('Not loaded');
  });
});
