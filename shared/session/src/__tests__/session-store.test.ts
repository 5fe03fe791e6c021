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
  refreshToken: null,
  adminSession: null,
  userSession: null,
  currentMerchantId: null,
  actingAs: null,
};

describe('signIn', () => {
  test('stores the tokens and the user session under the spec keys', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: false });

    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userSession') ?? 'null')).toEqual({
      isAuthenticated: true,
    });
    expect(localStorage.getItem('adminSession')).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  test('an admin also gets the admin session', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: true });

    expect(JSON.parse(localStorage.getItem('adminSession') ?? 'null')).toEqual({
      isAuthenticated: true,
      admin: { is_admin: true },
    });
  });

  test('a new store (page reload) starts from what was stored', () => {
    createSessionStore()
      .getState()
      .signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: false });

    const reloaded = createSessionStore().getState();
    expect(reloaded.accessToken).toBe('access-1');
    expect(reloaded.refreshToken).toBe('refresh-1');
    expect(isLoggedIn(reloaded)).toBe(true);
  });

  test('signOut forgets every key', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: true });
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
    ['a user session without a token', false, { userSession }],
    ['an admin session without a token', false, { adminSession }],
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
  test('removing the token in another tab logs this tab out', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: false });
    expect(isLoggedIn(store.getState())).toBe(true);

    // The other tab wrote to the shared localStorage; this tab hears a 'storage' event.
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));

    expect(store.getState().accessToken).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(false);
  });

  test('clearing storage in another tab (key null) also logs out', () => {
    const store = createSessionStore();
    store.getState().signIn({ accessToken: 'access-1', refreshToken: 'refresh-1', isAdmin: false });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(isLoggedIn(store.getState())).toBe(false);
  });

  test('signing in in another tab signs this tab in', () => {
    const store = createSessionStore();
    expect(isLoggedIn(store.getState())).toBe(false);

    localStorage.setItem('accessToken', 'from-other-tab');
    localStorage.setItem('userSession', JSON.stringify({ isAuthenticated: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'userSession' }));

    expect(store.getState().accessToken).toBe('from-other-tab');
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  test('components using the page store re-render when another tab logs out', () => {
    sessionStore.getState().signIn({ accessToken: 'a', refreshToken: 'r', isAdmin: false });
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(true);

    act(() => {
      localStorage.removeItem('accessToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    });

    expect(result.current).toBe(false);
  });
});
