// The host loads its own copy of every shared package a remote may need before any remote
// renders: with shareStrategy 'loaded-first' the copy already loaded is the one copy, so these
// must be the host's, not those of whichever remote happens to load first.
import '@arara/federation/remote';
import '@arara/ui/data';
import '@arara/ui/layout';
import '@arara/ui/form';
import { matchRemote, type TRemoteRegistry } from '@arara/federation';
import { RemoteOutlet } from '@arara/federation/outlet';
import { useIsLoggedIn } from '@arara/session';
import { Flex, NotFound } from '@arara/ui/core';
import { matchPath, useLocation } from 'react-router-dom';
import { RequireAuth } from '../components/guards';
import { DashboardLayout } from './dashboard-layout';

function isPublicPath(registry: TRemoteRegistry, name: string, pathname: string): boolean {
  return (registry[name]?.publicPaths ?? []).some((path) => matchPath(path, pathname) !== null);
}

/**
 * Every path the shell does not own: the remote that owns it renders it, inside the dashboard
 * (guarded), on its own (admin back office), or bare (public pages such as /pix/{id}).
 */
export function RemoteRoute({ registry }: { registry: TRemoteRegistry }) {
  const { pathname } = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const name = matchRemote(registry, pathname);

  if (!name) {
    if (!isLoggedIn) {
      return (
        <Flex justify="center" style={{ paddingTop: 80 }}>
          <NotFound />
        </Flex>
      );
    }
    return (
      <DashboardLayout>
        <NotFound />
      </DashboardLayout>
    );
  }
  if (isPublicPath(registry, name, pathname)) return <RemoteOutlet name={name} />;
  // The back office guards itself: an admin session, else its own sign-in (/admin/login).
  if (name === 'admin') return <RemoteOutlet name={name} />;
  return (
    <RequireAuth>
      <DashboardLayout>
        <RemoteOutlet name={name} />
      </DashboardLayout>
    </RequireAuth>
  );
}
