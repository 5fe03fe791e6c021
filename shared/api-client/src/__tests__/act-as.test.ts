import { sessionStore } from '@arara/session';
import * as z from 'zod';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { ApiError, apiRequest, configureApiClient } from '../index';

const ZOk = z.object({ ok: z.literal(true) });
const ACTING = {
  sessionId: '5b7c2f0e-9d1a-4c3b-8e6f-1a2b3c4d5e6f',
  user: { id: 'u-1', name: 'Marcos Gerente', email: 'manager@arara.dev' },
  merchant: { id: 'm-1', name: 'Arara Demo Comércio Ltda' },
};

beforeEach(() => {
  sessionStore.getState().signOut();
  sessionStore.getState().signIn({ accessToken: 'admin-1', isAdmin: true });
  configureApiClient({ onSessionExpired: jest.fn() });
});

describe('an admin acting as a user', () => {
  test('every request carries the act-as session with the admin token', async () => {
    sessionStore.getState().startActingAs(ACTING);
    const api = mockFetch(() => jsonResponse(200, { ok: true }));

    await apiRequest('/me', { schema: ZOk });
    await apiRequest('/settings', { method: 'POST', body: { a: 1 }, schema: ZOk });

    for (const call of api.calls()) {
      expect(call.headers.authorization).toBe('Bearer admin-1');
      expect(call.headers['x-act-as-session']).toBe(ACTING.sessionId);
    }
    expect(api.calls()).toHaveLength(2);
  });

  test('without acting, and on public calls, no act-as header is sent', async () => {
    const api = mockFetch(() => jsonResponse(200, { ok: true }));
    await apiRequest('/me', { schema: ZOk });
    sessionStore.getState().startActingAs(ACTING);
    await apiRequest('/auth/logout', { method: 'POST', body: {}, isPublic: true });
    sessionStore.getState().stopActingAs();
    await apiRequest('/me', { schema: ZOk });

    expect(api.calls().map((call) => call.headers['x-act-as-session'])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  test('an act-as session the API refuses stops acting', async () => {
    sessionStore.getState().startActingAs(ACTING);
    mockFetch(() =>
      jsonResponse(403, { error: { code: 'ACT_AS_INVALID', message: 'Session ended' } }),
    );

    await expect(apiRequest('/me')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().actingAs).toBeNull();
    // Still signed in to the back office.
    expect(sessionStore.getState().accessToken).toBe('admin-1');
  });
});
