import { getRegistry, matchRemote } from '@arara/federation';
import {
  isNavGroup,
  type PreloadTarget,
  preloadWhenIdle,
  routeTable,
  useRemoteManifests,
} from '@arara/federation/outlet';
import { useSession } from '@arara/session';
import { useCurrentMerchant } from '@arara/session/me';
import { useEffect, useMemo } from 'react';
import { buildSidebar } from './sidebar-items';

/** The back office's path: its remote is preloaded for an admin only (it has no sidebar entry). */
const BACK_OFFICE_PATH = '/admin';

/**
 * After sign-in, when the browser is idle, loads the page of every sidebar entry the member's
 * role may open (docs/navigation.md "Idle preload"): its remote's `./App`, page chunk and texts,
 * no data. Waits for the role and for every manifest, so that an entry the role cannot open is
 * never loaded, and starts over (skipping what is loaded) when the role or the entries change.
 */
export function usePreloadWhenIdle(): void {
  const { manifests, settled } = useRemoteManifests();
  const { merchant, can } = useCurrentMerchant();
  const isAdmin = useSession((state) => state.adminSession?.admin.is_admin === true);
  const role = merchant?.role;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `can` is new on each render; it reads `role`.
  const targets = useMemo((): PreloadTarget[] => {
    if (!settled || role === undefined) return [];
    const table = routeTable(getRegistry(), manifests);
    const paths = buildSidebar(manifests, can).flatMap((entry) =>
      isNavGroup(entry) ? entry.children.map((child) => child.path) : [entry.path],
    );
    if (isAdmin) paths.push(BACK_OFFICE_PATH);
    return paths.flatMap((pathname) => {
      const remote = matchRemote(table, pathname);
      return remote ? [{ remote, pathname }] : [];
    });
  }, [manifests, settled, role, isAdmin]);
  const key = targets.map((target) => `${target.remote} ${target.pathname}`).join('\n');
  // Not before the role and the manifests are known (no targets yet): a preload of nothing
  // would already say it is done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `targets`.
  useEffect(() => (targets.length > 0 ? preloadWhenIdle(targets) : undefined), [key]);
}
