import * as z from 'zod/mini';

import apps from './apps.json';

/**
 * The one list of apps (folder, default port) and of the route prefixes each remote owns:
 * build configs, app servers, scripts and e2e all read apps.json.
 */
export const APP_DEFINITIONS = apps;
const { shell: _shell, ...remotes } = apps;
export const REMOTE_DEFINITIONS = remotes;

export type RemoteName = keyof typeof REMOTE_DEFINITIONS;
export const REMOTE_NAMES = Object.keys(REMOTE_DEFINITIONS) as RemoteName[];

export const ZRemoteEntry = z.object({
  /** The remote's mf-manifest.json: an absolute http(s) URL (the browser fetches it). */
  entry: z.url({ protocol: /^https?$/ }),
  /** The remote's release (package version) and build id, stamped into its mf-manifest.json. */
  version: z._default(z.string(), '0.0.0-dev'),
  buildId: z._default(z.string(), 'dev'),
  prefixes: z.array(z.string().check(z.startsWith('/'))),
  publicPaths: z._default(z.array(z.string().check(z.startsWith('/'))), []),
  /** How the shell mounts the remote when its ./manifest cannot be loaded (docs/navigation.md). */
  layout: z._default(z.enum(['dashboard', 'own']), 'dashboard'),
});
export const ZRemoteRegistry = z.record(z.string(), ZRemoteEntry);
export type TRemoteEntry = z.infer<typeof ZRemoteEntry>;
export type TRemoteRegistry = z.infer<typeof ZRemoteRegistry>;

type Env = Record<string, string | undefined>;

/** The env var that points the shell at a remote: `REMOTE_PAYMENTS_URL`, ... */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/**
 * The runtime registry served as /remotes.json. A remote's base URL comes from its env var,
 * or from `REMOTE_HOST` (default http://localhost) and its default port.
 */
export function buildRegistry(env: Env): TRemoteRegistry {
  const host = env.REMOTE_HOST ?? 'http://localhost';
  // The input shape: version and buildId take the schema's defaults.
  const registry: Record<string, z.input<typeof ZRemoteEntry>> = {};
  for (const name of REMOTE_NAMES) {
    const definition = REMOTE_DEFINITIONS[name];
    const base = (env[remoteUrlVariable(name)] ?? `${host}:${definition.port}`).replace(/\/+$/, '');
    registry[name] = {
      entry: `${base}/mf-manifest.json`,
      prefixes: [...definition.prefixes],
      publicPaths: [...definition.publicPaths],
      // apps.json types it as a string; ZRemoteRegistry.parse below checks it.
      ...('layout' in definition ? { layout: definition.layout as TRemoteEntry['layout'] } : {}),
    };
  }
  return ZRemoteRegistry.parse(registry);
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
