import {
  type TAdminLoginResponse,
  type TAdminUsersResponse,
  type TLoginRequest,
  ZActAsResponse,
  ZAdminLoginResponse,
  ZAdminUsersResponse,
} from '@arara/contracts';
import { sessionStore } from '@arara/session';
import { apiRequest } from './client';
import { getQueryClient } from './query-client';

// The back office's calls live here, in the lazily shared entry, rather than in the admin
// remote: the host's copy of the contracts and zod parses them, so the remote needs no zod of
// its own (zod is not a shared library), and the shell's act-as banner uses the same stop.

/** Back-office sign-in (POST /admin/auth/login): an admin session (spec §4) only. */
export async function adminSignIn(input: TLoginRequest): Promise<TAdminLoginResponse> {
  const result = await apiRequest('/admin/auth/login', {
    method: 'POST',
    body: input,
    schema: ZAdminLoginResponse,
    isPublic: true,
  });
  sessionStore.getState().signIn({
    accessToken: result.accessToken,
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

/**
 * Ends the current act-as session on the server, then here even when the server call failed
 * (false then): the admin is never left acting without knowing it.
 */
export async function stopActingAs(): Promise<boolean> {
  const { actingAs } = sessionStore.getState();
  if (!actingAs) return true;
  try {
    await apiRequest(`/admin/act-as/${actingAs.sessionId}/stop`, { method: 'POST', body: {} });
    return true;
  } catch {
    return false;
  } finally {
    sessionStore.getState().stopActingAs();
    // Whatever was loaded belonged to the user acted as.
    getQueryClient().clear();
  }
}

/** Acts as the user in the merchant: from now on the API answers as them (X-Act-As-Session). */
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
