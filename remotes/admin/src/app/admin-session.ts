import type { SessionState } from '@arara/session';

/** A back-office session (spec §4): a token and the admin session with is_admin. */
export const hasAdminSession = (state: SessionState): boolean =>
  Boolean(
    state.accessToken && state.adminSession?.isAuthenticated && state.adminSession.admin.is_admin,
  );
