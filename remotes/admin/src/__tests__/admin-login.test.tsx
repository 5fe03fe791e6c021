import { sessionStore } from '@arara/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { AdminLoginPage } from '../features/login/admin-login';

beforeAll(() => setupI18n(['common', 'admin']));
afterEach(() => switchLanguage('en'));
beforeEach(() => sessionStore.getState().signOut());

const ADMIN = {
  id: 'a3c1f0d2-1b2c-4d3e-8f4a-5b6c7d8e9f00',
  name: 'Arara Admin',
  email: 'admin@arara.dev',
  profile: null,
};
const SIGNED_IN = {
  status: 'signed_in',
  accessToken: 'admin-access',
  refreshToken: 'admin-refresh',
  expiresIn: 900,
  admin: ADMIN,
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/users', element: <h1>Users</h1> },
    ],
    '/admin/login',
  ).router;
}

async function typePassword() {
  await userEvent.type(screen.getByLabelText('Email'), ADMIN.email);
  await userEvent.type(screen.getByLabelText('Password'), 'Arara@2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin/login', () => {
  test('the password leads to the code; the code opens the back office', async () => {
    let codes = 0;
    const api = mockFetch((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/admin/auth/login') {
        return jsonResponse(200, { status: 'two_factor_required', challengeToken: 'ch-1' });
      }
      if (path === '/api/admin/auth/login/two-factor') {
        codes += 1;
        return codes === 1
          ? jsonResponse(400, {
              error: {
                code: 'INVALID_TWO_FACTOR_CODE',
                message: 'Invalid code, please try again',
              },
            })
          : jsonResponse(200, SIGNED_IN);
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: path } });
    });
    const router = renderLogin();
    await typePassword();

    // The password alone keeps no session.
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(sessionStore.getState().accessToken).toBeFalsy();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code, please try again')).toBeVisible();
    expect(sessionStore.getState().accessToken).toBeFalsy();

    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(sessionStore.getState().accessToken).toBe('admin-access');
    expect(api.callsTo('/api/admin/auth/login/two-factor')[1]?.body).toEqual({
      challengeToken: 'ch-1',
      code: '123456',
    });
  });

  test('a blocked account is told so, and gets no session', async () => {
    mockFetch(() =>
      jsonResponse(403, { error: { code: 'ACCOUNT_BLOCKED', message: 'This account is blocked' } }),
    );
    renderLogin();
    await typePassword();
    await waitFor(() =>
      expect(document.body).toHaveTextContent(
        'This account is blocked. Contact support to have it unblocked.',
      ),
    );
    expect(sessionStore.getState().accessToken).toBeFalsy();
  });

  test('an admin without two-factor sets it up, sees the recovery codes, then goes in', async () => {
    const api = mockFetch((call) => {
      const path = new URL(call.url, 'http://localhost').pathname;
      if (path === '/api/admin/auth/login') {
        return jsonResponse(200, { status: 'two_factor_setup_required', setupToken: 'st-1' });
      }
      if (path === '/api/auth/two-factor/setup') {
        return jsonResponse(200, {
          secret: 'KRSXG5CTMVRXEZLU',
          otpauthUrl: 'otpauth://totp/Arara:admin@arara.dev?secret=KRSXG5CTMVRXEZLU',
        });
      }
      if (path === '/api/admin/auth/two-factor/enable') {
        return jsonResponse(200, { recoveryCodes: ['aaaa-bbbb'], session: SIGNED_IN });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: path } });
    });
    const router = renderLogin();
    await typePassword();

    expect(
      await screen.findByText('The back office requires two-factor authentication'),
    ).toBeVisible();
    expect(await screen.findByText('KRSXG5CTMVRXEZLU')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Code from the app'), '654321');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn on two-factor authentication' }),
    );
    expect(await screen.findByText('aaaa-bbbb')).toBeVisible();
    expect(sessionStore.getState().accessToken).toBeFalsy();
    expect(api.callsTo('/api/admin/auth/two-factor/enable')[0]?.body).toEqual({
      setupToken: 'st-1',
      code: '654321',
    });

    await userEvent.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(sessionStore.getState().accessToken).toBe('admin-access');
  });
});
