import type { TRemoteRegistry } from '@arara/federation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PendingIndicator } from '@arara/ui/core';
import { AppRoot } from '../components/app-root';
import { AuthFlowPage } from '../features/auth/routes/auth-flow';
import { LoginPage } from '../features/auth/routes/login';
import { SetupTwoFactorPage } from '../features/auth/routes/setup-2fa';
import { PublicOnly, RequireAuth } from './guards';

// Everything but /login loads on demand (server state, dashboard, tables, remotes), so that
// the first screen most visitors see stays light.
const dataLayout = async () => ({
  Component: (await import('../components/data-layout')).DataLayout,
});

const dashboardLayout = async () => ({
  Component: (await import('../components/dashboard-layout')).DashboardLayout,
});

/** A lazily loaded route module's named component. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** Public auth flows whose screens arrive with the two-factor and team parts of identity. */
const PENDING_AUTH_FLOWS = [['confirm-2fa-revocation', 'confirm2faRevocation']] as const;

export function createRoutes(registry: TRemoteRegistry): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      // Shown while the first lazy route module loads.
      hydrateFallbackElement: <PendingIndicator />,
      children: [
        { element: <PublicOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
        {
          lazy: dataLayout,
          children: [
            {
              element: <PublicOnly />,
              children: [
                {
                  path: 'register',
                  lazy: page(() => import('../features/auth/routes/register'), 'RegisterPage'),
                },
                {
                  path: 'forgot-password',
                  lazy: page(
                    () => import('../features/auth/routes/forgot-password'),
                    'ForgotPasswordPage',
                  ),
                },
                {
                  path: 'set-password',
                  lazy: page(
                    () => import('../features/auth/routes/set-password'),
                    'SetPasswordPage',
                  ),
                },
                {
                  path: 'verify-email',
                  lazy: page(
                    () => import('../features/auth/routes/verify-email'),
                    'VerifyEmailPage',
                  ),
                },
                {
                  path: 'unverified-email',
                  lazy: page(
                    () => import('../features/auth/routes/unverified-email'),
                    'UnverifiedEmailPage',
                  ),
                },
                {
                  path: 'accept-invitation',
                  lazy: page(
                    () => import('../features/auth/routes/accept-invitation'),
                    'AcceptInvitationPage',
                  ),
                },
                ...PENDING_AUTH_FLOWS.map(([path, key]) => ({
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
                  lazy: dashboardLayout,
                  children: [
                    {
                      path: 'change-password',
                      lazy: async () => ({
                        Component: (await import('../features/account/routes/change-password'))
                          .ChangePasswordPage,
                      }),
                    },
                    {
                      path: 'settings',
                      lazy: async () => ({
                        Component: (await import('../features/settings/routes/settings'))
                          .SettingsPage,
                      }),
                    },
                    {
                      path: 'merchant/:merchantId',
                      lazy: async () => ({
                        Component: (await import('../features/merchants/routes/merchant'))
                          .MerchantPage,
                      }),
                    },
                  ],
                },
              ],
            },
            {
              path: '*',
              lazy: async () => {
                const { RemoteRoute } = await import('../components/remote-route');
                return { element: <RemoteRoute registry={registry} /> };
              },
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(registry: TRemoteRegistry) {
  return createBrowserRouter(createRoutes(registry));
}
