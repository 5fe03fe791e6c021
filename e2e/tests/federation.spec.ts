import { expect } from '@playwright/test';
import { APPS, DEMO_USER, remoteUrl, SHELL_URL } from '../support/apps';
import { emulateSaveData, waitForIdlePreload } from '../support/connection';
import { test } from '../support/fixtures';
import {
  fallbackDownloads,
  pageFederationRuntime,
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
    // sonner loads with the first toast (docs/architecture.md "Design system"): a refused
    // sign-in on the back office's page (the admin remote's form) shows one.
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Login Error')).toBeVisible();
    const providers = await sharedProviders(page);
    for (const library of SINGLETON_LIBRARIES) {
      expect(providers[library], library).toHaveLength(1);
      expect(providers[library]?.[0], library).toMatch(/^shell@/);
    }
    expect(await fallbackDownloads(scripts)).toEqual([]);
  });

  // Since issue 20 a remote's production build runs on the page's federation runtime (its
  // remoteEntry.js without runtime-core; docs/architecture.md "The federation runtime's own
  // weight"): in the shell's page that is the shell's, and the remote's own provider is never
  // fetched.
  test("the remotes run on the shell's federation runtime", async ({ signedInPage: page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
    await navigateInApp(page, '/pix');
    await expect(page.getByRole('heading', { level: 2, name: 'Pix transfer' })).toBeVisible();
    // A remote with a runtime-core of its own would make its federation instance from another class.
    const instances = await pageFederationRuntime(page);
    expect(instances.from).toBe('shell');
    expect(instances.onPageRuntime).toEqual(
      expect.arrayContaining(['shell: true', 'accounts: true', 'payments: true']),
    );
    expect(instances.onPageRuntime.filter((line) => line.endsWith('false'))).toEqual([]);
    expect(scripts.filter((url) => url.endsWith('/federation-runtime.js'))).toEqual([]);
  });

  test("a remote's page opened alone publishes its own runtime, signs in and shows its page", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${remoteUrl('accounts')}/`);
    await expect(page.getByText('accounts remote, running alone')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
    const runtime = await pageFederationRuntime(page);
    expect(runtime.from).toBe('accounts');
    expect(runtime.onPageRuntime).toEqual(['accounts: true']);
    expect(errors).toEqual([]);
  });

  test('/login downloads nothing from any remote, not even a manifest', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (fromARemote(request.url())) remoteRequests.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });

  // Since issue 19 the signed-in dashboard reads every remote's manifest (routes and sidebar
  // entries, docs/navigation.md); since issue 20 it reads it as data from the remote's
  // mf-manifest.json, without the remote's code, and loads the remotes' apps and pages ahead
  // of the click when the browser is idle, except with Save-Data: then a remote's code loads
  // on its first visit.
  test("with Save-Data, only the remotes' mf-manifest.json load (no remote code); a remote's app loads when one of its routes is first visited", async ({
    signedInPage: page,
  }) => {
    await emulateSaveData(page);
    const scripts = recordScripts(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (fromARemote(request.url()) && request.url().endsWith('/mf-manifest.json'))
        manifests.push(request.url());
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toContainText('Webhooks');
    await expect(sidebar).toContainText('Home');
    await page.waitForLoadState('networkidle');
    const fromRemotes = () => scripts.filter(fromARemote);
    // One mf-manifest.json per remote, and not one script of any remote.
    expect([...manifests].sort()).toEqual(
      REMOTE_URLS.map((base) => `${base}mf-manifest.json`).sort(),
    );
    expect(fromRemotes()).toEqual([]);

    await navigateInApp(page, '/development/webhooks');
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    const apps = fromRemotes();
    expect(apps).toContain(`${remoteUrl('developer')}/remoteEntry.js`);
    expect(apps.every((url) => url.startsWith(`${remoteUrl('developer')}/`))).toBe(true);
    // The runtime reused the file the sidebar read: still one request per remote.
    expect(manifests).toHaveLength(REMOTE_URLS.length);
  });

  test("signed in and idle, the sidebar's remotes are preloaded (code only, no back office); a click renders without fetching the remote again", async ({
    signedInPage: page,
  }) => {
    const scripts = recordScripts(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const appOf = (name: string) => (url: string) =>
      url.startsWith(`${remoteUrl(name)}/`) && url.includes('/__federation_expose_App.');
    // Every merchant remote of the owner's sidebar, the last entry's (Webhooks) included.
    await waitForIdlePreload(page);
    for (const name of ['accounts', 'documents', 'payments', 'compliance', 'developer']) {
      expect(scripts.some(appOf(name))).toBe(true);
    }
    // The back office is an admin's; and the pages' data waits for their visit (no /home).
    expect(scripts.some(appOf('admin'))).toBe(false);
    expect(apiCalls.filter((pathname) => pathname.endsWith('/home'))).toEqual([]);

    const before = scripts.length;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Webhooks', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fetchedOnClick = scripts.slice(before);
    expect(fetchedOnClick.filter((url) => url.endsWith('/remoteEntry.js'))).toEqual([]);
    expect(fetchedOnClick.filter((url) => url.startsWith(`${remoteUrl('developer')}/`))).toEqual(
      [],
    );
  });

  test('after the idle preload, a first click on Home asks for its data before any other request', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await waitForIdlePreload(page);
    await page.waitForLoadState('networkidle');
    // Every request of the click, in order, but the load telemetry's batches (sent on a timer).
    const requested: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/client-events')) requested.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(
      page.getByRole('list', { name: 'Balances' }).getByRole('listitem').first(),
    ).toContainText('R$');
    // The route's prefetch code came with the idle preload, and the shell's remote mount point
    // with its own pages: the press starts /home at once, no download before it.
    expect(new URL(requested[0] ?? 'http://none').pathname).toMatch(
      /^\/api\/merchants\/[^/]+\/home$/,
    );
    expect(
      requested.filter((url) => url.startsWith(`${SHELL_URL}/`) && url.endsWith('.js')),
    ).toEqual([]);
  });

  test('the sidebar is built from the remotes’ manifests, in the order of the spec', async ({
    signedInPage: page,
  }) => {
    await page.goto('/settings');
    const entries = page.locator('nav[aria-label="Main navigation"] ul[role="menu"] > li');
    await expect(entries).toHaveText([
      'Home',
      'Documents',
      'Counterparties',
      'Infractions',
      'Initiation',
      'Accounts',
      'Cards',
      'Compliance disputes',
      'Webhooks',
      'Settings',
    ]);
    await page.getByRole('menuitem', { name: /Cards$/ }).click();
    await page.getByRole('link', { name: 'Listing' }).click();
    await expect(page).toHaveURL('/cards/listing');
  });

  test('hovering a sidebar entry preloads its remote', async ({ signedInPage: page }) => {
    await emulateSaveData(page); // no idle preload: the hover is what loads it
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const app = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${remoteUrl('payments')}/`) &&
        request.url().includes('/__federation_expose_App.'),
    );
    await page.getByRole('link', { name: 'Counterparties' }).hover();
    await app;
    await expect(page).toHaveURL('/settings');
  });

  test('a remote that is down shows Unable to load this page, the rest keeps working, try again recovers', async ({
    signedInPage: page,
  }) => {
    await page.route(`${remoteUrl('documents')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/documents/entries');
    await expect(page.getByText('Unable to load this page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar).toContainText('Counterparties');
    // Its manifest did not load: no Documents entry, yet its paths still reach its error page.
    await expect(sidebar).not.toContainText('Documents');

    await navigateInApp(page, '/initiation/qrcodes');
    await expect(page.getByRole('heading', { level: 2, name: 'QR codes' })).toBeVisible();

    await navigateInApp(page, '/documents/entries');
    await expect(page.getByText('Unable to load this page')).toBeVisible();
    await page.unroute(`${remoteUrl('documents')}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeVisible();
  });

  // mf-manifest.json is read twice at most: once by the sidebar, as data, in one try; when
  // that fails, by the federation runtime, which retries. Failing the first two requests makes
  // the runtime's first try fail too. remoteEntry.js is only the runtime's, when the page loads.
  for (const { file, failures } of [
    { file: 'mf-manifest.json', failures: 2 },
    { file: 'remoteEntry.js', failures: 1 },
  ]) {
    test(`a remote whose ${file} fails loads on the runtime's next try, and the load is reported to the API`, async ({
      signedInPage: page,
    }) => {
      let requests = 0;
      await page.route(`${remoteUrl('documents')}/${file}`, (route) => {
        requests += 1;
        return requests <= failures ? route.abort('connectionreset') : route.continue();
      });
      type Reported = { events: { remote: string; [field: string]: unknown }[] };
      const reported: { status: number; body: Reported }[] = [];
      await page.route('**/api/client-events', async (route) => {
        const body = route.request().postDataJSON() as Reported;
        const response = await route.fetch();
        reported.push({ status: response.status(), body });
        await route.fulfill({ response });
      });

      await page.goto('/documents/entries');
      await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeVisible();
      await expect(page.getByText('Unable to load this page')).toHaveCount(0);
      expect(requests).toBe(failures + 1);

      // Sent in a batch a moment after the load (sendBeacon), answered 204 by the API.
      // The events of the remote are compared whole, so a failure shows what did arrive. The
      // load that met the failures reports two tries: the page's ./App, or the sidebar's
      // ./manifest when the sidebar asked the runtime first (then ./App finds it loaded).
      const documentsEvents = () =>
        reported.flatMap(({ body }) => body.events).filter((e) => e.remote === 'documents');
      const event = (fields: Record<string, unknown>) =>
        expect.objectContaining({ type: 'remote-load', path: '/documents/entries', ...fields });
      await expect
        .poll(documentsEvents)
        .toEqual(
          expect.arrayContaining([
            event({ outcome: 'ok', attempts: 2 }),
            event({ expose: './App', outcome: 'ok' }),
          ]),
        );
      expect(documentsEvents()).not.toContainEqual(event({ outcome: 'error' }));
      expect(reported.map(({ status }) => status)).toContain(204);
    });
  }

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
