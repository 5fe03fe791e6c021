// Every remote's app is made with @arara/federation/remote: the host's copy comes with this
// route, not one round trip after the remote's entry asks for it. The other shared entries
// (@arara/ui/form, /data, /layout…) are only registered by the host, its copy loaded on the
// first request of a remote or of a host screen (docs/architecture.md "One copy").
import '@arara/federation/remote';
import { matchRemote, type TRemoteRegistry } from '@arara/federation';
import { RemoteOutlet, routeTable, useRemoteManifests } from '@arara/federation/outlet';
import { useIsLoggedIn } from '@arara/session';
import { Flex, NotFound, PendingIndicator } from '@arara/ui/core';
import { useLocation } from 'react-router-dom';

/**
 * Every path the shell does not own: the remote that owns it (by the remotes' manifests, else
 * the registry's fallback prefixes, docs/navigation.md) renders it. Its frame comes from the
 * parent route (`SignedInFrame`): the dashboard (guarded), or nothing for a public page (such
 * as /pix/{id}) and for a remote whose manifest says `layout: 'own'` (the back office).
 */
export function RemoteRoute({ registry }: { registry: TRemoteRegistry }) {
  const { pathname } = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const { manifests, settled } = useRemoteManifests();
  const name = matchRemote(routeTable(registry, manifests), pathname);

  if (name) return <RemoteOutlet name={name} />;
  if (!isLoggedIn) {
    return (
      <Flex justify="center" style={{ paddingTop: 80 }}>
        <NotFound />
      </Flex>
    );
  }
  // A path no remote claims yet may belong to one whose manifest is on its way (the dashboard
  // layout asks for them): 'Page not found' only once they have all answered.
  return settled ? <NotFound /> : <PendingIndicator />;
}
