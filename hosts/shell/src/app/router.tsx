import type { TRemoteRegistry } from '@arara/federation';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PendingIndicator } from '@arara/ui/base';
import { AppRoot } from '../components/app-root';
import type { DashboardRouteHandle } from './dashboard-layout';
import type { RemotePathsHandle } from './signed-in-frame';
import { LoginPage } from '../features/auth/routes/login';
import { PublicOnly } from '../components/guards';

// Everything but /login loads on demand (server state, dashboard, tables, remotes), so that
// the first screen most visitors see stays light.
const dataLayout = async () => ({
  Component: (await import('../components/data-layout')).DataLayout,
});

/**
 * The frame of every signed-in page, the shell's and the remotes' (`SignedInFrame`), with the
 * remote mount point (the `*` route's module, a few KiB): a first sidebar click from /settings
 * to a remote does not wait for its download before the remote's preloaded page and its request
 * can start (docs/navigation.md "Idle preload").
 */
const signedInFrame = (registry: TRemoteRegistry) => async () => {
  const [{ SignedInFrame }] = await Promise.all([
    import('./signed-in-frame'),
    import('./remote-route'),
  ]);
  return { element: <SignedInFrame registry={registry} /> };
};

/** The `*` route: its frame depends on the remote that owns the path (SignedInFrame). */
const REMOTE_PATHS: RemotePathsHandle = { remotePaths: true };

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
              // One frame for the shell's signed-in pages and the remotes' paths: moving from
              // one to the other keeps the dashboard mounted (docs/navigation.md "Routing").
              lazy: signedInFrame(registry),
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
                    Component: (await import('../features/merchants/routes/merchant')).MerchantPage,
                  }),
                },
                {
                  path: '*',
                  handle: REMOTE_PATHS,
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
      ],
    },
  ];
}

export function createAppRouter(registry: TRemoteRegistry) {
  return createBrowserRouter(createRoutes(registry));
}
