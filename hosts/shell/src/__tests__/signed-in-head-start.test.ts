import { apiRequest } from '@arara/api-client';
import { sessionStore } from '@arara/session';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { loadRemoteManifests } from '@arara/federation/outlet';
import { startSignedInRequests } from '../app/signed-in-head-start';

jest.mock('@arara/federation/outlet', () => ({ loadRemoteManifests: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sessionStore.getState().signOut();
  jest.mocked(loadRemoteManifests).mockClear();
});

describe('a signed-in page asks for its token and the manifests at boot', () => {
  test('signed out (/login): no request, no remote', async () => {
    const api = mockFetch(() => jsonResponse(200, {}));
    startSignedInRequests();
    await flush();
    expect(api.calls()).toHaveLength(0);
    expect(loadRemoteManifests).not.toHaveBeenCalled();
  });

  test('a new page of a signed-in session: one refresh, and the first request joins it', async () => {
    sessionStore.getState().signIn({ accessToken: 'access-1', isAdmin: false });
    // A new page keeps the session but not the access token (memory only).
    sessionStore.setState({ accessToken: null });
    const api = mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? jsonResponse(200, { accessToken: 'access-2', expiresIn: 900 })
        : jsonResponse(200, { ok: true }),
    );
    startSignedInRequests();
    // Asked for before any request of the page.
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    await apiRequest('/me');
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('/api/me')[0]?.headers.authorization).toBe('Bearer access-2');
    expect(loadRemoteManifests).toHaveBeenCalledTimes(1);
  });

  test('an API that cannot be reached: nothing thrown, still signed in, the manifests asked for', async () => {
    sessionStore.getState().signIn({ accessToken: 'access-1', isAdmin: false });
    sessionStore.setState({ accessToken: null });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startSignedInRequests();
    await flush();
    await flush();
    expect(sessionStore.getState().userSession?.isAuthenticated).toBe(true);
    expect(loadRemoteManifests).toHaveBeenCalledTimes(1);
  });
});
