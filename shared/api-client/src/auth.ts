import type { TLoginRequest, TLoginResponse, TSignedInResponse } from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { apiRequest, COOKIE_ROUTE_HEADERS } from './client';
import { ApiError } from './api-error';

// Sign-in and sign-out keep apiRequest with their paths rather than callApi(authEndpoints.…):
// they are on /login, whose weight budget has no room for the endpoints' OpenAPI texts.

/**
 * The password step: a session (`signed_in`), or what is still due — a two-factor code
 * (`two_factor_required`) or its setup (`two_factor_setup_required`).
 */
export async function login(input: TLoginRequest): Promise<TLoginResponse> {
  const { ZLoginResponse } = await ApiError.validation();
  return apiRequest('/auth/login', {
    method: 'POST',
    body: input,
    schema: ZLoginResponse,
    isPublic: true,
  });
}

/** Keeps the tokens of a sign-in (in every tab). */
export function keepSession(session: TSignedInResponse): void {
  sessionStore.getState().signIn({
    accessToken: session.accessToken,
    isAdmin: session.user.isAdmin,
  });
}

/**
 * Signs in with e-mail and password. On `signed_in` the session is kept; otherwise the
 * caller leads the user on to the two-factor step the answer names.
 */
export async function signIn(input: TLoginRequest): Promise<TLoginResponse> {
  const result = await login(input);
  if (result.status === 'signed_in') keepSession(result);
  return result;
}

/**
 * Forgets the session in every tab, then has the API revoke the refresh token of the cookie
 * and clear the cookie (the page cannot: it is httpOnly).
 */
export async function logout(): Promise<void> {
  sessionStore.getState().signOut();
  await apiRequest('/auth/logout', {
    method: 'POST',
    headers: COOKIE_ROUTE_HEADERS,
    isPublic: true,
  }).catch(() => undefined);
}
