import { matchRemote, type TRemoteRegistry } from '@arara/federation';
import { routeTable, useRemoteManifests } from '@arara/federation/outlet';
import { useIsLoggedIn } from '@arara/session';
import { matchPath, Outlet, useLocation, useMatches } from 'react-router-dom';
import { RequireAuth } from '../components/guards';
import { DashboardLayout } from './dashboard-layout';

/** The handle of the route of the remotes' paths (`*`): its frame depends on their owner. */
export type RemotePathsHandle = { remotePaths: true };

function isRemotePaths(handle: unknown): boolean {
  return (handle as Partial<RemotePathsHandle> | undefined)?.remotePaths === true;
}

/**
 * Where a remote's path renders without the dashboard: a path no remote claims for a visitor
 * ('Page not found' on its own), a remote's public page (`/pix/{id}`), or a remote that draws
 * its own layout and guards itself (the back office, `layout: 'own'` in its manifest).
 */
function isBareRemotePath(routes: TRemoteRegistry, pathname: string, isLoggedIn: boolean): boolean {
  const name = matchRemote(routes, pathname);
  if (!name) return !isLoggedIn;
  const entry = routes[name];
  if (entry?.layout === 'own') return true;
  return (entry?.publicPaths ?? []).some((path) => matchPath(path, pathname) !== null);
}

/**
 * The one frame of the signed-in pages, the shell's own (Settings…) and the remotes': the
 * guard and the dashboard (sidebar, header) stay mounted when the user moves from one to the
 * other, instead of being drawn again under another route (docs/navigation.md "Routing").
 * The remotes' bare paths render without it.
 */
export function SignedInFrame({ registry }: { registry: TRemoteRegistry }) {
  const { pathname } = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const { manifests } = useRemoteManifests();
  const isRemotePath = useMatches().some((match) => isRemotePaths(match.handle));
  if (isRemotePath && isBareRemotePath(routeTable(registry, manifests), pathname, isLoggedIn)) {
    return <Outlet />;
  }
  return (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  );
}
