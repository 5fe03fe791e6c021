import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/fixtures';
import { REGISTRY_FILE, releaseScript, stampedBuild } from '../support/releases';

// Release and rollback as a running browser sees them (docs/deployment.md "Release and
// rollback"): the registry file changes under the running shell server, and the next full
// reload loads the remote from the release the registry points at.

test.describe('[release] release and rollback of a remote', () => {
  test('a reload after a release loads it; after a rollback, the previous one', async ({
    signedInPage: page,
  }) => {
    const before = readFileSync(REGISTRY_FILE, 'utf8');
    const run = Date.now().toString(36);
    const v1 = { version: '1.0.0-e2e', buildId: `a${run}` };
    const v2 = { version: '1.1.0-e2e', buildId: `b${run}` };
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    const manifestOf = (release: { version: string; buildId: string }) =>
      `/releases/payments/${encodeURIComponent(`${release.version}+${release.buildId}`)}/mf-manifest.json`;
    /** Reloads /pix and checks that every payments manifest fetched is `release`'s. */
    const openPixFrom = async (release: { version: string; buildId: string }) => {
      manifests.length = 0;
      await page.goto('/pix');
      await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();
      const fetched = manifests.filter((url) => url.includes('/payments/'));
      expect(fetched).not.toHaveLength(0);
      for (const url of fetched) expect(url).toContain(manifestOf(release));
    };

    try {
      releaseScript(
        'release',
        'payments',
        '--dist',
        stampedBuild('payments', v1.version, v1.buildId),
        '--no-tag',
      );
      await openPixFrom(v1);

      releaseScript(
        'release',
        'payments',
        '--dist',
        stampedBuild('payments', v2.version, v2.buildId),
        '--no-tag',
      );
      await openPixFrom(v2);

      expect(releaseScript('rollback', 'payments')).toContain(`→ ${v1.version}+${v1.buildId}`);
      await openPixFrom(v1);
      const registry = await (await page.request.get('/remotes.json')).json();
      expect(registry.payments).toMatchObject({ version: v1.version, buildId: v1.buildId });
    } finally {
      // The other flows expect the remotes where the environment puts them.
      writeFileSync(REGISTRY_FILE, before);
    }
  });
});
