import { apiError, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { setupSuiteI18n, switchLanguage } from '@arara/test-utils/i18n';
import { renderRoutes } from '@arara/test-utils/render';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminLayout } from '../components/admin-layout';
import { RequirePermission } from '../components/require-permission';
import { ADMIN_NAVIGATION } from '../lib/navigation';
import { adminMe, signInAsAdmin } from './platform-fixtures';

setupSuiteI18n(['common', 'admin']);
afterEach(() => switchLanguage('en'));
beforeEach(signInAsAdmin);

function mockMe(body: unknown, status = 200) {
  return mockFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/admin/me') return jsonResponse(status, body);
    return jsonResponse(404, apiError('NOT_FOUND', path));
  });
}

const renderLayout = (at = '/admin') =>
  renderRoutes(
    [
      {
        path: '/admin/*',
        element: (
          <AdminLayout>
            <RequirePermission permission="fees.manage">
              <p>Fees list</p>
            </RequirePermission>
          </AdminLayout>
        ),
      },
    ],
    at,
  );

const sidebarLinks = async () => {
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('admin sidebar', () => {
  test('shows only what the profile can open', async () => {
    mockMe(adminMe(['merchants.read', 'transactions.read', 'kyc.review']));
    renderLayout();
    await waitFor(async () =>
      expect(await sidebarLinks()).toEqual([
        'Dashboard',
        'Merchants',
        'KYC',
        'Transactions',
        'Transaction reports',
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Bank account fees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  test('a super admin sees every entry (pt-BR)', async () => {
    await switchLanguage('pt-BR');
    mockMe({
      admin: {
        ...adminMe([]).admin,
        profile: {
          name: 'Super',
          isSuperAdmin: true,
          permissions: [
            'users.read',
            'merchants.read',
            'profiles.manage',
            'kyc.review',
            'accounts.read',
            'fees.manage',
            'providers.manage',
            'transactions.read',
            'settings.manage',
          ],
        },
      },
    });
    renderLayout();
    await waitFor(async () => expect(await sidebarLinks()).toHaveLength(ADMIN_NAVIGATION.length));
  });

  test('an admin without a profile sees the dashboard only, and a page opened by URL says "no permission"', async () => {
    mockMe({ admin: { ...adminMe([]).admin, profile: null } });
    renderLayout('/admin/bank-account-fees');
    expect(await screen.findByText('You do not have permission to open this page')).toBeVisible();
    expect(screen.getByText(/lacks the permission fees\.manage/)).toBeVisible();
    expect(screen.queryByText('Fees list')).not.toBeInTheDocument();
    expect(await sidebarLinks()).toEqual(['Dashboard']);
  });

  test('with the permission, the wrapped page shows', async () => {
    mockMe(adminMe(['fees.manage']));
    renderLayout('/admin/bank-account-fees');
    expect(await screen.findByText('Fees list')).toBeVisible();
    await waitFor(async () =>
      expect(await sidebarLinks()).toEqual(['Dashboard', 'Bank account fees']),
    );
  });
});
