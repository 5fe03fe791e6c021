import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { ProvidersPage } from '../features/providers/providers-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const SANDBOX = {
  id: 'arara-sandbox',
  name: 'Arara Sandbox',
  operations: ['pix_receive', 'pix_send'],
  attributes: [],
  status: 'active',
  bankAccountCount: 3,
  configurationCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const PARTNER = {
  ...SANDBOX,
  id: '0b9e7c52-3f1a-4d2b-9c8e-7a6b5c4d3e2f',
  name: 'Banco Parceiro',
  operations: ['ted_send'],
  attributes: [{ name: 'client_id', required: true }],
  status: 'inactive',
  bankAccountCount: 0,
};

const me = (permissions: string[]) => ({
  admin: {
    id: '9c8b7a65-4321-4fed-8cba-987654321012',
    name: 'Ana Admin',
    email: 'ana@arara.dev',
    profile: { name: 'Test', isSuperAdmin: false, permissions },
  },
});

function mockProvidersApi({
  list = () => jsonResponse(200, { items: [SANDBOX, PARTNER] }),
  remove = () => new Response(null, { status: 204 }),
  permissions = ['providers.manage'],
}: {
  list?: () => Response;
  remove?: () => Response;
  permissions?: string[];
} = {}) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/admin/me') return jsonResponse(200, me(permissions));
    if (path === '/admin/providers' && call.method === 'GET') return list();
    if (path === '/admin/providers' && call.method === 'POST')
      return jsonResponse(201, { ...PARTNER, id: 'new-id', ...(call.body as object) });
    if (path.startsWith('/admin/providers/') && call.method === 'DELETE') return remove();
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/providers',
        element: <ProvidersPage />,
      },
    ],
    '/admin/providers',
  );

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('/admin/providers', () => {
  test.each([
    ['en', 'Pix receive', 'Inactive', 'client_id (Required)'],
    ['pt-BR', 'Receber Pix', 'Inativo', 'client_id (Obrigatório)'],
  ] as const)(
    'lists providers with operations, attributes and status (%s)',
    async (language, operation, status, attribute) => {
      await switchLanguage(language);
      mockProvidersApi();
      renderPage();
      const row = (await screen.findByText('Banco Parceiro')).closest('tr');
      if (!row) throw new Error('no row');
      expect(within(row).getByText(status)).toBeVisible();
      expect(within(row).getByText(attribute)).toBeVisible();
      expect(screen.getAllByText(operation).length).toBeGreaterThan(0);
    },
  );

  test('a list that cannot load says so; an empty one says there is none', async () => {
    mockProvidersApi({ list: () => jsonResponse(500, apiError('INTERNAL_ERROR', 'boom')) });
    const { unmount } = renderPage();
    expect(
      await screen.findByText('Unable to load providers, try again later.', {}, { timeout: 5000 }),
    ).toBeVisible();
    unmount();

    mockProvidersApi({ list: () => jsonResponse(200, { items: [] }) });
    renderPage();
    expect(await screen.findByText('No providers yet')).toBeVisible();
  });

  test('a profile without providers.manage sees no create, edit or delete', async () => {
    const api = mockProvidersApi({ permissions: ['accounts.read'] });
    renderPage();
    await screen.findByText('Banco Parceiro');
    await waitFor(() => expect(api.callsTo('/api/admin/me')).toHaveLength(1));
    await screen.findByText('Banco Parceiro');
    expect(screen.queryByRole('button', { name: 'New provider' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  test('creating sends the name, operations and attributes, then says it was created', async () => {
    const api = mockProvidersApi();
    const u = user();
    renderPage();
    await u.click(await screen.findByRole('button', { name: 'New provider' }));
    const drawer = await screen.findByRole('dialog');
    await u.type(within(drawer).getByLabelText('Name'), 'Banco Novo');
    await u.click(within(drawer).getByRole('checkbox', { name: 'TED send' }));
    await u.click(within(drawer).getByRole('button', { name: 'Add attribute' }));
    await u.type(within(drawer).getByLabelText('Attribute 1 name'), 'client_id');
    await u.click(within(drawer).getByRole('checkbox', { name: 'Required' }));
    await u.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('/api/admin/providers').length).toBeGreaterThan(1));
    const sent = api.callsTo('/api/admin/providers').find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Banco Novo',
      operations: ['ted_send'],
      attributes: [{ name: 'client_id', required: true }],
      status: 'active',
    });
    await waitFor(() => expect(document.body).toHaveTextContent('Provider created'));
  });

  test('delete asks first (cannot be undone); a provider in use is refused with the reason', async () => {
    const api = mockProvidersApi({
      remove: () =>
        jsonResponse(
          409,
          apiError('CONFLICT', 'in use', { provider: 'admin:providersArea.errors.providerInUse' }),
        ),
    });
    const u = user();
    renderPage();
    const row = (await screen.findByText('Arara Sandbox')).closest('tr');
    if (!row) throw new Error('no row');
    await u.click(await within(row).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This action cannot be undone.')).toBeInTheDocument();
    expect(api.calls().filter((call) => call.method === 'DELETE')).toHaveLength(0);
    const popover = screen.getByText('Delete Arara Sandbox?').closest('.ant-popover');
    if (!(popover instanceof HTMLElement)) throw new Error('no confirmation');
    await u.click(within(popover).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(document.body).toHaveTextContent('This provider is in use: deactivate it instead'),
    );
    expect(api.callsTo('/api/admin/providers/arara-sandbox')[0]?.method).toBe('DELETE');
  });
});
