import { AppProviders, initFederation, type TRemoteRegistry } from '@arara/federation';
import { buildRegistry } from '@arara/federation/registry';
import { forgetRemote, resetRemoteManifests } from '@arara/federation/outlet';
import { sessionStore } from '@arara/session';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type FetchCall, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { REMOTE_MANIFESTS } from '@arara/test-utils/manifests';
import { createRoutes } from '../app/router';

export const REGISTRY = buildRegistry({});

export const USER = {
  id: '8d1f7a52-2f0e-4d5b-9d36-7b6f2c1d9a10',
  name: 'Ana Souza',
  email: 'ana@example.com',
  isAdmin: false,
  language: 'en',
  twoFactorEnabled: false,
};

export const MERCHANTS = [
  {
    id: '3f0c1b2a-5d4e-4f6a-8b7c-9d0e1f2a3b4c',
    name: 'Padaria Central',
    document: '12345678000190',
    status: 'active',
    role: 'owner',
  },
  {
    id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    name: 'Mercado Bom Preço',
    document: '98765432000110',
    status: 'onboarding',
    role: 'viewer',
  },
];

/** The API as the shell sees it: /auth/login and /me. */
export function mockApi(overrides: (call: FetchCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const override = overrides(call);
    if (override) return override;
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/auth/login') {
      return jsonResponse(200, {
        status: 'signed_in',
        accessToken: 'access-1',

        expiresIn: 900,
        user: USER,
      });
    }
    if (path === '/api/me') return jsonResponse(200, { user: USER, merchants: MERCHANTS });
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: `No ${path}` } });
  });
}

/** A mockApi override: the calls whose URL ends with `path` get this answer (a new one each). */
export function answering(path: string, status: number, body?: unknown) {
  return (call: FetchCall) => (call.url.endsWith(path) ? jsonResponse(status, body) : undefined);
}

/**
 * Every remote renders a heading naming itself, e.g. "Remote accounts", and serves its
 * `./manifest` (REMOTE_MANIFESTS, or `manifests`); a remote missing from `manifests` is down:
 * its manifest and its app fail to load.
 */
export function serveRemotes(manifests: Record<string, unknown> = REMOTE_MANIFESTS) {
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const [name = '', expose] = id.split('/');
    if (!(name in manifests)) throw new Error(`${id}: 503`);
    if (expose === 'manifest') return { default: manifests[name] };
    return { default: () => <h2>Remote {name}</h2> };
  });
}

/** serveRemotes, on a new page: no remote and no manifest loaded yet. */
export function mockRemotes(manifests: Record<string, unknown> = REMOTE_MANIFESTS) {
  resetRemoteManifests();
  for (const name of Object.keys(REGISTRY)) forgetRemote(name);
  serveRemotes(manifests);
}

export function signIn() {
  sessionStore.getState().signIn({
    accessToken: 'access-1',

    isAdmin: false,
  });
}

/** The shell as bootstrap.tsx mounts it, in a memory router starting at `path`. */
export function renderApp(path: string, registry: TRemoteRegistry = REGISTRY) {
  initFederation(registry);
  const router = createMemoryRouter(createRoutes(registry), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}

/** Renders `path` against the usual API and waits until `text` shows. */
export async function renderAndSee(path: string, text: string) {
  mockApi();
  const app = renderApp(path);
  expect(await screen.findByText(text)).toBeVisible();
  return app;
}
