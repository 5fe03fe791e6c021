import { initFederation, SHELL_CONTRACT_VERSION } from '@arara/federation';
import { sessionStore } from '@arara/session';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { loadedRemotesPlugin, trackLoadedRemotes } from '../features/about/loaded-remotes';
import { mockApi, mockRemotes, REGISTRY, renderApp, signIn } from './render-app';

beforeAll(() => setupI18n(['common', 'shell']));

beforeEach(() => {
  sessionStore.getState().signOut();
  signIn();
  mockRemotes();
  mockApi();
});

afterEach(() => switchLanguage('en'));

/** The registry as a release writes it: payments and accounts stamped, the rest defaults. */
const STAMPED = {
  ...REGISTRY,
  payments: { ...REGISTRY.payments, version: '1.3.0', buildId: 'a1b2c3d' },
  accounts: { ...REGISTRY.accounts, version: '2.0.1', buildId: 'release-42' },
} as typeof REGISTRY;

async function openAbout() {
  await userEvent.click(await screen.findByRole('button', { name: 'About Arara' }));
  // jsdom's ids are all `test-id` here (antd's useId): find the dialog, then check its title.
  const dialog = await screen.findByRole('dialog');
  // Visible once antd's opening animation has run.
  await waitFor(() => expect(within(dialog).getByText('About Arara')).toBeVisible());
  return dialog;
}

/** The remotes table's row of `name`: its cells' texts. */
function remoteRow(dialog: HTMLElement, name: string): string[] {
  const row = within(dialog).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The shell section's terms and their values. */
function shellFacts(dialog: HTMLElement): Record<string, string | undefined> {
  const section = within(dialog).getByRole('region', { name: 'Shell' });
  return Object.fromEntries(
    [...section.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

/** What the federation runtime does when a remote's ./App has loaded. */
function runtimeLoaded(name: string) {
  act(() => {
    void loadedRemotesPlugin.onLoad?.({ remote: { name } } as never);
  });
}

test('the header opens the About panel: the shell build and every remote with its release and whether it loaded', async () => {
  const app = renderApp('/settings');
  initFederation(STAMPED);
  const dialog = await openAbout();

  // Under jest no build defines the stamp: the dev defaults, and the contract this code provides.
  expect(shellFacts(dialog)).toEqual({
    Version: '0.0.0-dev',
    Build: 'dev',
    Contract: SHELL_CONTRACT_VERSION,
  });

  const names = within(dialog)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(Object.keys(STAMPED).sort());
  expect(remoteRow(dialog, 'payments')).toEqual(['1.3.0', 'a1b2c3d', 'Not loaded']);
  expect(remoteRow(dialog, 'accounts')).toEqual(['2.0.1', 'release-42', 'Not loaded']);
  expect(remoteRow(dialog, 'documents')).toEqual(['0.0.0-dev', 'dev', 'Not loaded']);

  runtimeLoaded('payments');
  expect(remoteRow(dialog, 'payments')).toEqual(['1.3.0', 'a1b2c3d', 'Loaded']);
  expect(remoteRow(dialog, 'accounts')[2]).toBe('Not loaded');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  app.unmount();
});

test('the panel speaks Portuguese', async () => {
  await switchLanguage('pt-BR');
  renderApp('/settings');
  initFederation(STAMPED);
  await userEvent.click(await screen.findByRole('button', { name: 'Sobre o Arara' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByText('Sobre o Arara')).toBeVisible());
  expect(within(dialog).getByRole('columnheader', { name: 'Versão' })).toBeVisible();
  expect(within(dialog).getByRole('columnheader', { name: 'Situação' })).toBeVisible();
  expect(within(dialog).getByRole('region', { name: 'Shell' })).toBeVisible();
});

test('boot registers the plugin through which the federation runtime reports loaded remotes', () => {
  trackLoadedRemotes();
  expect(registerPlugins).toHaveBeenCalledWith([loadedRemotesPlugin]);
});

test('a build defines the shell stamp the panel shows', () => {
  const stamp = {
    name: 'shell',
    version: '1.4.0',
    buildId: '9f8e7d6',
    builtAt: '2026-11-29T06:00:00.000Z',
    contract: '1.0.0',
  };
  Object.assign(globalThis, { __ARARA_SHELL_BUILD__: stamp });
  try {
    jest.isolateModules(() => {
      const { SHELL_BUILD } = jest.requireActual<typeof import('../features/about/shell-build')>(
        '../features/about/shell-build',
      );
      expect(SHELL_BUILD).toEqual(stamp);
    });
  } finally {
    Reflect.deleteProperty(globalThis, '__ARARA_SHELL_BUILD__');
  }
});
