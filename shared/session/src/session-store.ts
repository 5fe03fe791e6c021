import { createStore, useStore } from 'zustand';
import { STORAGE_KEYS } from './storage-keys';

export type AdminSession = { isAuthenticated: boolean; admin: { is_admin: boolean } };
export type UserSession = { isAuthenticated: boolean };
/** An admin acting as `user` in `merchant` (spec §6); requests carry `sessionId`. */
export type ActingAs = {
  sessionId: string;
  user: { id: string; name: string; email: string };
  merchant: { id: string; name: string };
};

export type SessionState = {
  accessToken: string | null;
  refreshToken: string | null;
  adminSession: AdminSession | null;
  userSession: UserSession | null;
  currentMerchantId: string | null;
  actingAs: ActingAs | null;
};

export type SignInInput = {
  accessToken: string;
  refreshToken: string;
  isAdmin: boolean;
};

type SessionActions = {
  signIn: (input: SignInInput) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  /** While acting, the merchant stays the one acted in. */
  setCurrentMerchant: (merchantId: string | null) => void;
  startActingAs: (actingAs: ActingAs) => void;
  stopActingAs: () => void;
  signOut: () => void;
};

export type SessionStore = SessionState & SessionActions;

const EMPTY: SessionState = {
  accessToken: null,
  refreshToken: null,
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

export function readSessionFromStorage(): SessionState {
  const store = storage();
  if (!store) return EMPTY;
  return {
    accessToken: store.getItem(STORAGE_KEYS.accessToken),
    refreshToken: store.getItem(STORAGE_KEYS.refreshToken),
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
  put(STORAGE_KEYS.accessToken, state.accessToken);
  put(STORAGE_KEYS.refreshToken, state.refreshToken);
  put(STORAGE_KEYS.adminSession, state.adminSession && JSON.stringify(state.adminSession));
  put(STORAGE_KEYS.userSession, state.userSession && JSON.stringify(state.userSession));
  put(STORAGE_KEYS.currentMerchantId, state.currentMerchantId);
  put(STORAGE_KEYS.actingAs, state.actingAs && JSON.stringify(state.actingAs));
}

/** Logged in = access token AND (admin session with is_admin OR user session) — spec §4. */
export function isLoggedIn(state: SessionState): boolean {
  if (!state.accessToken) return false;
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
      signIn: ({ accessToken, refreshToken, isAdmin }) =>
        commit({
          accessToken,
          refreshToken,
          adminSession: isAdmin ? { isAuthenticated: true, admin: { is_admin: true } } : null,
          userSession: isAdmin ? null : { isAuthenticated: true },
          actingAs: null,
        }),
      setTokens: ({ accessToken, refreshToken }) => commit({ accessToken, refreshToken }),
      setCurrentMerchant: (currentMerchantId) => {
        const { actingAs } = get();
        commit({ currentMerchantId: actingAs ? actingAs.merchant.id : currentMerchantId });
      },
      startActingAs: (actingAs) => commit({ actingAs, currentMerchantId: actingAs.merchant.id }),
      stopActingAs: () => commit({ actingAs: null, currentMerchantId: null }),
      signOut: () => commit(EMPTY),
    };
  });

  // Another tab signed in or out: follow it, so logout in one tab logs out the others.
  if (typeof window !== 'undefined') {
    const keys = new Set<string>(Object.values(STORAGE_KEYS));
    window.addEventListener('storage', (event) => {
      if (event.key === null || keys.has(event.key)) store.setState(readSessionFromStorage());
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
