import type { TRemoteRegistry } from '@arara/federation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PendingIndicator } from '@arara/ui/base';
import { AppRoot } from '../components/app-root';
import type { DashboardRouteHandle } from './dashboard-layout';
import { LoginPage } from '../features/auth/routes/login';
import { PublicOnly, RequireAuth } from '../components/guards';

// Everything but /login loads on demand (server state, dashboard, tables, remotes), so that
// the first screen most visitors see stays light.
const dataLayout = async () => ({
  Component: (await import('../components/data-layout')).DataLayout,
});

// The remote mount point (the `*` route's module, a few KiB) comes with the dashboard's own
// pages: a first sidebar click from /settings to a remote then does not wait for its download
// before the remote's preloaded page and its request can start (docs/navigation.md "Idle preload").
const dashboardLayout = async () => {
  const [{ DashboardLayout }] = await Promise.all([
    import('./dashboard-layout'),
    import('./remote-route'),
  ]);
  return { Component: DashboardLayout };
};

const MERCHANT_OPTIONAL: DashboardRouteHandle = { merchantOptional: true };

/** A lazily loaded route module's named component. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

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
                  path: 'confirm-2fa-revocation',
                  lazy: page(
                    () => import('../features/two-factor/routes/confirm-two-factor-revocation'),
                    'ConfirmTwoFactorRevocationPage',
                  ),
                },
                {
                  path: 'accept-invitation',
                  lazy: page(
                    () => import('../features/auth/routes/accept-invitation'),
                    'AcceptInvitationPage',
                  ),
                },
              ],
            },
            {
              // The code step of sign-in; the challenge travels in the router state. Not under
              // PublicOnly: the session starts on this page, which then goes where `from` says.
              path: 'login/two-factor',
              lazy: page(
                () => import('../features/two-factor/routes/two-factor-login'),
                'TwoFactorLoginPage',
              ),
            },
            {
              // Not under PublicOnly: enabling signs the user in on this very page (docs/requirements/identity-and-access.md "Public routes").
              path: 'setup-2fa',
              lazy: page(
                () => import('../features/two-factor/routes/setup-two-factor'),
                'SetupTwoFactorPage',
              ),
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  lazy: dashboardLayout,
                  children: [
                    {
                      path: 'change-password',
                      handle: MERCHANT_OPTIONAL,
                      lazy: async () => ({
                        Component: (await import('../features/account/routes/change-password'))
                          .ChangePasswordPage,
                      }),
                    },
                    {
                      path: 'settings',
                      handle: MERCHANT_OPTIONAL,
                      lazy: async () => {
                        const [{ SettingsPage }, { TwoFactorSettings }] = await Promise.all([
                          import('../features/settings/routes/settings'),
                          import('../features/two-factor/components/two-factor-settings'),
                        ]);
                        return { element: <SettingsPage security={<TwoFactorSettings />} /> };
                      },
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
                // The charts entry loads with the remote mount point so that its one copy is
                // the host's (see remote-route.tsx); the home, where users land, draws a chart.
                // A dynamic import keeps it out of the chunks /login shares with this route.
                const [{ RemoteRoute }] = await Promise.all([
                  import('./remote-route'),
                  import('@arara/ui/charts'),
                ]);
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
