import { sessionStore } from '@arara/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { UsersPage } from '../features/users/users-page';

beforeAll(() => setupI18n(['common', 'admin']));
afterEach(() => switchLanguage('en'));

const MANAGER = {
  id: 'a3c1f0d2-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  name: 'Marcos Gerente',
  email: 'manager@arara.dev',
  isAdmin: false,
  document: null,
  role: 'user',
  status: 'active',
  adminProfile: null,
  emailVerified: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  merchants: [
    {
      id: '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c',
      name: 'Arara Demo Comércio Ltda',
      document: '11222333000181',
      merchantStatus: 'active',
      role: 'manager',
      membershipStatus: 'active',
    },
  ],
};
const NEWCOMER = {
  ...MANAGER,
  id: 'b4d2a1e3-2c3d-4e4f-9a5b-6c7d8e9f0a11',
  name: 'Nina Nova',
  email: 'nina@example.com',
  merchants: [],
};
const SESSION_ID = '5b7c2f0e-9d1a-4c3b-8e6f-1a2b3c4d5e6f';

function mockBackOffice() {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/me') {
      return jsonResponse(200, {
        admin: {
          id: 'c5e3b2f4-3d4e-4f5a-8b6c-7d8e9f0a1b22',
          name: 'Admin',
          email: 'admin@arara.dev',
          profile: {
            name: 'Support',
            isSuperAdmin: false,
            permissions: ['users.read', 'users.actAs'],
          },
        },
      });
    }
    if (path === '/api/admin/users') {
      return jsonResponse(200, { users: [MANAGER, NEWCOMER], page: 1, pageSize: 20, total: 2 });
    }
    if (path === '/api/admin/act-as') {
      return jsonResponse(201, {
        sessionId: SESSION_ID,
        user: { id: MANAGER.id, name: MANAGER.name, email: MANAGER.email },
        merchant: { id: MANAGER.merchants[0]?.id, name: 'Arara Demo Comércio Ltda' },
      });
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: path } });
  });
}

function renderUsers() {
  return renderRoutes(
    [
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/', element: <h1>Merchant dashboard</h1> },
    ],
    '/admin/users',
  ).router;
}

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('/admin/users', () => {
  test.each([
    ['en', 'Select a merchant to continue', 'Act as'],
    ['pt-BR', 'Selecione um estabelecimento para continuar', 'Atuar como'],
  ] as const)(
    'a user without merchants cannot be acted as (%s)',
    async (language, text, action) => {
      await switchLanguage(language);
      mockBackOffice();
      renderUsers();

      const row = (await screen.findByText('nina@example.com')).closest('tr');
      if (!row) throw new Error('no row');
      expect(within(row).getByText(text)).toBeVisible();
      expect(within(row).getByRole('button', { name: action })).toBeDisabled();
    },
  );

  test('acting as a member keeps the session and opens the merchant dashboard', async () => {
    const api = mockBackOffice();
    const router = renderUsers();

    const row = (await screen.findByText('manager@arara.dev')).closest('tr');
    if (!row) throw new Error('no row');
    await userEvent.click(within(row).getByRole('button', { name: 'Act as' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/api/admin/act-as')[0]?.body).toEqual({
      userId: MANAGER.id,
      merchantId: MANAGER.merchants[0]?.id,
    });
    expect(sessionStore.getState().actingAs).toEqual({
      sessionId: SESSION_ID,
      user: { id: MANAGER.id, name: MANAGER.name, email: MANAGER.email },
      merchant: { id: MANAGER.merchants[0]?.id, name: 'Arara Demo Comércio Ltda' },
    });
    expect(sessionStore.getState().currentMerchantId).toBe(MANAGER.merchants[0]?.id);
  });

  test('the search asks the API for matching users', async () => {
    const api = mockBackOffice();
    renderUsers();
    await screen.findByText('manager@arara.dev');
    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), 'gerente{Enter}');
    await waitFor(() =>
      expect(api.callsTo('/api/admin/users').map((call) => call.url)).toContain(
        '/api/admin/users?page=1&search=gerente',
      ),
    );
  });
});
