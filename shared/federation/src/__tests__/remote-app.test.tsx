import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { createRemoteApp, lazyPage, lazyPrefetch } from '../remote';

const locales = {
  en: () => import('@arara/locales/en/accounts.json'),
  'pt-BR': () => import('@arara/locales/pt-BR/accounts.json'),
};

const AccountsApp = createRemoteApp({
  namespace: 'accounts',
  locales,
  routes: [
    { path: '', page: { titleKey: 'home.title', descriptionKey: 'home.description' } },
    {
      path: 'accounts/virtual',
      page: { titleKey: 'virtualAccounts.title', descriptionKey: 'virtualAccounts.description' },
    },
    {
      path: 'accounts/virtual/:id',
      page: {
        titleKey: 'virtualAccountDetail.title',
        parents: [{ titleKey: 'virtualAccounts.title', path: '/accounts/virtual' }],
      },
    },
    { path: 'accounts/virtual/pix-keys', redirectTo: '/accounts/virtual' },
    { path: 'accounts/custom', element: <p>A custom screen</p> },
  ],
});

/** As the shell mounts a remote: under a splat route, suspended while its namespace loads. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading namespace</p>}>
        <Routes>
          <Route path="*" element={<AccountsApp />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

beforeAll(() => setupI18n(['common']));
afterEach(() => switchLanguage('en'));

test("renders its route's page: title, description, breadcrumb from Home", async () => {
  renderAt('/accounts/virtual');

  expect(await screen.findByRole('heading', { name: 'Virtual accounts' })).toBeVisible();
  expect(screen.getByText('Accounts that hold your balance, with their Pix keys.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Virtual accounts · Arara');
});

test('the root path is the home page', async () => {
  renderAt('/');

  expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
});

test('a detail page links back to its parent', async () => {
  renderAt('/accounts/virtual/42');

  await screen.findByRole('heading', { level: 2 });
  expect(screen.getByRole('link', { name: 'Virtual accounts' })).toHaveAttribute(
    'href',
    '/accounts/virtual',
  );
});

test('a redirect route lands on its target', async () => {
  renderAt('/accounts/virtual/pix-keys');

  expect(await screen.findByRole('heading', { name: 'Virtual accounts' })).toBeVisible();
});

test('an element route renders the element', async () => {
  renderAt('/accounts/custom');

  expect(await screen.findByText('A custom screen')).toBeVisible();
});

test("an unknown path under the remote shows 'Page not found'", async () => {
  renderAt('/accounts/nope/really');

  expect(await screen.findByText('Page not found')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Virtual accounts' })).not.toBeInTheDocument();
});

test('speaks Portuguese with its own namespace', async () => {
  await switchLanguage('pt-BR');
  renderAt('/accounts/virtual');

  const heading = await screen.findByRole('heading', { level: 2 });
  expect(heading).not.toHaveTextContent('Virtual accounts');
  expect(heading).not.toHaveTextContent('virtualAccounts.title');
  expect(screen.getByRole('link', { name: 'Início' })).toBeVisible();
});

test('preload(pathname) starts loading the lazy page of that path only', async () => {
  const loadReport = jest.fn(async () => () => <p>Report</p>);
  const loadOther = jest.fn(async () => () => <p>Other</p>);
  const App = createRemoteApp({
    namespace: 'accounts',
    locales,
    routes: [
      { path: 'reports/:id', element: lazyPage(loadReport) },
      { path: 'other', element: lazyPage(loadOther) },
      { path: 'plain', element: <p>Plain</p> },
    ],
  });

  App.preload?.('/reports/7');
  App.preload?.('/plain');
  App.preload?.('/nowhere');

  expect(loadReport).toHaveBeenCalledTimes(1);
  expect(loadOther).not.toHaveBeenCalled();
});

test('a preloaded page renders at once, without the loading fallback', async () => {
  const loadReport = jest.fn(async () => () => <p>Report 7</p>);
  const App = createRemoteApp({
    namespace: 'accounts',
    locales,
    routes: [{ path: 'reports/:id', element: lazyPage(loadReport) }],
  });
  await App.preload?.('/reports/7');

  render(
    <MemoryRouter initialEntries={['/reports/7']}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="*" element={<App />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

  // No findBy: the first render already shows the page.
  expect(screen.getByText('Report 7')).toBeVisible();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(loadReport).toHaveBeenCalledTimes(1);
});

test("preload(pathname) starts the route's prefetch along with its page", async () => {
  const prefetch = jest.fn();
  const App = createRemoteApp({
    namespace: 'accounts',
    locales,
    routes: [
      { path: 'reports/:id', element: lazyPage(async () => () => <p>Report</p>), prefetch },
      { path: 'other', element: <p>Other</p> },
    ],
  });

  await App.preload?.('/other');
  expect(prefetch).not.toHaveBeenCalled();
  await App.preload?.('/reports/7');
  expect(prefetch).toHaveBeenCalledTimes(1);
});

test('preload(pathname, { data: false }) (the idle preload) loads the page, not its data', async () => {
  const prefetch = jest.fn();
  const loadReport = jest.fn(async () => () => <p>Report</p>);
  const App = createRemoteApp({
    namespace: 'accounts',
    locales,
    routes: [{ path: 'reports/:id', element: lazyPage(loadReport), prefetch }],
  });

  await App.preload?.('/reports/7', { data: false });
  expect(loadReport).toHaveBeenCalledTimes(1);
  expect(prefetch).not.toHaveBeenCalled();
});

/** A remote with one lazy page, `/reports/:id`, whose route has `prefetch`. */
function reportApp(prefetch: () => unknown) {
  return createRemoteApp({
    namespace: 'accounts',
    locales,
    routes: [{ path: 'reports/:id', element: lazyPage(async () => () => <p>Report</p>), prefetch }],
  });
}

test("the idle preload loads a lazyPrefetch's code, and a press then asks without waiting for it", async () => {
  let resolveModule: (module: { prefetchReport: () => void }) => void = () => undefined;
  const prefetchReport = jest.fn();
  const loadPrefetch = jest.fn(
    () =>
      new Promise<{ prefetchReport: () => void }>((resolve) => {
        resolveModule = resolve;
      }),
  );
  const App = reportApp(lazyPrefetch(loadPrefetch, (module) => module.prefetchReport()));

  // The idle preload: the prefetch's module is loaded, its request is not started, and the
  // page counts as ready only once that module is there.
  let isReady = false;
  const idle = App.preload?.('/reports/7', { data: false }).then(() => {
    isReady = true;
  });
  await Promise.resolve();
  expect(loadPrefetch).toHaveBeenCalledTimes(1);
  expect(isReady).toBe(false);
  resolveModule({ prefetchReport });
  await idle;
  expect(isReady).toBe(true);
  expect(prefetchReport).not.toHaveBeenCalled();

  // A press (preload with data) starts the request.
  loadPrefetch.mockImplementation(async () => ({ prefetchReport }));
  await App.preload?.('/reports/7');
  await waitFor(() => expect(prefetchReport).toHaveBeenCalledTimes(1));
});

test('a lazyPrefetch whose code fails to load does not fail the idle preload', async () => {
  const prefetchReport = jest.fn();
  const App = reportApp(
    lazyPrefetch(
      async (): Promise<{ prefetchReport: () => void }> => {
        throw new Error('ChunkLoadError');
      },
      (module) => module.prefetchReport(),
    ),
  );

  await expect(App.preload?.('/reports/7', { data: false })).resolves.toBeUndefined();
  expect(prefetchReport).not.toHaveBeenCalled();
});
