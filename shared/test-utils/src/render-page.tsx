import { createQueryClient, QueryProvider } from '@arara/api-client/query';
import type { TMembershipRole, TMeResponse } from '@arara/contracts';
import { AppProviders } from '@arara/federation';
import { ThemeProvider, toast } from '@arara/ui/core';
import { sessionStore } from '@arara/session';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type FetchCall, jsonResponse, mockFetch } from './fetch';

// A test's toasts end with it: sonner keeps every toast no Toaster has closed and replays it to
// the next Toaster that mounts, which would be the next test's page.
afterEach(() => toast.dismiss());

export const MERCHANT_ID = '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';

/** GET /me for a member of the demo merchant with this role (checked against the contract). */
export function meResponse(role: TMembershipRole = 'owner') {
  return {
    user: {
      id: 'a3c1f0d2-1b2c-4d3e-8f4a-5b6c7d8e9f00',
      name: 'Dana Demo',
      email: 'demo@arara.dev',
      isAdmin: false,
      language: 'en',
      twoFactorEnabled: false,
    },
    merchants: [
      {
        id: MERCHANT_ID,
        name: 'Arara Demo Comércio Ltda',
        document: '11222333000181',
        status: 'active',
        role,
      },
    ],
  } satisfies TMeResponse;
}

type Route = { path: string; element: ReactElement };

/** What a page test's `api` answers (the `api` option of `renderPage`). */
export type PageApi = (
  call: FetchCall,
  path: string,
  url: URL,
) => Response | Promise<Response> | undefined;

/**
 * Renders an app's routes as the shell mounts them (providers, router, react-query) for a
 * signed-in member of MERCHANT_ID. `api` answers every call under /api but /me; unknown
 * calls get a 404 so a test never passes on a request it did not expect.
 */
export function renderPage(
  routes: Route[],
  {
    at,
    role = 'owner',
    api,
    client = createQueryClient(),
  }: {
    at: string;
    role?: TMembershipRole;
    /** The app's QueryClient (getQueryClient) to see what was prefetched; a new one by default. */
    client?: ReturnType<typeof createQueryClient>;
    api: PageApi;
  },
) {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'token-1', isAdmin: false });
  sessionStore.getState().setCurrentMerchant(MERCHANT_ID);
  const fetchMock = mockFetch(async (call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/me') return jsonResponse(200, meResponse(role));
    return (
      (await api(call, path, url)) ??
      jsonResponse(404, { error: { code: 'NOT_FOUND', message: `unexpected ${path}` } })
    );
  });
  const rendered = renderRoutes([...routes, { path: '*', element: <p>elsewhere</p> }], at, client);
  return { ...rendered, fetchMock };
}

/**
 * Renders routes in the app's providers (i18n, theme, react-query) and a memory router at
 * `at`, with whatever session the test set up (the back office's, none).
 */
export function renderRoutes(routes: Route[], at: string, client = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = render(
    // The one Toaster of the page (a second one would show every toast twice). Its toasts stay
    // until found: under load a 4 s toast can vanish between two queries of a slow page.
    <AppProviders toastDuration={120_000}>
      <ThemeProvider>
        <QueryProvider client={client}>
          <RouterProvider router={router} />
        </QueryProvider>
      </ThemeProvider>
    </AppProviders>,
  );
  return { ...view, router };
}

/** Clicks the page's button named `name` and returns the drawer or modal (dialog) it opens. */
export async function openDialog(
  user: { click: (element: Element) => Promise<void> },
  name: string | RegExp,
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}
