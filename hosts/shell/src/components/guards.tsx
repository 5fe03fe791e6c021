import { useIsLoggedIn } from '@arara/session';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

export function loginPathFor(pathname: string, search = ''): string {
  return `/login?from=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Dashboard routes: no session → /login?from=<the path they tried>. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!isLoggedIn) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return children ?? <Outlet />;
}

/** Public authentication routes: a signed-in user goes to /. */
export function PublicOnly() {
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectTarget(from: string | null): string {
  if (!from?.startsWith('/') || /^\/[/\\]|[\t\n\r]/.test(from)) return '/';
  return from;
}
