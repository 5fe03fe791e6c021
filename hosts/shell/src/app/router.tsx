import type { TRemoteRegistry } from '@arara/federation';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppRoot } from '../components/app-root';
import { DashboardLayout } from '../components/dashboard-layout';
import { RemoteRoute } from '../components/remote-route';
import { ChangePasswordPage } from '../features/account/routes/change-password';
import { AuthFlowPage } from '../features/auth/routes/auth-flow';
import { LoginPage } from '../features/auth/routes/login';
import { SetupTwoFactorPage } from '../features/auth/routes/setup-2fa';
import { MerchantPage } from '../features/merchants/routes/merchant';
import { SettingsPage } from '../features/settings/routes/settings';
import { PublicOnly, RequireAuth } from './guards';

/** Public auth flows (spec §2) whose screens arrive with the identity issue. */
const AUTH_FLOWS = [
  ['register', 'register'],
  ['forgot-password', 'forgotPassword'],
  ['set-password', 'setPassword'],
  ['accept-invitation', 'acceptInvitation'],
  ['confirm-2fa-revocation', 'confirm2faRevocation'],
  ['verify-email', 'verifyEmail'],
  ['unverified-email', 'unverifiedEmail'],
] as const;

export function createRoutes(registry: TRemoteRegistry): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            { path: 'login', element: <LoginPage /> },
            ...AUTH_FLOWS.map(([path, key]) => ({
              path,
              element: <AuthFlowPage titleKey={`auth.${key}.title`} />,
            })),
          ],
        },
        { path: 'setup-2fa', element: <SetupTwoFactorPage /> },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <DashboardLayout />,
              children: [
                { path: 'change-password', element: <ChangePasswordPage /> },
                { path: 'settings', element: <SettingsPage /> },
                { path: 'merchant/:merchantId', element: <MerchantPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <RemoteRoute registry={registry} /> },
      ],
    },
  ];
}

export function createAppRouter(registry: TRemoteRegistry) {
  return createBrowserRouter(createRoutes(registry));
}
