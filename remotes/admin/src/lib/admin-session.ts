import type { SessionState } from '@arara/session';

/** A back-office session (docs/requirements/identity-and-access.md "Signed-in state"): a token and the admin session with is_admin. */
export const hasAdminSession = (state: SessionState): boolean =>
  Boolean(
    state.accessToken && state.adminSession?.isAuthenticated && state.adminSession.admin.is_admin,
  );
