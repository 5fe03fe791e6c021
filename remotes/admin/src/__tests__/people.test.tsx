import { sessionStore } from '@arara/session';
import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { PermissionsPage } from '../features/users/permissions-page';
import { ProfilesPage } from '../features/profiles/profiles-page';
import { UsersPage } from '../features/users/users-page';

setupSuiteI18n(['common', 'admin']);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const ADMIN_ID = 'c5e3b2f4-3d4e-4f5a-8b6c-7d8e9f0a1b22';
const SUPPORT_ID = 'd6f4c3a5-4e5f-4a6b-9c7d-8e9f0a1b2c33';
const FINANCE_ID = 'e7a5d4b6-5f6a-4b7c-8d8e-9f0a1b2c3d44';
const USER_ID = 'f8b6e5c7-6a7b-4c8d-9e9f-0a1b2c3d4e55';

const ALL = [
  'users.read',
  'users.manage',
  'users.actAs',
  'merchants.read',
  'merchants.manage',
  'profiles.manage',
  'kyc.review',
  'accounts.read',
  'accounts.manage',
  'fees.manage',
  'providers.manage',
  'transactions.read',
  'audit.read',
  'settings.manage',
];

const me = (permissions: string[]) => ({
  admin: {
    id: ADMIN_ID,
    name: 'Admin',
    email: 'admin@arara.dev',
    profile: { name: 'Profile', isSuperAdmin: false, permissions },
  },
});

const SUPPORT = {
  id: SUPPORT_ID,
  name: 'Support',
  slug: 'support',
  description: null,
  isSuperAdmin: false,
  permissions: ['users.read', 'users.actAs'],
  status: 'active',
  usersCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const FINANCE = { ...SUPPORT, id: FINANCE_ID, name: 'Finance', slug: 'finance', usersCount: 0 };

const CLARA = {
  id: USER_ID,
  name: 'Clara Cliente',
  email: 'clara@example.com',
  isAdmin: false,
  document: '52998224725',
  role: 'user',
  status: 'active',
  adminProfile: null,
  emailVerified: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  merchants: [],
};

type Routes = Record<string, (method: string, body: unknown) => Response>;

function mockApi(permissions: string[], routes: Routes) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/me') return jsonResponse(200, me(permissions));
    const handler = routes[`${call.method} ${path}`];
    if (handler) return handler(call.method, call.body);
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: path } });
  });
}

function render(path: string, element: ReactElement) {
  return renderRoutes(
    [
      {
        path,
        element,
      },
    ],
    path,
  );
}

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
});

describe('/admin/profiles', () => {
  test.each([
    ['en', 'New profile', 'Profile created successfully'],
    ['pt-BR', 'Novo perfil', 'Perfil criado com sucesso'],
  ] as const)('creates a profile with its permissions (%s)', async (language, create, done) => {
    await switchLanguage(language);
    let profiles = [SUPPORT];
    const api = mockApi(ALL, {
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles }),
      'POST /api/admin/profiles': (_, body) => {
        profiles = [...profiles, { ...FINANCE, ...(body as object) }];
        return jsonResponse(201, profiles[1]);
      },
    });
    render('/admin/profiles', <ProfilesPage />);
    await screen.findByText('support');
    await user().click(screen.getByRole('button', { name: create }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText(/^(Name|Nome)$/), 'Finance');
    await user().type(within(dialog).getByLabelText('Slug'), 'finance');
    await user().click(
      within(dialog).getByLabelText(language === 'en' ? 'Manage fees' : 'Gerenciar tarifas'),
    );
    await user().click(within(dialog).getByRole('button', { name: /Save|Salvar/ }));

    await waitFor(() => expect(document.body).toHaveTextContent(done));
    expect(api.callsTo('/api/admin/profiles').find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Finance',
      slug: 'finance',
      description: null,
      isSuperAdmin: false,
      permissions: ['fees.manage'],
      status: 'active',
    });
    expect(await screen.findByText('finance')).toBeVisible();
  });

  test('a bad slug is shown on its field and nothing is sent', async () => {
    const api = mockApi(ALL, {
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
    });
    render('/admin/profiles', <ProfilesPage />);
    await screen.findByText('support');
    await user().click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Name'), 'Bad');
    await user().type(within(dialog).getByLabelText('Slug'), 'Bad Slug');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use lower-case letters, digits and hyphens only'),
    ).toBeVisible();
    expect(api.callsTo('/api/admin/profiles').some((c) => c.method === 'POST')).toBe(false);
  });

  test('a duplicate name answered by the API lands on the field with an error toast', async () => {
    mockApi(ALL, {
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
      'POST /api/admin/profiles': () =>
        jsonResponse(
          409,
          apiError('CONFLICT', 'exists', { name: 'admin:people.errors.nameTaken' }),
        ),
    });
    render('/admin/profiles', <ProfilesPage />);
    await screen.findByText('support');
    await user().click(screen.getByRole('button', { name: 'New profile' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Name'), 'Support');
    await user().type(within(dialog).getByLabelText('Slug'), 'support-2');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Error creating profile'));
    expect(within(dialog).getByText('A profile with this name already exists')).toBeVisible();
  });

  test('delete asks first, says it cannot be undone, and a profile in use is refused', async () => {
    const api = mockApi(ALL, {
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
      'DELETE /api/admin/profiles/d6f4c3a5-4e5f-4a6b-9c7d-8e9f0a1b2c33': () =>
        jsonResponse(
          409,
          apiError('CONFLICT', 'in use', { general: 'admin:people.errors.profileInUse' }),
        ),
    });
    render('/admin/profiles', <ProfilesPage />);
    const row = (await screen.findByText('support')).closest('tr');
    if (!row) throw new Error('no row');
    await user().click(within(row).getByRole('button', { name: 'Delete' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Delete the profile Support?');
    expect(tip).toHaveTextContent('This action cannot be undone.');
    expect(api.calls().some((c) => c.method === 'DELETE')).toBe(false);
    await user().click(within(tip).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Error deleting profile'));
    expect(document.body).toHaveTextContent(
      'This profile is in use by administrators and cannot be deleted',
    );
  });

  test('without profiles.manage the create and row actions are hidden', async () => {
    mockApi(['users.read'], {
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
    });
    render('/admin/profiles', <ProfilesPage />);
    await screen.findByText('support');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New profile' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('/admin/users actions', () => {
  test.each([
    ['en', 'Block', 'Block Clara Cliente?', 'User blocked'],
    ['pt-BR', 'Bloquear', 'Bloquear Clara Cliente?', 'Usuário bloqueado'],
  ] as const)('blocking asks first, then toasts (%s)', async (language, block, question, done) => {
    await switchLanguage(language);
    let status = 'active';
    const api = mockApi(ALL, {
      'GET /api/admin/users': () =>
        jsonResponse(200, { users: [{ ...CLARA, status }], page: 1, pageSize: 20, total: 1 }),
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
      [`POST /api/admin/users/${USER_ID}/block`]: () => {
        status = 'blocked';
        return jsonResponse(200, { ...CLARA, status });
      },
    });
    render('/admin/users', <UsersPage />);
    const row = (await screen.findByText('clara@example.com')).closest('tr');
    if (!row) throw new Error('no row');
    await user().click(await within(row).findByRole('button', { name: block }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent(question);
    expect(api.callsTo(`/api/admin/users/${USER_ID}/block`)).toHaveLength(0);
    await user().click(within(tip).getByRole('button', { name: block }));
    await waitFor(() => expect(document.body).toHaveTextContent(done));
    expect(api.callsTo(`/api/admin/users/${USER_ID}/block`)).toHaveLength(1);
    // The list is read again: the row now offers to unblock.
    expect(
      await within(row).findByRole('button', {
        name: language === 'en' ? 'Unblock' : 'Desbloquear',
      }),
    ).toBeVisible();
  });

  test('deleting a member is refused with the reason', async () => {
    mockApi(ALL, {
      'GET /api/admin/users': () =>
        jsonResponse(200, { users: [CLARA], page: 1, pageSize: 20, total: 1 }),
      [`DELETE /api/admin/users/${USER_ID}`]: () =>
        jsonResponse(
          409,
          apiError('CONFLICT', 'member', { general: 'admin:people.errors.userHasMerchants' }),
        ),
    });
    render('/admin/users', <UsersPage />);
    const row = (await screen.findByText('clara@example.com')).closest('tr');
    if (!row) throw new Error('no row');
    await user().click(await within(row).findByRole('button', { name: 'Delete' }));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Delete the user Clara Cliente?');
    expect(tip).toHaveTextContent('This action cannot be undone.');
    await user().click(within(tip).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Error deleting user'));
    expect(document.body).toHaveTextContent('belongs to a merchant and cannot be deleted');
  });

  test('creating a user sends the form and says an e-mail is on its way', async () => {
    const api = mockApi(ALL, {
      'GET /api/admin/users': () =>
        jsonResponse(200, { users: [CLARA], page: 1, pageSize: 20, total: 1 }),
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT] }),
      'POST /api/admin/users': () => jsonResponse(201, { ...CLARA, id: FINANCE_ID }),
    });
    render('/admin/users', <UsersPage />);
    await screen.findByText('clara@example.com');
    await user().click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    await user().type(within(dialog).getByLabelText('Name'), 'Nova Pessoa');
    await user().type(within(dialog).getByLabelText('E-mail'), 'nova@example.com');
    await user().type(within(dialog).getByLabelText('CPF (optional)'), '123.456.789-00');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid CPF')).toBeVisible();
    expect(api.callsTo('/api/admin/users').some((c) => c.method === 'POST')).toBe(false);

    await user().clear(within(dialog).getByLabelText('CPF (optional)'));
    await user().type(within(dialog).getByLabelText('CPF (optional)'), '529.982.247-25');
    await user().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.body).toHaveTextContent('User created successfully'));
    expect(api.callsTo('/api/admin/users').find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nova Pessoa',
      email: 'nova@example.com',
      document: '52998224725',
      kind: 'user',
    });
  });

  test('without users.manage no write action is offered', async () => {
    mockApi(['users.read'], {
      'GET /api/admin/users': () =>
        jsonResponse(200, { users: [CLARA], page: 1, pageSize: 20, total: 1 }),
    });
    render('/admin/users', <UsersPage />);
    await screen.findByText('clara@example.com');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'New user' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  test.each([
    ['en', 'Error loading users'],
    ['pt-BR', 'Erro ao carregar usuários'],
  ] as const)('a list that cannot load says so (%s)', async (language, text) => {
    await switchLanguage(language);
    mockApi(ALL, {
      'GET /api/admin/users': () => jsonResponse(500, apiError('INTERNAL_ERROR', 'boom')),
    });
    render('/admin/users', <UsersPage />);
    expect(await screen.findByText(text)).toBeVisible();
  });
});

describe('/admin/users/permissions', () => {
  test("changing an administrator's profile calls the API and toasts", async () => {
    const api = mockApi(ALL, {
      'GET /api/admin/administrators': () =>
        jsonResponse(200, {
          administrators: [
            {
              id: USER_ID,
              name: 'Paulo Perfil',
              email: 'paulo@arara.dev',
              status: 'active',
              profile: { id: SUPPORT_ID, name: 'Support', isSuperAdmin: false, status: 'active' },
            },
          ],
        }),
      'GET /api/admin/profiles': () => jsonResponse(200, { profiles: [SUPPORT, FINANCE] }),
      [`PATCH /api/admin/administrators/${USER_ID}/profile`]: () =>
        jsonResponse(200, {
          id: USER_ID,
          name: 'Paulo Perfil',
          email: 'paulo@arara.dev',
          status: 'active',
          profile: { id: FINANCE_ID, name: 'Finance', isSuperAdmin: false, status: 'active' },
        }),
    });
    render('/admin/users/permissions', <PermissionsPage />);
    const select = await screen.findByRole('combobox', { name: 'Profile of Paulo Perfil' });
    await user().click(select);
    await user().click(await screen.findByTitle('Finance'));
    await waitFor(() => expect(document.body).toHaveTextContent('Profile updated successfully'));
    expect(api.callsTo(`/api/admin/administrators/${USER_ID}/profile`)[0]?.body).toEqual({
      adminProfileId: FINANCE_ID,
    });
  });
});
