import { endpointQueryOptions } from '@arara/api-client/query';
import { adminEndpoints, type TAdminPermission } from '@arara/contracts';
import type { SessionState } from '@arara/session';
import { useQuery } from '@tanstack/react-query';

/**
 * A back-office session (docs/requirements/identity-and-access.md "Signed-in state"): the stored
 * admin session with is_admin. The access token is kept in memory only, so a reloaded page has
 * none yet: the API client renews it through the refresh cookie (the back-office claim stays on
 * every refresh) before the first request, and signs out to /admin/login when that fails.
 */
export const hasAdminSession = (state: SessionState): boolean =>
  Boolean(state.adminSession?.isAuthenticated && state.adminSession.admin.is_admin);

/** GET /admin/me: the signed-in admin's profile and permissions, read once a minute at most. */
export const adminMeQueryOptions = () => ({
  ...endpointQueryOptions(adminEndpoints.me, {}),
  staleTime: 60_000,
});

export type AdminAccess = {
  /** /admin/me not answered yet. */
  isPending: boolean;
  /** /admin/me could not be read: nothing is hidden then (the API still refuses). */
  isError: boolean;
  /** Whether the profile grants `permission`; no permission (null) = any admin. */
  can: (permission: TAdminPermission | null | undefined) => boolean;
  /** The signed-in admin's id (an admin cannot block or delete themself). */
  adminId: string | undefined;
};

/**
 * The admin's permissions as GET /admin/me lists them (a super admin's list holds every one; an
 * inactive profile's none): the sidebar and the buttons hide what the server would refuse.
 */
export function useAdminAccess(): AdminAccess {
  const query = useQuery(adminMeQueryOptions());
  const permissions = query.data?.admin.profile?.permissions;
  return {
    isPending: query.isPending,
    isError: query.isError,
    can: (permission) => !permission || query.isError || Boolean(permissions?.includes(permission)),
    adminId: query.data?.admin.id,
  };
}
