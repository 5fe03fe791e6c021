import * as z from 'zod/mini';
import { REMOTE_DEFINITIONS, REMOTE_NAMES, remoteUrlVariable } from './remotes';

// What the apps know about the remotes without zod (the browser's routing) is ./remotes.ts;
// this module adds the registry's schema, for its writers (Node) and for the shell's check
// before the first remote loads (boot.ts `checkedRegistry`, a chunk of its own).
export {
  APP_DEFINITIONS,
  matchRemote,
  REMOTE_DEFINITIONS,
  REMOTE_NAMES,
  type RemoteName,
  remoteUrlVariable,
} from './remotes';

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
