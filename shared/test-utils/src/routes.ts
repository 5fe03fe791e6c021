import { isNavGroup, type TRemoteManifestInput } from '@arara/federation/navigation';
import type { RemoteRoute } from '@arara/federation/remote';
import { matchPath } from 'react-router-dom';

/**
 * The paths of a remote's sidebar groups (the segments all of a group's entries start with, e.g.
 * '/cards' for '/cards/overview' and '/cards/listing') that none of its routes serves. Typed in
 * the address bar or cut back from a page's address, such a path would show 'Page not found';
 * each one should redirect to the group's first entry (docs/navigation.md "Group paths").
 */
export function unroutedGroupPaths(
  manifest: Pick<TRemoteManifestInput, 'navigation'>,
  routes: readonly RemoteRoute[],
): string[] {
  return (manifest.navigation ?? [])
    .filter(isNavGroup)
    .map((group) => commonPath(group.children.map((child) => child.path)))
    .filter((path) => path !== '/')
    .filter(
      (path) => !routes.some((route) => matchPath({ path: `/${route.path}`, end: true }, path)),
    );
}

/** The longest path all `paths` start with, segment by segment ('/' when none). */
function commonPath(paths: string[]): string {
  const [first = [], ...others] = paths.map((path) => path.split('/').filter(Boolean));
  let length = 0;
  while (length < first.length && others.every((other) => other[length] === first[length])) {
    length += 1;
  }
  return `/${first.slice(0, length).join('/')}`;
}
