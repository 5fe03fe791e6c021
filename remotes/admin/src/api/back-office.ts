import { apiRequest } from '@arara/api-client';
import { getQueryClient } from '@arara/api-client/query';
import {
  type TAdminLoginResponse,
  type TAdminUsersResponse,
  type TLoginRequest,
  ZActAsResponse,
  ZAdminLoginResponse,
  ZAdminUsersResponse,
} from '@arara/contracts';
import { sessionStore } from '@arara/session';

/** Back-office sign-in: an admin session (spec §4), never a merchant one. */
export async function adminSignIn(input: TLoginRequest): Promise<TAdminLoginResponse> {
  const result = await apiRequest('/admin/auth/login', {
    method: 'POST',
    body: input,
    schema: ZAdminLoginResponse,
    isPublic: true,
  });
  sessionStore.getState().signIn({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    isAdmin: true,
  });
  getQueryClient().clear();
  return result;
}

export function fetchAdminUsers(
  { search, page }: { search: string; page: number },
  signal?: AbortSignal,
): Promise<TAdminUsersResponse> {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest(`/admin/users?${query}`, { schema: ZAdminUsersResponse, signal });
}

/** Ends the current act-as session on the server (if any) and here. */
export async function stopActingAs(): Promise<void> {
  const { actingAs } = sessionStore.getState();
  if (!actingAs) return;
  try {
    await apiRequest(`/admin/act-as/${actingAs.sessionId}/stop`, { method: 'POST', body: {} });
  } finally {
    sessionStore.getState().stopActingAs();
    // Whatever was loaded belonged to the user acted as.
    getQueryClient().clear();
  }
}

/** Starts acting as the user in the merchant: from now on the API answers as them. */
export async function startActingAs(userId: string, merchantId: string): Promise<void> {
  await stopActingAs();
  const started = await apiRequest('/admin/act-as', {
    method: 'POST',
    body: { userId, merchantId },
    schema: ZActAsResponse,
  });
  sessionStore.getState().startActingAs(started);
  getQueryClient().clear();
}
