import { ADMIN_PERMISSIONS } from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { MerchantProvidersPage } from '../features/merchant-providers/merchant-providers-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const PROVIDER_ID = '0b9e7c52-3f1a-4d2b-9c8e-7a6b5c4d3e2f';
const CONFIG_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';

const CONFIG = {
  id: CONFIG_ID,
  merchantId: MERCHANT_ID,
  merchantName: 'Arara Demo Comércio Ltda',
  providerId: PROVIDER_ID,
  providerName: 'Banco Parceiro',
  username: 'arara-demo',
  hasPassword: true,
  apiUrl: 'https://api.parceiro.example/v1',
  attributes: { client_id: 'client-123' },
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const OPTIONS = {
  merchants: [{ id: MERCHANT_ID, name: 'Arara Demo Comércio Ltda', document: '11222333000181' }],
  providers: [
    {
      id: PROVIDER_ID,
      name: 'Banco Parceiro',
      status: 'active',
      attributes: [{ name: 'client_id', required: true }],
    },
  ],
};

function mockApi(update: (body: unknown) => Response = () => jsonResponse(200, CONFIG)) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/admin/me')
      return jsonResponse(200, {
        admin: {
          id: '9c8b7a65-4321-4fed-8cba-987654321012',
          name: 'Ana Admin',
          email: 'ana@arara.dev',
          // /admin/me lists every permission for a super admin.
          profile: { name: 'Super admin', isSuperAdmin: true, permissions: [...ADMIN_PERMISSIONS] },
        },
      });
    if (path === '/admin/merchant-providers/options') return jsonResponse(200, OPTIONS);
    if (path === '/admin/merchant-providers') return jsonResponse(200, { items: [CONFIG] });
    if (path === `/admin/merchant-providers/${CONFIG_ID}` && call.method === 'PATCH')
      return update(call.body);
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/merchant-providers',
        element: <MerchantProvidersPage />,
      },
    ],
    '/admin/merchant-providers',
  );

/** Opens the edit drawer of the configuration. */
async function openEdit(u: ReturnType<typeof user>) {
  const row = (await screen.findByText('arara-demo')).closest('tr');
  if (!row) throw new Error('no row');
  await u.click(await within(row).findByRole('button', { name: /Edit|Editar/ }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('merchant provider configuration', () => {
  test('the list shows the password masked', async () => {
    mockApi();
    renderPage();
    const row = (await screen.findByText('arara-demo')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('••••••••')).toBeVisible();
  });

  test.each([
    ['en', 'Password', 'Leave empty to keep the current password', 'Username', 'Save'],
    ['pt-BR', 'Senha', 'Deixe em branco para manter a senha atual', 'Usuário', 'Salvar'],
  ] as const)(
    'an edit leaves the password field empty and masked and does not send it untouched (%s)',
    async (language, passwordLabel, keepHint, usernameLabel, save) => {
      await switchLanguage(language);
      const api = mockApi();
      const u = user();
      renderPage();
      const drawer = await openEdit(u);
      const password = within(drawer).getByLabelText(passwordLabel);
      expect(password).toHaveValue('');
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute('placeholder', '••••••••');
      expect(within(drawer).getByText(keepHint)).toBeVisible();

      const username = within(drawer).getByLabelText(usernameLabel);
      await u.clear(username);
      await u.type(username, 'arara-novo');
      await u.click(within(drawer).getByRole('button', { name: save }));

      await waitFor(() =>
        expect(api.callsTo(`/api/admin/merchant-providers/${CONFIG_ID}`)).toHaveLength(1),
      );
      const body = api.callsTo(`/api/admin/merchant-providers/${CONFIG_ID}`)[0]?.body as Record<
        string,
        unknown
      >;
      expect(body.username).toBe('arara-novo');
      expect('password' in body).toBe(false);
    },
  );

  test('a new password typed is sent, and the update is confirmed', async () => {
    const api = mockApi();
    const u = user();
    renderPage();
    const drawer = await openEdit(u);
    await u.type(within(drawer).getByLabelText('Password'), 'Nova-Senha-123');
    await u.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo(`/api/admin/merchant-providers/${CONFIG_ID}`)[0]?.body).toMatchObject({
        password: 'Nova-Senha-123',
      }),
    );
    await waitFor(() => expect(document.body).toHaveTextContent('Provider configuration updated'));
  });

  test('a refused required attribute shows on its field, with the error toast', async () => {
    mockApi(() =>
      jsonResponse(
        400,
        apiError('VALIDATION_ERROR', 'client_id is required', {
          'attributes.client_id': 'admin:providersArea.errors.attributeRequired',
        }),
      ),
    );
    const u = user();
    renderPage();
    const drawer = await openEdit(u);
    const attribute = within(drawer).getByLabelText('client_id (Required)');
    expect(attribute).toHaveValue('client-123');
    await u.clear(attribute);
    await u.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('This attribute is required')).toBeVisible();
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Error updating provider configuration'),
    );
  });
});
