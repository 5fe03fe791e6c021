import type { TRemoteRegistry } from '@arara/federation';
import { sessionStore } from '@arara/session';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
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
