import { sessionStore } from '@arara/session';
import type { mockFetch } from './fetch';

/**
 * After a sign-in with ana@example.com's password: the login call sent them, and the access token
 * is in memory only (storage has the session kind, never a token).
 */
export function expectSignedInWithPassword(api: ReturnType<typeof mockFetch>) {
  expect(api.callsTo('/api/auth/login')[0]?.body).toEqual({
    email: 'ana@example.com',
    password: 'right-password',
  });
  expect(sessionStore.getState().accessToken).toBe('access-1');
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userSession')).not.toBeNull();
}
