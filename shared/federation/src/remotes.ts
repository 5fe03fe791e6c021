import apps from './apps.json';
import type { TRemoteEntry } from './registry';

export type { TRemoteEntry, TRemoteRegistry } from './registry';

/**
 * The one list of apps (folder, default port) and of the route prefixes each remote owns:
 * build configs, app servers, scripts and e2e all read apps.json.
 */
export const APP_DEFINITIONS = apps;
const { shell: _shell, ...remotes } = apps;
export const REMOTE_DEFINITIONS = remotes;

export type RemoteName = keyof typeof REMOTE_DEFINITIONS;
export const REMOTE_NAMES = Object.keys(REMOTE_DEFINITIONS) as RemoteName[];

/** The env var that points the shell at a remote: `REMOTE_PAYMENTS_URL`, ... */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

function ownsPath(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which remote renders a path; the longest matching prefix wins. */
export function matchRemote(
  registry: Record<string, Pick<TRemoteEntry, 'prefixes'>>,
  pathname: string,
): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const [name, remote] of Object.entries(registry)) {
    for (const prefix of remote.prefixes) {
      if (ownsPath(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { name, length: prefix.length };
      }
    }
  }
  return best?.name;
}
