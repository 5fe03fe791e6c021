import { isLoggedIn, sessionStore } from '@arara/session';
import * as z from 'zod';
import { jsonResponse, mockFetch } from '@arara/test-utils/fetch';
import { ApiError, apiRequest, ensureAccessToken, login } from '../index';

// zod and the transport's schemas come in a chunk of their own (loadValidation): here it never
// downloads, as when the network drops after the page loaded or a deploy replaced the chunk.
jest.mock('../load-validation', () => ({
  loadValidation: jest.fn(() => Promise.reject(new Error('Loading chunk 8069 failed'))),
}));

const ZOk = z.object({ ok: z.literal(true) });

beforeEach(() => sessionStore.getState().signOut());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`not an ApiError: ${String(error)}`);
  return error;
}

test('an answer that cannot be checked is a network error, never returned unchecked', async () => {
  sessionStore.getState().signIn({ accessToken: 'access-1', isAdmin: false });
  mockFetch(() => jsonResponse(200, { ok: true }));

  const error = await failureOf(apiRequest('/anything', { schema: ZOk }));

  expect(error.status).toBe(0);
  expect(error.code).toBe('NETWORK_ERROR');
});

test("an API error whose body cannot be read is still an ApiError, with the answer's status", async () => {
  sessionStore.getState().signIn({ accessToken: 'access-1', isAdmin: false });
  mockFetch(() => jsonResponse(422, { error: { code: 'UNPROCESSABLE', message: 'No' } }));

  const error = await failureOf(apiRequest('/anything', { method: 'POST', body: {} }));

  expect(error.status).toBe(422);
  expect(error.isClientError).toBe(true);
});

test('the sign-in sends nothing it could not read the answer of', async () => {
  const api = mockFetch(() => jsonResponse(500));

  const error = await failureOf(login({ email: 'ana@example.com', password: 'secret' }));

  expect(error.code).toBe('NETWORK_ERROR');
  expect(api.mock).not.toHaveBeenCalled();
});

test('a refresh whose answer cannot be checked keeps the session for the next request', async () => {
  // A new page of a signed-in session: no access token in memory yet.
  sessionStore.setState({ accessToken: null, userSession: { isAuthenticated: true } });
  mockFetch(() => jsonResponse(200, { accessToken: 'access-2', expiresIn: 900 }));

  const error = await failureOf(ensureAccessToken());

  expect(error.code).toBe('NETWORK_ERROR');
  expect(isLoggedIn(sessionStore.getState())).toBe(true);
});
