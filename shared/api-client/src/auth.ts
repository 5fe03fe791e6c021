import {
  type TLoginRequest,
  type TLoginResponse,
  ZLoginResponse,
  ZMeResponse,
} from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

export function login(input: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('/auth/login', {
    method: 'POST',
    body: input,
    schema: ZLoginResponse,
    isPublic: true,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      sessionStore.getState().signIn({
        accessToken: result.accessToken,
        refreshToken: result.refreshToken,
        isAdmin: result.user.isAdmin,
      });
    },
  });
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

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.shell.me(),
    queryFn: ({ signal }) => apiRequest('/me', { schema: ZMeResponse, signal }),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
