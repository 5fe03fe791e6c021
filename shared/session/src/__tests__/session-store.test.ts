import { act, renderHook } from '@testing-library/react';
import {
  createSessionStore,
  isLoggedIn,
  type SessionState,
  sessionStore,
  useIsLoggedIn,
} from '../index';

const SIGNED_OUT: SessionState = {
  accessToken: null,
  adminSession: null,
  userSession: null,
  currentMerchantId: null,
  actingAs: null,
};

describe('signIn', () => {
  test('stores the user session under the spec keys; the access token stays in memory', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: false });

    expect(store.getState().accessToken).toBe('access-1');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(Object.keys(localStorage).map((key) => localStorage.getItem(key))).not.toContain(
      'access-1',
    );
    expect(JSON.parse(localStorage.getItem('userSession') ?? 'null')).toEqual({
      isAuthenticated: true,
    });
    expect(localStorage.getItem('adminSession')).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  test('an admin also gets the admin session', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: true });

    expect(JSON.parse(localStorage.getItem('adminSession') ?? 'null')).toEqual({
      isAuthenticated: true,
      admin: { is_admin: true },
    });
  });

  test('a new store (page reload) starts from what was stored', () => {
    createSessionStore().getState().signIn({ accessToken: 'access-1', isAdmin: false });

    // Signed in, without a token: the API client renews it through the refresh cookie.
    const reloaded = createSessionStore().getState();
    expect(reloaded.accessToken).toBeNull();
    expect(reloaded.userSession).toEqual({ isAuthenticated: true });
    expect(isLoggedIn(reloaded)).toBe(true);
  });

  test('tokens an earlier version left in localStorage are removed at start', () => {
    localStorage.setItem('accessToken', 'old-access');
    localStorage.setItem('refreshToken', 'old-refresh');

    const store = createSessionStore().getState();

    expect(store.accessToken).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  test('signOut forgets every key', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: true });
    store.getState().setCurrentMerchant('merchant-1');
    store.getState().signOut();

    for (const key of [
      'accessToken',
      'refreshToken',
      'adminSession',
      'userSession',
      'currentMerchantId',
      'actingAs',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(isLoggedIn(store.getState())).toBe(false);
  });
});

describe('isLoggedIn', () => {
  const userSession = { isAuthenticated: true };
  const adminSession = { isAuthenticated: true, admin: { is_admin: true } };

  test.each<[string, boolean, Partial<SessionState>]>([
    ['nothing stored', false, {}],
    ['a token alone', false, { accessToken: 't' }],
    // A new page: the token is renewed through the refresh cookie on the first request.
    ['a user session without a token (yet)', true, { userSession }],
    ['an admin session without a token (yet)', true, { adminSession }],
    ['a token and a user session', true, { accessToken: 't', userSession }],
    ['a token and an admin session', true, { accessToken: 't', adminSession }],
    [
      'a token and an admin session without is_admin',
      false,
      { accessToken: 't', adminSession: { isAuthenticated: true, admin: { is_admin: false } } },
    ],
    [
      'a token and an unauthenticated user session',
      false,
      { accessToken: 't', userSession: { isAuthenticated: false } },
    ],
  ])('%s → logged in: %s', (_name, expected, state) => {
    expect(isLoggedIn({ ...SIGNED_OUT, ...state })).toBe(expected);
  });
});

describe('another tab', () => {
  test('signing out in another tab logs this tab out and drops its access token', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: false });
    expect(isLoggedIn(store.getState())).toBe(true);

    // The other tab wrote to the shared localStorage; this tab hears a 'storage' event.
    localStorage.removeItem('userSession');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userSession', newValue: null }));

    expect(store.getState().accessToken).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(false);
  });

  test('another tab choosing a merchant keeps this tab signed in with its token', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: false });

    localStorage.setItem('currentMerchantId', 'merchant-2');
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentMerchantId' }));

    expect(store.getState().currentMerchantId).toBe('merchant-2');
    expect(store.getState().accessToken).toBe('access-1');
  });

  test('another tab signing in as an admin drops the merchant token of this tab', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'merchant-token', isAdmin: false });

    localStorage.removeItem('userSession');
    localStorage.setItem(
      'adminSession',
      JSON.stringify({ isAuthenticated: true, admin: { is_admin: true } }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'adminSession' }));

    expect(store.getState().accessToken).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  test('clearing storage in another tab (key null) also logs out', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', isAdmin: false });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(isLoggedIn(store.getState())).toBe(false);
  });

  test('signing in in another tab signs this tab in', () => {
    const store = createSessionStore();
    expect(isLoggedIn(store.getState())).toBe(false);

    localStorage.setItem('userSession', JSON.stringify({ isAuthenticated: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userSession' }));

    // Its token is renewed through the refresh cookie on this tab's first request.
    expect(store.getState().accessToken).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  test('components using the page store re-render when another tab logs out', () => {
    sessionStore.getState().signIn({ accessToken: 'a', isAdmin: false });
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(true);

    act(() => {
      localStorage.removeItem('userSession');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userSession' }));
    });

    expect(result.current).toBe(false);
  });
});
