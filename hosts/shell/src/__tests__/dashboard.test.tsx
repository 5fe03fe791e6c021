import { sessionStore } from '@arara/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { answering, MERCHANTS, mockApi, mockRemotes, renderApp, signIn, USER } from './render-app';

beforeAll(() => setupI18n(['common', 'shell']));

beforeEach(() => {
  sessionStore.getState().signOut();
  signIn();
  mockRemotes();
  mockApi();
});

afterEach(() => switchLanguage('en'));

/** The merchant sidebar of docs/requirements/merchants-and-team.md "Merchant sidebar": top-level entries, then each group's entries. */
const SIDEBAR = {
  en: {
    entries: [
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
    ],
    groups: {
      Documents: ['In', 'Out', 'Returns', 'Transfers'],
      Initiation: ['QR codes', 'Open finance'],
      Accounts: ['Bank accounts', 'Virtual', 'Extract'],
      Cards: ['Overview', 'Listing', 'Extract', 'Transactions'],
    },
  },
  'pt-BR': {
    entries: [
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
    ],
    groups: {
      Documentos: ['Entradas', 'Saídas', 'Devoluções', 'Transferências'],
      Iniciação: ['QR codes', 'Open finance'],
      Contas: ['Contas bancárias', 'Virtuais', 'Extrato'],
      Cartões: ['Visão geral', 'Listagem', 'Extrato', 'Transações'],
    },
  },
} as const;

/** An entry's accessible name: its icon's name, then the visible label. */
function label(text: string) {
  return new RegExp(`(^|\\s)${text}$`);
}

/** Chooses an option of one of the header's selects (native <select>s) by its label. */
async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

function sidebar(name = 'Main navigation') {
  return screen.getByRole('navigation', { name });
}

/** Opens every group, then reads the sidebar's entries in order. */
async function readSidebar(menu: HTMLElement, groups: Record<string, readonly string[]>) {
  for (const group of Object.keys(groups)) {
    const title = within(menu).getByRole('menuitem', { name: label(group) });
    if (title.getAttribute('aria-expanded') !== 'true') await userEvent.click(title);
  }
  const texts: Record<string, string[]> = {};
  for (const [group, entries] of Object.entries(groups)) {
    const title = within(menu).getByRole('menuitem', { name: label(group) });
    const list = title.parentElement?.querySelector('ul[role="menu"]');
    if (!(list instanceof HTMLElement)) throw new Error(`${group} did not open`);
    texts[group] = within(list)
      .getAllByRole('menuitem')
      .map((item) => item.textContent ?? '');
    expect(texts[group]).toEqual(entries);
  }
  return texts;
}

describe('sidebar', () => {
  test('shows every entry of the merchant sidebar in English', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Remote accounts' });
    const menu = sidebar();

    for (const entry of SIDEBAR.en.entries) {
      expect(within(menu).getByRole('menuitem', { name: label(entry) })).toBeVisible();
    }
    await readSidebar(menu, SIDEBAR.en.groups);
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('link', { name: 'Virtual' })).toHaveAttribute(
      'href',
      '/accounts/virtual',
    );
  });

  test('speaks Portuguese after the language is changed', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Remote accounts' });

    await choose('Language', 'Português');

    const menu = await waitFor(() => sidebar('Navegação principal'));
    for (const entry of SIDEBAR['pt-BR'].entries) {
      expect(within(menu).getByRole('menuitem', { name: label(entry) })).toBeVisible();
    }
    await readSidebar(menu, SIDEBAR['pt-BR'].groups);
    expect(localStorage.getItem('i18nextLng')).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  test('marks the current page and opens its group', async () => {
    renderApp('/accounts/virtual/42');
    await screen.findByRole('heading', { name: 'Remote accounts' });

    const menu = sidebar();
    expect(within(menu).getByRole('menuitem', { name: label('Accounts') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = within(menu).getByRole('link', { name: 'Virtual' }).closest('li');
    expect(current).toHaveClass('ant-menu-item-selected');
  });

  test('a sidebar link navigates', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Remote accounts' });

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeVisible();
    expect(app.location()).toBe('/settings');
  });
});

describe('header', () => {
  test.each([
    [/Move between accounts/, '/between-accounts'],
    [/Pix/, '/pix'],
    [/Withdrawal/, '/withdrawal'],
    [/Change password/, '/change-password'],
  ])('%s links to %s', async (name, path) => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Remote accounts' });

    const action = screen.getByRole('link', { name });
    expect(action).toHaveAttribute('href', path);

    await userEvent.click(action);
    await waitFor(() => expect(app.location()).toBe(path));
  });

  test('the merchant switcher lists the merchants from /me and picks the first', async () => {
    const app = renderApp('/');
    await screen.findByRole('heading', { name: 'Remote accounts' });

    // The first merchant is chosen for the user and shown in the switcher.
    const switcher = await screen.findByRole('combobox', { name: 'Merchant' });
    await waitFor(() => expect(switcher).toHaveDisplayValue('Padaria Central'));
    expect(sessionStore.getState().currentMerchantId).toBe(MERCHANTS[0]?.id);

    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(MERCHANTS.map((merchant) => merchant.name));
    expect(app.location()).toBe('/');
  });

  test('choosing another merchant makes it current for every app', async () => {
    renderApp('/');
    const switcher = await screen.findByRole('combobox', { name: 'Merchant' });
    await waitFor(() => expect(switcher).toHaveDisplayValue('Padaria Central'));

    await choose('Merchant', 'Mercado Bom Preço');

    await waitFor(() => expect(sessionStore.getState().currentMerchantId).toBe(MERCHANTS[1]?.id));
    expect(localStorage.getItem('currentMerchantId')).toBe(MERCHANTS[1]?.id);
    expect(switcher).toHaveDisplayValue('Mercado Bom Preço');
  });

  test('a user without merchants is told to select one', async () => {
    mockApi(answering('/api/me', 200, { user: USER, merchants: [] }));
    renderApp('/');

    expect(await screen.findByText('Select a merchant to continue')).toBeVisible();
  });

  test('without merchants, Settings still offers two-factor for the person', async () => {
    mockApi(answering('/api/me', 200, { user: USER, merchants: [] }));
    renderApp('/settings');

    expect(
      await screen.findByRole('button', { name: 'Enable two-factor authentication' }),
    ).toBeVisible();
    expect(screen.getByText('Select a merchant to continue')).toBeVisible();
  });

  test('Logout forgets the session and goes to /login', async () => {
    const app = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });

    await userEvent.click(screen.getByRole('button', { name: /Logout/ }));

    expect(await screen.findByText('Sign in to Arara')).toBeVisible();
    expect(app.location()).toBe('/login');
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
  });
});
