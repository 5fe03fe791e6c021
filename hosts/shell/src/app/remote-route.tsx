// Every remote's app is made with @arara/federation/remote: the host's copy comes with this
// route, not one round trip after the remote's entry asks for it. The other shared entries
// (@arara/ui/form, /data, /layout…) are only registered by the host, its copy loaded on the
// first request of a remote or of a host screen (docs/architecture.md "One copy").
import '@arara/federation/remote';
import { matchRemote, type TRemoteRegistry } from '@arara/federation';
import { RemoteOutlet, routeTable, useRemoteManifests } from '@arara/federation/outlet';
import { useIsLoggedIn } from '@arara/session';
import { Flex, NotFound, PendingIndicator } from '@arara/ui/core';
import { matchPath, useLocation } from 'react-router-dom';
import { RequireAuth } from '../components/guards';
import { DashboardLayout } from './dashboard-layout';

function isPublicPath(routes: TRemoteRegistry, name: string, pathname: string): boolean {
  return (routes[name]?.publicPaths ?? []).some((path) => matchPath(path, pathname) !== null);
}

/**
 * Every path the shell does not own: the remote that owns it (by the remotes' manifests, else
 * the registry's fallback prefixes, docs/navigation.md) renders it, inside the dashboard
 * (guarded), on its own (a remote whose manifest says `layout: 'own'`, the back office), or
 * bare (public pages such as /pix/{id}).
 */
export function RemoteRoute({ registry }: { registry: TRemoteRegistry }) {
  const { pathname } = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const { manifests, settled } = useRemoteManifests();
  const routes = routeTable(registry, manifests);
  const name = matchRemote(routes, pathname);

  if (!name) {
    if (!isLoggedIn) {
      return (
        <Flex justify="center" style={{ paddingTop: 80 }}>
          <NotFound />
        </Flex>
      );
    }
    // A path no remote claims yet may belong to one whose manifest is on its way (the dashboard
    // layout asks for them): 'Page not found' only once they have all answered.
    return <DashboardLayout>{settled ? <NotFound /> : <PendingIndicator />}</DashboardLayout>;
  }
  if (isPublicPath(routes, name, pathname)) return <RemoteOutlet name={name} />;
  // A remote that guards itself and draws its own layout (the back office: an admin session,
  // else its own sign-in at /admin/login).
  if (routes[name]?.layout === 'own') return <RemoteOutlet name={name} />;
  return (
    <RequireAuth>
      <DashboardLayout>
        <RemoteOutlet name={name} />
      </DashboardLayout>
    </RequireAuth>
  );
}
