import type { RemoteRoute } from '@arara/federation/remote';
import { lazy } from 'react';
import { FEES_ROUTES } from '../features/fees/fees-routes';
import { AdminLoginPage } from '../features/login/admin-login';
import { MERCHANT_ROUTES } from '../features/merchants/merchant-routes';
import { ADMIN_NAVIGATION } from '../lib/navigation';
import { PEOPLE_ROUTES } from './people-routes';
import { PLATFORM_ROUTES } from './platform-routes';

const UsersPage = lazy(async () => ({
  default: (await import('../features/users/users-page')).UsersPage,
}));

const KycListPage = lazy(async () => ({
  default: (await import('../features/kyc/kyc-list-page')).KycListPage,
}));
const KycDetailPage = lazy(async () => ({
  default: (await import('../features/kyc/kyc-detail-page')).KycDetailPage,
}));

const TransactionsPage = lazy(async () => ({
  default: (await import('../features/transactions/transactions-page')).TransactionsPage,
}));
const TransactionsReportPage = lazy(async () => ({
  default: (await import('../features/reports/transactions-report-page')).TransactionsReportPage,
}));

const MERCHANTS = { titleKey: 'pages.merchants.title', path: '/admin/merchants' };

/** Back-office pages built so far; the others show their frame until they arrive. */
const BUILT: Partial<Record<string, RemoteRoute>> = {
  users: { path: 'admin/users', element: <UsersPage /> },
  kyc: { path: 'admin/kyc', element: <KycListPage /> },
  // area: people
  ...PEOPLE_ROUTES,

  // area: merchants
  ...MERCHANT_ROUTES,

  // area: providers and accounts
  // Lazy pages, each its own chunk (no import above the anchors).
  ...Object.fromEntries(
    [
      {
        key: 'providers',
        path: 'admin/providers',
        Page: lazy(async () => ({
          default: (await import('../features/providers/providers-page')).ProvidersPage,
        })),
      },
      {
        key: 'merchantProviders',
        path: 'admin/merchant-providers',
        Page: lazy(async () => ({
          default: (await import('../features/merchant-providers/merchant-providers-page'))
            .MerchantProvidersPage,
        })),
      },
      {
        key: 'bankAccounts',
        path: 'admin/bank-accounts',
        Page: lazy(async () => ({
          default: (await import('../features/bank-accounts/bank-accounts-page')).BankAccountsPage,
        })),
      },
      {
        key: 'virtualAccounts',
        path: 'admin/virtual-accounts',
        Page: lazy(async () => ({
          default: (await import('../features/virtual-accounts/virtual-accounts-page'))
            .VirtualAccountsPage,
        })),
      },
    ].map(({ key, path, Page }): [string, RemoteRoute] => [key, { path, element: <Page /> }]),
  ),

  // area: money
  transactions: { path: 'admin/transactions', element: <TransactionsPage /> },
  reportsTransactions: { path: 'admin/reports/transactions', element: <TransactionsReportPage /> },
  ...FEES_ROUTES,

  // area: platform
  ...PLATFORM_ROUTES,
};

/** The back office's own paths (the spec leaves them to us: see docs/back-office.md). */
export const routes: RemoteRoute[] = [
  { path: 'admin/login', element: <AdminLoginPage /> },
  ...ADMIN_NAVIGATION.map(
    ({ key, path }): RemoteRoute =>
      BUILT[key] ?? {
        path: path.slice(1),
        page: { titleKey: `pages.${key}.title`, descriptionKey: `pages.${key}.description` },
      },
  ),
  BUILT.merchantDetail ?? {
    path: 'admin/merchants/:id',
    page: { titleKey: 'pages.merchantDetail.title', parents: [MERCHANTS] },
  },
  { path: 'admin/kyc/:id', element: <KycDetailPage /> },
];
