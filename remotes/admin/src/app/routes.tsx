import type { RemoteRoute } from '@arara/federation/remote';
import { lazy } from 'react';
import { AdminLoginPage } from '../features/login/admin-login';
import { ADMIN_NAVIGATION } from '../lib/navigation';

const UsersPage = lazy(async () => ({
  default: (await import('../features/users/users-page')).UsersPage,
}));

const MERCHANTS = { titleKey: 'pages.merchants.title', path: '/admin/merchants' };
const KYC = { titleKey: 'pages.kyc.title', path: '/admin/kyc' };

/** Back-office pages built so far; the others show their frame until they arrive. */
const BUILT: Partial<Record<string, RemoteRoute>> = {
  users: { path: 'admin/users', element: <UsersPage /> },
};

/** The back office's own paths (the spec leaves them to us: see docs/routes.md). */
export const routes: RemoteRoute[] = [
  { path: 'admin/login', element: <AdminLoginPage /> },
  ...ADMIN_NAVIGATION.map(
    ({ key, path }): RemoteRoute =>
      BUILT[key] ?? {
        path: path.slice(1),
        page: { titleKey: `pages.${key}.title`, descriptionKey: `pages.${key}.description` },
      },
  ),
  {
    path: 'admin/merchants/:id',
    page: { titleKey: 'pages.merchantDetail.title', parents: [MERCHANTS] },
  },
  { path: 'admin/kyc/:id', page: { titleKey: 'pages.kycDetail.title', parents: [KYC] } },
];
