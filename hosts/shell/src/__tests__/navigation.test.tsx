import type { TRemoteRegistry } from '@arara/federation';
import { IDLE_PRELOAD_DONE } from '@arara/federation/outlet';
import { sessionStore } from '@arara/session';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { REMOTE_MANIFESTS } from '@arara/test-utils/manifests';
import {
  answering,
  MERCHANTS,
  mockApi,
  mockRemotes,
  REGISTRY,
  renderApp,
  serveRemotes,
  signIn,
  USER,
} from './render-app';

// Remotes own their routes and sidebar entries (docs/navigation.md): these tests change what a
// remote's manifest says, never the shell.

beforeAll(() => setupI18n(['common', 'shell']));

beforeEach(() => {
  sessionStore.getState().signOut();
  mockRemotes();
  mockApi();
});

afterEach(() => switchLanguage('en'));

const sidebar = () =>
  screen.getByRole('navigation', { name: /Main navigation|Navegação principal/ });

/** The sidebar's top-level entries, in the order shown (groups closed or open). */
function topLevel(): string[] {
  const root = sidebar().querySelector('ul[role="menu"]');
  if (!root) throw new Error('No sidebar menu');
  return Array.from(root.children).flatMap((item) => {
    const title =
      item.getAttribute('role') === 'menuitem' ? item : item.querySelector('[role="menuitem"]');
    return title ? [title.textContent ?? ''] : [];
  });
}

const EN = [
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
];

/** The developer remote, released with one more page and entry than the shell has ever seen. */
const DEVELOPER_WITH_LOGS = {
  ...REMOTE_MANIFESTS.developer,
  prefixes: ['/development', '/logs'],
  navigation: [
    ...(REMOTE_MANIFESTS.developer.navigation ?? []),
    { key: 'request-logs', labelKey: 'requestLogs', path: '/logs', icon: 'scroll', order: 95 },
  ],
  labels: {
    en: { ...REMOTE_MANIFESTS.developer.labels?.en, requestLogs: 'Request logs' },
    'pt-BR': {
      ...REMOTE_MANIFESTS.developer.labels?.['pt-BR'],
      requestLogs: 'Registro de chamadas',
    },
  },
};

describe('the sidebar is built from the remotes’ manifests', () => {
  test('the remotes’ entries and the shell’s Settings, in the spec’s order', async () => {
    signIn();
    renderApp('/settings');

    await waitFor(() => expect(topLevel()).toEqual(EN));
    const menu = sidebar();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Documents$/ }));
    expect(await within(menu).findByRole('link', { name: 'In' })).toHaveAttribute(
      'href',
      '/documents/entries',
    );
    expect(within(menu).getByRole('img', { name: 'setting' })).toBeInTheDocument();
    expect(within(menu).getByRole('img', { name: 'file-text' })).toBeInTheDocument();
  });

  test('in Portuguese, with the texts the remotes ship', async () => {
    await switchLanguage('pt-BR');
    signIn();
    renderApp('/settings');

    await waitFor(() =>
      expect(topLevel()).toEqual([
        'Início',
        'Documentos',
        'Contrapartes',
        'Infrações',
        'Iniciação',
        'Contas',
        'Cartões',
        'Disputas de compliance',
        'Webhooks',
        'Configurações',
      ]),
    );
  });

  test('a page and an entry a remote adds to its manifest show without a change to the shell', async () => {
    mockRemotes({ ...REMOTE_MANIFESTS, developer: DEVELOPER_WITH_LOGS });
    signIn();
    const app = renderApp('/settings');

    await waitFor(() =>
      expect(topLevel()).toEqual([...EN.slice(0, -1), 'Request logs', 'Settings']),
    );
    const entry = within(sidebar()).getByRole('link', { name: 'Request logs' });
    // An icon name this shell does not know: a generic icon, not an error.
    expect(
      within(entry.closest('li') as HTMLElement).getByRole('img', { name: 'appstore' }),
    ).toBeInTheDocument();

    await userEvent.click(entry);
    expect(await screen.findByRole('heading', { name: 'Remote developer' })).toBeVisible();
    expect(app.location()).toBe('/logs');

    await switchLanguage('pt-BR');
    await waitFor(() =>
      expect(within(sidebar()).getByRole('link', { name: 'Registro de chamadas' })).toBeVisible(),
    );
  });

  test('an entry needing a permission the member’s role lacks is left out', async () => {
    const manager = [{ ...MERCHANTS[0], role: 'manager' }];
    mockApi(answering('/api/me', 200, { user: USER, merchants: manager }));
    signIn();
    renderApp('/settings');

    await waitFor(() => expect(topLevel()).toEqual(EN.filter((entry) => entry !== 'Webhooks')));
  });

  test('the page’s group opens once its remote’s manifest has arrived', async () => {
    signIn();
    renderApp('/documents/out');
    await screen.findByRole('heading', { name: 'Remote documents' });

    const current = await within(sidebar()).findByRole('link', { name: 'Out' });
    expect(current.closest('li')).toHaveClass('ant-menu-item-selected');
  });
});

describe('a remote whose manifest cannot be loaded', () => {
  const { documents: _down, ...othersUp } = REMOTE_MANIFESTS;

  test('has no entries, and its pages still show its error (registry fallback), not a 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockRemotes(othersUp);
    signIn();
    renderApp('/documents/entries');

    expect(await screen.findByText('Unable to load this page')).toBeVisible();
    await waitFor(() => expect(topLevel()).toEqual(EN.filter((entry) => entry !== 'Documents')));
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  test('is asked for again on the next navigation', async () => {
    mockRemotes(othersUp);
    signIn();
    const app = renderApp('/settings');
    await waitFor(() => expect(topLevel()).toContain('Counterparties'));
    expect(topLevel()).not.toContain('Documents');

    serveRemotes(REMOTE_MANIFESTS);
    await act(() => app.router.navigate('/counterparties'));

    await waitFor(() => expect(topLevel()).toEqual(EN));
  });
});

describe('how a remote mounts comes from its manifest', () => {
  /** A registry whose fallback says the opposite of the manifest, so only the manifest decides. */
  const registryWithAdminLayout = (layout: 'dashboard' | 'own'): TRemoteRegistry => {
    const admin = REGISTRY.admin;
    if (!admin) throw new Error('No admin remote in the registry');
    return { ...REGISTRY, admin: { ...admin, layout } };
  };

  test("layout 'own': the back office renders alone, without the shell's guard and layout", async () => {
    signIn();
    const app = renderApp('/settings', registryWithAdminLayout('dashboard'));
    await waitFor(() => expect(topLevel()).toEqual(EN));

    await act(() => app.router.navigate('/admin/users'));

    expect(await screen.findByRole('heading', { name: 'Remote admin' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  test("layout 'dashboard' (a remote that says so): inside the shell's layout", async () => {
    mockRemotes({ ...REMOTE_MANIFESTS, admin: { ...REMOTE_MANIFESTS.admin, layout: 'dashboard' } });
    signIn();
    const app = renderApp('/settings', registryWithAdminLayout('own'));
    await waitFor(() => expect(topLevel()).toEqual(EN));

    await act(() => app.router.navigate('/admin/users'));

    expect(await screen.findByRole('heading', { name: 'Remote admin' })).toBeVisible();
    expect(sidebar()).toBeVisible();
  });

  test('a back office that is down still renders alone (the registry says own), with its error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { admin: _down, ...othersUp } = REMOTE_MANIFESTS;
    mockRemotes(othersUp);
    signIn();
    renderApp('/admin/users');

    expect(await screen.findByText('Unable to load this page')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});

test('/login loads no remote, not even a manifest', async () => {
  renderApp('/login');
  expect(await screen.findByText('Sign in to Arara')).toBeVisible();
  expect(loadRemote).not.toHaveBeenCalled();
});

// After sign-in, when the browser is idle, the pages the member's sidebar offers are loaded
// ahead of the click: code and texts, never data (docs/navigation.md "Idle preload").
describe('idle preload', () => {
  /** Each remote's `./App` asked for, and each page preloaded: `remote pathname data`. */
  let preloads: string[];

  /** The remotes answer like serveRemotes, with an app that records what it preloads. */
  function serveRecordingRemotes() {
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      const [name = '', expose] = id.split('/');
      if (expose === 'manifest') {
        return { default: REMOTE_MANIFESTS[name as keyof typeof REMOTE_MANIFESTS] };
      }
      const App = Object.assign(() => <h2>Remote {name}</h2>, {
        preload: async (pathname: string, options?: { data?: boolean }) => {
          preloads.push(`${name} ${pathname} ${options?.data === false ? 'code' : 'data'}`);
        },
      });
      return { default: App };
    });
  }

  const appsLoaded = () =>
    jest
      .mocked(loadRemote)
      .mock.calls.map(([id]) => id)
      .filter((id) => id.endsWith('/App'));

  beforeEach(() => {
    preloads = [];
    serveRecordingRemotes();
    // jsdom has no requestIdleCallback: "idle" is the next task here.
    window.requestIdleCallback = (run) => window.setTimeout(run, 0);
    window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  });

  afterEach(() => {
    cleanup(); // unmounted first: the preload stops while the idle functions are there
    // @ts-expect-error jsdom has none; removed again for the other tests.
    delete window.requestIdleCallback;
    // @ts-expect-error as above
    delete window.cancelIdleCallback;
    Reflect.deleteProperty(navigator, 'connection');
  });

  test("preloads every sidebar entry's page, code only, one remote after another, then says so", async () => {
    // jsdom has no performance marks: a stand-in records the one the bench and e2e wait for.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    try {
      signIn();
      renderApp('/settings');

      // Set once the last page is loaded, and only then.
      await waitFor(() => expect(mark).toHaveBeenCalledWith(IDLE_PRELOAD_DONE));
      expect(mark).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(performance, 'mark');
    }
    // In the sidebar's order, the pages of a group one after another.
    expect(preloads).toEqual([
      'accounts / code',
      'documents /documents/entries code',
      'documents /documents/out code',
      'documents /documents/returns code',
      'documents /documents/transfers code',
      'payments /counterparties code',
      'compliance /infractions code',
      'payments /initiation/qrcodes code',
      'payments /initiation/open-finance code',
      'accounts /accounts/bank-account code',
      'accounts /accounts/virtual code',
      'accounts /accounts/extract code',
      'accounts /cards/overview code',
      'accounts /cards/listing code',
      'accounts /cards/extract code',
      'accounts /cards/transactions code',
      'compliance /compliance/disputes code',
      'developer /development/webhooks code',
    ]);
    // The back office is an admin's only; this member is none.
    expect(appsLoaded()).not.toContain('admin/App');
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  });

  test('leaves out the remotes of entries the role cannot open', async () => {
    const manager = [{ ...MERCHANTS[0], role: 'manager' }];
    mockApi(answering('/api/me', 200, { user: USER, merchants: manager }));
    signIn();
    renderApp('/settings');

    await waitFor(() => expect(preloads).toContain('accounts /cards/transactions code'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(preloads.some((page) => page.startsWith('developer '))).toBe(false);
    expect(appsLoaded()).not.toContain('developer/App');
    expect(appsLoaded()).not.toContain('admin/App');
  });

  test('pressing an entry starts its page with its data at once, before the click navigates', async () => {
    // Save-Data: no idle preload, so what is preloaded comes from the press.
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    signIn();
    renderApp('/settings');
    await waitFor(() => expect(topLevel()).toEqual(EN));
    expect(preloads).toEqual([]);

    fireEvent.pointerDown(within(sidebar()).getByRole('link', { name: 'Home' }));

    // The page with its first request (its route's prefetch), not the code-only idle preload.
    await waitFor(() => expect(preloads).toEqual(['accounts / data']));
    expect(appsLoaded()).toEqual(['accounts/App']);
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  });

  test('preloads nothing with Save-Data or on a 2g connection', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      mockRemotes();
      serveRecordingRemotes();
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      signIn();
      const { unmount } = renderApp('/settings');
      await waitFor(() => expect(topLevel()).toEqual(EN));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(appsLoaded()).toEqual([]);
      expect(preloads).toEqual([]);
      unmount();
    }
  });
});
