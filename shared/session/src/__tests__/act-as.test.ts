import { createSessionStore, isLoggedIn } from '../index';

const ACTING = {
  sessionId: '5b7c2f0e-9d1a-4c3b-8e6f-1a2b3c4d5e6f',
  user: { id: 'u-1', name: 'Marcos Gerente', email: 'manager@arara.dev' },
  merchant: { id: 'm-1', name: 'Arara Demo Comércio Ltda' },
};

function adminStore() {
  const store = createSessionStore();
  store.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
  return store;
}

beforeEach(() => localStorage.clear());

describe('admin session', () => {
  test('the back-office sign-in is an admin session only', () => {
    const store = adminStore();
    expect(store.getState().adminSession).toEqual({
      isAuthenticated: true,
      admin: { is_admin: true },
    });
    expect(store.getState().userSession).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
    expect(isLoggedIn(store.getState())).toBe(true);
  });
});

describe('act-as', () => {
  test('starting keeps who is acted as and makes their merchant the current one', () => {
    const store = adminStore();
    store.getState().setCurrentMerchant('another');
    store.getState().startActingAs(ACTING);

    expect(store.getState().actingAs).toEqual(ACTING);
    expect(store.getState().currentMerchantId).toBe('m-1');
    // Another merchant cannot be chosen while acting.
    store.getState().setCurrentMerchant('another');
    expect(store.getState().currentMerchantId).toBe('m-1');
  });

  test('it survives a reload, and stopping forgets it', () => {
    adminStore().getState().startActingAs(ACTING);
    expect(JSON.parse(localStorage.getItem('actingAs') ?? 'null')).toEqual(ACTING);

    const reloaded = createSessionStore();
    expect(reloaded.getState().actingAs).toEqual(ACTING);
    expect(reloaded.getState().currentMerchantId).toBe('m-1');

    reloaded.getState().stopActingAs();
    expect(reloaded.getState().actingAs).toBeNull();
    expect(reloaded.getState().currentMerchantId).toBeNull();
    expect(localStorage.getItem('actingAs')).toBeNull();
    // Stopping is not signing out of the back office.
    expect(isLoggedIn(reloaded.getState())).toBe(true);
  });

  test('signing out, or signing in again, ends acting', () => {
    const store = adminStore();
    store.getState().startActingAs(ACTING);
    store.getState().signOut();
    expect(store.getState().actingAs).toBeNull();
    expect(localStorage.getItem('actingAs')).toBeNull();

    store.getState().startActingAs(ACTING);
    store.getState().signIn({ accessToken: 'a-2', isAdmin: true });
    expect(store.getState().actingAs).toBeNull();
  });
});
