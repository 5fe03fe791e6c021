import { ensureAccessToken } from '@arara/api-client';
import { isLoggedIn, sessionStore } from '@arara/session';

/**
 * A signed-in page needs, before its first screen, a fresh access token (kept in memory only,
 * so every new page renews it) and the remotes' manifests (the sidebar and the routes). Both
 * are asked for at boot, while the dashboard's code downloads, instead of by the first request
 * and by the dashboard once it has rendered: each was a round trip in series in front of the
 * first page (docs/navigation.md "First page"). A signed-out page (`/login`) asks for neither,
 * so it downloads no remote.
 */
export function startSignedInRequests(): void {
  if (!isLoggedIn(sessionStore.getState())) return;
  // The first request joins this refresh (one in flight per page). A refusal signs out as it
  // would on that request; an API that cannot be reached is that request's to report.
  ensureAccessToken().catch(() => undefined);
  void import('@arara/federation/outlet').then((outlet) => outlet.loadRemoteManifests());
}
