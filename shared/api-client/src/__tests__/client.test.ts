import { sessionStore } from '@arara/session';
import * as z from 'zod';
import { type FetchCall, jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { interceptLocation } from '@arara/test-utils/location';
import { ApiError, apiRequest, configureApiClient, logout } from '../index';

const NEW_TOKENS = { accessToken: 'access-2', expiresIn: 900 };
const ZOk = z.object({ ok: z.literal(true) });

function signIn() {
  sessionStore.getState().signIn({ accessToken: 'access-1', isAdmin: false });
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

beforeEach(() => {
  sessionStore.getState().signOut();
});

describe('the default session-expired target', () => {
  // Runs before any test calls configureApiClient, which replaces the default for the file.
  test('goes to /login?from=<the current path and query>', async () => {
    window.history.pushState({}, '', '/accounts/virtual?page=2');
    const location = interceptLocation();
    signIn();
    mockFetch(() => jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'No' } }));

    try {
      await expect(apiRequest('/me')).rejects.toBeInstanceOf(ApiError);
      expect(location.assign).toHaveBeenCalledWith(
        `/login?from=${encodeURIComponent('/accounts/virtual?page=2')}`,
      );
    } finally {
      location.restore();
      window.history.pushState({}, '', '/');
    }
  });
});

describe('apiRequest', () => {
  const onSessionExpired = jest.fn();

  beforeEach(() => {
    configureApiClient({ onSessionExpired });
  });

  test('sends the access token as a Bearer Authorization header', async () => {
    signIn();
    const api = mockFetch(() => jsonResponse(200, { ok: true }));

    await expect(apiRequest('/me', { schema: ZOk })).resolves.toEqual({ ok: true });

    expect(api.calls()).toHaveLength(1);
    expect(api.calls()[0]).toMatchObject({
      url: '/api/me',
      method: 'GET',
      headers: { authorization: 'Bearer access-1' },
    });
  });

  test('public calls (login) never send the token', async () => {
    signIn();
    const api = mockFetch(() => jsonResponse(200, { ok: true }));

    await apiRequest('/auth/login', { method: 'POST', body: { a: 1 }, isPublic: true });

    expect(api.calls()[0]?.headers.authorization).toBeUndefined();
    expect(api.calls()[0]?.headers['content-type']).toBe('application/json');
    expect(api.calls()[0]?.body).toEqual({ a: 1 });
  });

  test('concurrent 401s share ONE refresh, then retry with the new token', async () => {
    signIn();
    const api = mockFetch(async (call: FetchCall) => {
      if (call.url.endsWith('/auth/refresh')) {
        await wait(20); // both 401s arrive while the refresh is in flight
        return jsonResponse(200, NEW_TOKENS);
      }
      if (call.headers.authorization === 'Bearer access-2') return jsonResponse(200, { ok: true });
      return jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } });
    });

    const results = await Promise.all([
      apiRequest('/accounts', { schema: ZOk }),
      apiRequest('/cards', { schema: ZOk }),
    ]);

    expect(results).toEqual([{ ok: true }, { ok: true }]);
    const refreshes = api.callsTo('/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    // The refresh token is the httpOnly cookie's: no body, the CSRF header instead.
    expect(refreshes[0]?.body).toBeUndefined();
    expect(refreshes[0]?.headers['x-requested-with']).toBe('arara');
    for (const path of ['/api/accounts', '/api/cards']) {
      expect(api.callsTo(path).map((call) => call.headers.authorization)).toEqual([
        'Bearer access-1',
        'Bearer access-2',
      ]);
    }
    expect(sessionStore.getState().accessToken).toBe('access-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('a failed refresh signs out and calls onSessionExpired', async () => {
    signIn();
    const api = mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Revoked' } })
        : jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } }),
    );

    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });

    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('/api/me')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
  });

  test('requests waiting on a failed refresh end the session once', async () => {
    signIn();
    const api = mockFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) {
        await wait(20);
        return jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Revoked' } });
      }
      return jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } });
    });

    const results = await Promise.allSettled([
      apiRequest('/accounts'),
      apiRequest('/cards'),
      apiRequest('/me'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().accessToken).toBeNull();
  });

  test('a 401 arriving after a refresh already renewed the token retries without refreshing', async () => {
    signIn();
    let releaseSlow: () => void = () => undefined;
    const slowAnswered = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const api = mockFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) return jsonResponse(200, NEW_TOKENS);
      if (call.headers.authorization === 'Bearer access-2') return jsonResponse(200, { ok: true });
      // The slow request was sent with the old token and answers after the refresh is done.
      if (call.url.endsWith('/slow')) await slowAnswered;
      return jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } });
    });

    const slow = apiRequest('/slow', { schema: ZOk });
    await expect(apiRequest('/fast', { schema: ZOk })).resolves.toEqual({ ok: true });
    releaseSlow();

    await expect(slow).resolves.toEqual({ ok: true });
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('/api/slow').map((call) => call.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(sessionStore.getState().accessToken).toBe('access-2');
  });

  test('no token is ever written to localStorage', async () => {
    signIn();
    mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? jsonResponse(200, NEW_TOKENS)
        : call.headers.authorization === 'Bearer access-2'
          ? jsonResponse(200, { ok: true })
          : jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } }),
    );

    await apiRequest('/me', { schema: ZOk });

    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key));
    expect(stored.join(' ')).not.toMatch(/access-1|access-2/);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  test('a new page of a signed-in session renews the access token through the cookie first', async () => {
    // What another page left: the session kind in storage, no token (memory only).
    localStorage.setItem('userSession', JSON.stringify({ isAuthenticated: true }));
    sessionStore.setState({ accessToken: null, userSession: { isAuthenticated: true } });
    const api = mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? jsonResponse(200, NEW_TOKENS)
        : jsonResponse(200, { ok: true }),
    );

    await expect(apiRequest('/me', { schema: ZOk })).resolves.toEqual({ ok: true });

    expect(api.calls().map((call) => call.url)).toEqual(['/api/auth/refresh', '/api/me']);
    expect(api.calls()[1]?.headers.authorization).toBe('Bearer access-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('a new page whose cookie is gone signs out without calling the API', async () => {
    sessionStore.setState({ accessToken: null, userSession: { isAuthenticated: true } });
    const api = mockFetch((call) =>
      call.url.endsWith('/auth/refresh')
        ? jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'No refresh token' } })
        : jsonResponse(200, { ok: true }),
    );

    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 401 });

    expect(api.callsTo('/api/me')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().userSession).toBeNull();
  });

  test('a new page while the API is down keeps the session: the request fails, the next one renews', async () => {
    sessionStore.setState({ accessToken: null, userSession: { isAuthenticated: true } });
    let isApiUp = false;
    const api = mockFetch((call) => {
      if (!isApiUp) return new Response('<html>bad gateway</html>', { status: 502 });
      return call.url.endsWith('/auth/refresh')
        ? jsonResponse(200, NEW_TOKENS)
        : jsonResponse(200, { ok: true });
    });

    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 502 });
    expect(api.callsTo('/api/me')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.getState().userSession).toEqual({ isAuthenticated: true });

    isApiUp = true;
    await expect(apiRequest('/me', { schema: ZOk })).resolves.toEqual({ ok: true });
    expect(api.calls().at(-1)?.headers.authorization).toBe('Bearer access-2');
  });

  test('a refresh that cannot reach the API (network error) keeps the session and fails every waiting request once', async () => {
    signIn();
    const api = mockFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } });
    });

    const results = await Promise.allSettled([apiRequest('/me'), apiRequest('/merchants')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
      }
    }
    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.getState().userSession).toEqual({ isAuthenticated: true });
  });

  test('a refresh answered but cut off before its body (a reload) keeps the session', async () => {
    signIn();
    const api = mockFetch(async (call) => {
      if (call.url.endsWith('/auth/refresh')) {
        const cut = new ReadableStream({
          start: (controller) => controller.error(new TypeError('network error')),
        });
        return new Response(cut, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return jsonResponse(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired' } });
    });

    await expect(apiRequest('/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    expect(api.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(sessionStore.getState().userSession).toEqual({ isAuthenticated: true });
    expect(localStorage.getItem('userSession')).not.toBeNull();
  });

  test('tabs refresh one after the other (Web Locks): they share one refresh cookie', async () => {
    const held: string[] = [];
    const request = jest.fn(async (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      try {
        return await task();
      } finally {
        held.pop();
      }
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    sessionStore.setState({ accessToken: null, userSession: { isAuthenticated: true } });
    const heldDuringRefresh: string[][] = [];
    mockFetch((call) => {
      if (!call.url.endsWith('/auth/refresh')) return jsonResponse(200, { ok: true });
      heldDuringRefresh.push([...held]);
      return jsonResponse(200, NEW_TOKENS);
    });

    try {
      await apiRequest('/me', { schema: ZOk });
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }

    expect(heldDuringRefresh).toEqual([['arara-session-refresh']]);
  });

  test('logout asks the API to revoke the cookie, with the CSRF header, and signs out', async () => {
    signIn();
    const api = mockFetch(() => jsonResponse(204));

    await logout();

    const [call] = api.callsTo('/api/auth/logout');
    expect(call?.method).toBe('POST');
    expect(call?.headers['x-requested-with']).toBe('arara');
    expect(call?.headers.authorization).toBeUndefined();
    expect(sessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
  });

  test('a 401 on a public call (wrong password) does not try to refresh', async () => {
    const api = mockFetch(() =>
      jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } }),
    );

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, isPublic: true }),
    ).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });

    expect(api.callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('an error body becomes an ApiError with its code, message and fields', async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid request',
          fields: { email: 'validation.invalidEmail', 'items.0.amount': 'validation.required' },
        },
      }),
    );

    const error: unknown = await apiRequest('/things', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid request',
      fields: { email: 'validation.invalidEmail', 'items.0.amount': 'validation.required' },
      isClientError: true,
    });
  });

  test('an answer without the error body still becomes an ApiError', async () => {
    mockFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));

    await expect(apiRequest('/health')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      fields: {},
      isClientError: false,
    });
  });

  test('a network failure is an ApiError with status 0', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiRequest('/health')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
