import { createStore, useStore } from 'zustand';
import { LEGACY_TOKEN_KEYS, STORAGE_KEYS } from './storage-keys';

export type AdminSession = { isAuthenticated: boolean; admin: { is_admin: boolean } };
export type UserSession = { isAuthenticated: boolean };
/** An admin acting as `user` in `merchant` (docs/requirements/identity-and-access.md "Acting as a user"); requests carry `sessionId`. */
export type ActingAs = {
  sessionId: string;
  user: { id: string; name: string; email: string };
  merchant: { id: string; name: string };
};

export type SessionState = {
  /** In memory only: a new page (or tab) renews it through the refresh cookie. */
  accessToken: string | null;
  adminSession: AdminSession | null;
  userSession: UserSession | null;
  currentMerchantId: string | null;
  actingAs: ActingAs | null;
};

export type SignInInput = {
  accessToken: string;
  isAdmin: boolean;
};

type SessionActions = {
  signIn: (input: SignInInput) => void;
  /** A refresh renewed the access token (the refresh token itself is in its cookie). */
  setAccessToken: (accessToken: string) => void;
  /** While acting, the merchant stays the one acted in. */
  setCurrentMerchant: (merchantId: string | null) => void;
  startActingAs: (actingAs: ActingAs) => void;
  stopActingAs: () => void;
  signOut: () => void;
};

export type SessionStore = SessionState & SessionActions;

const EMPTY: SessionState = {
  accessToken: null,
  adminSession: null,
  userSession: null,
  currentMerchantId: null,
  actingAs: null,
};

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function readJson<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** What storage says of the session; the access token is never there (null). */
export function readSessionFromStorage(): SessionState {
  const store = storage();
  if (!store) return EMPTY;
  return {
    accessToken: null,
    adminSession: readJson<AdminSession>(STORAGE_KEYS.adminSession),
    userSession: readJson<UserSession>(STORAGE_KEYS.userSession),
    currentMerchantId: store.getItem(STORAGE_KEYS.currentMerchantId),
    actingAs: readJson<ActingAs>(STORAGE_KEYS.actingAs),
  };
}

function writeSessionToStorage(state: SessionState): void {
  const store = storage();
  if (!store) return;
  const put = (key: string, value: string | null) => {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  };
  put(STORAGE_KEYS.adminSession, state.adminSession && JSON.stringify(state.adminSession));
  put(STORAGE_KEYS.userSession, state.userSession && JSON.stringify(state.userSession));
  put(STORAGE_KEYS.currentMerchantId, state.currentMerchantId);
  put(STORAGE_KEYS.actingAs, state.actingAs && JSON.stringify(state.actingAs));
}

/**
 * Logged in = admin session with is_admin OR user session (docs/requirements/identity-and-access.md "Signed-in state"). The access token may not
 * be there yet (a new page): the API client renews it through the refresh cookie before the
 * first request, and signs out when that fails.
 */
export function isLoggedIn(state: SessionState): boolean {
  const isAdmin = Boolean(state.adminSession?.isAuthenticated && state.adminSession.admin.is_admin);
  return isAdmin || Boolean(state.userSession?.isAuthenticated);
}

export function createSessionStore() {
  const store = createStore<SessionStore>()((set, get) => {
    const commit = (next: Partial<SessionState>) => {
      set(next);
      writeSessionToStorage(get());
    };
    return {
      ...readSessionFromStorage(),
      // The back office (isAdmin) and the merchant portal sign in separately: one session kind.
      signIn: ({ accessToken, isAdmin }) =>
        commit({
          accessToken,
          adminSession: isAdmin ? { isAuthenticated: true, admin: { is_admin: true } } : null,
          userSession: isAdmin ? null : { isAuthenticated: true },
          actingAs: null,
        }),
      setAccessToken: (accessToken) => set({ accessToken }),
      setCurrentMerchant: (currentMerchantId) => {
        const { actingAs } = get();
        commit({ currentMerchantId: actingAs ? actingAs.merchant.id : currentMerchantId });
      },
      startActingAs: (actingAs) => commit({ actingAs, currentMerchantId: actingAs.merchant.id }),
      stopActingAs: () => commit({ actingAs: null, currentMerchantId: null }),
      signOut: () => commit(EMPTY),
    };
  });

  // Another tab signed in or out: follow it, so logout in one tab logs out the others. This
  // tab's access token is kept while the session stays the same one; another sign-in (or a
  // sign-out) drops it, and the next request renews it through the refresh cookie.
  if (typeof window !== 'undefined') {
    for (const key of LEGACY_TOKEN_KEYS) window.localStorage.removeItem(key);
    const keys = new Set<string>(Object.values(STORAGE_KEYS));
    const sessionKeys = new Set<string>([STORAGE_KEYS.adminSession, STORAGE_KEYS.userSession]);
    window.addEventListener('storage', (event) => {
      if (event.key !== null && !keys.has(event.key)) return;
      const isSameSession = event.key !== null && !sessionKeys.has(event.key);
      const next = readSessionFromStorage();
      store.setState({
        ...next,
        accessToken: isSameSession && isLoggedIn(next) ? store.getState().accessToken : null,
      });
    });
  }
  return store;
}

/** The one session store of the page; host and remotes share this module as a singleton. */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionStore) => T): T {
  return useStore(sessionStore, selector);
}

export function useIsLoggedIn(): boolean {
  return useSession(isLoggedIn);
}
