import { type TLoginRequest, type TLoginResponse, ZLoginResponse } from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { apiRequest } from './client';

export function login(input: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body: input,
    schema: ZLoginResponse,
    isPublic: true,
  });
}

/** Signs in with e-mail and password and keeps the session (in every tab). */
export async function signIn(input: TLoginRequest): Promise<TLoginResponse> {
  const result = await login(input);
  sessionStore.getState().signIn({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    isAdmin: result.user.isAdmin,
  });
  return result;
}

/** Revokes the refresh token on the server, then forgets the session in every tab. */
export async function logout(): Promise<void> {
  const { refreshToken } = sessionStore.getState();
  sessionStore.getState().signOut();
  if (!refreshToken) return;
  await apiRequest('/auth/logout', {
    method: 'POST',
    body: { refreshToken },
    isPublic: true,
  }).catch(() => undefined);
}
