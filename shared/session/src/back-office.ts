import { callApi } from '@arara/api-client/call';
import { endpointQueryOptions, getQueryClient } from '@arara/api-client/query';
import {
  adminEndpoints,
  type TAdminLoginResponse,
  type TAdminSignedInResponse,
  type TAdminTwoFactorEnableResponse,
  type TAdminUsersQuery,
  type TLoginRequest,
  type TTwoFactorLoginRequest,
  type TTwoFactorSetupResponse,
  twoFactorEndpoints,
} from '@arara/contracts';
import { sessionStore } from '@arara/session';

// The back office's calls live here, in a shared entry, rather than in the admin remote: the
// host's copy of the contracts and zod parses them, so the remote needs no zod of its own (zod
// is not a shared library), and the shell's act-as banner uses the same stop.

type AdminNextStep = Exclude<TAdminLoginResponse, { status: 'signed_in' }>;

/** Keeps a back-office session: from the code step or the end of enrollment. */
export function keepAdminSession(session: TAdminSignedInResponse): void {
  sessionStore.getState().signIn({
    accessToken: session.accessToken,
    isAdmin: true,
  });
  getQueryClient().clear();
}

/**
 * Back-office sign-in, first step (POST /admin/auth/login): the password alone never opens the
 * back office; the answer is the next step (code, or two-factor enrollment).
 */
export async function adminSignIn(input: TLoginRequest): Promise<AdminNextStep | undefined> {
  const result = await callApi(adminEndpoints.login, { body: input });
  if (result.status !== 'signed_in') return result;
  keepAdminSession(result);
  return undefined;
}

/** Second step: the challenge and a code of the app (or a recovery code); keeps the session. */
export async function adminSignInWithTwoFactor(input: TTwoFactorLoginRequest): Promise<void> {
  keepAdminSession(await callApi(adminEndpoints.loginTwoFactor, { body: input }));
}

/** An admin without two-factor: a new secret for the app, with the setup token of sign-in. */
export function startAdminTwoFactorSetup(setupToken: string): Promise<TTwoFactorSetupResponse> {
  return callApi(twoFactorEndpoints.setup, { body: { setupToken } });
}

/**
 * Two-factor on: the recovery codes and the session, not kept yet (the codes are shown first;
 * `keepAdminSession` then).
 */
export function enableAdminTwoFactor(input: {
  setupToken: string;
  code: string;
}): Promise<TAdminTwoFactorEnableResponse> {
  return callApi(adminEndpoints.enableTwoFactor, { body: input });
}

/** The users of the platform, one page (a blank search is left out of the URL). */
export const adminUsersQuery = ({ search, page }: { search: string; page: number }) =>
  endpointQueryOptions(adminEndpoints.users, {
    query: { page, search: search.trim() || undefined } satisfies TAdminUsersQuery,
  });

/**
 * Ends the current act-as session on the server, then here even when the server call failed
 * (false then): the admin is never left acting without knowing it.
 */
export async function stopActingAs(): Promise<boolean> {
  const { actingAs } = sessionStore.getState();
  if (!actingAs) return true;
  try {
    await callApi(adminEndpoints.stopActAs, { params: { sessionId: actingAs.sessionId } });
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
  const started = await callApi(adminEndpoints.actAs, { body: { userId, merchantId } });
  sessionStore.getState().startActingAs(started);
  getQueryClient().clear();
}
