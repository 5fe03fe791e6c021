import { apiBaseUrl } from '@arara/api-client';
import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { loadRetryPlugin } from './load-retry';
import { createLoadTelemetry } from './load-telemetry';
import { isRecord } from './build-stamp';
import type { TRemoteRegistry } from './registry';

let registry: TRemoteRegistry = {};
let pluginsRegistered = false;

let checked: Promise<TRemoteRegistry> | undefined;

/**
 * The registry as served, unchecked: the shell's routes and /login need only its prefixes, and
 * its schema (zod) would be a tenth of /login's JavaScript. Every writer of /remotes.json
 * checks it with that schema (the app server, `arara-registry init`, `pnpm release` /
 * `rollback`); the browser checks it again before the first remote loads (`checkedRegistry`).
 */
export async function fetchRegistry(url = '/remotes.json'): Promise<TRemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote registry unavailable (${response.status})`);
  const body: unknown = await response.json();
  if (!isRecord(body) || !Object.values(body).every(isRecord)) {
    throw new Error('Remote registry malformed: not an object of entries');
  }
  return body as TRemoteRegistry;
}

/**
 * The registry checked by its schema, with the schema's defaults: awaited before a remote's
 * manifest or module is fetched (the plugin below and manifests.ts). A registry that fails the
 * check fails every remote's load ('Unable to load this page', the check's problems in the
 * console) and leaves the shell's own pages working (docs/federation.md "The registry in the
 * browser").
 */
export function checkedRegistry(): Promise<TRemoteRegistry> {
  checked ??= import('./registry').then(
    ({ ZRemoteRegistry }) => {
      const parsed = ZRemoteRegistry.safeParse(registry);
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          ({ path, message }) => `${path.join('.')}: ${message}`,
        );
        console.error(`Remote registry refused: ${problems.join('; ')}`);
        throw new Error('Remote registry malformed (see the console)');
      }
      registry = parsed.data;
      return registry;
    },
    (error: unknown) => {
      // The schema's chunk did not download: the next remote load (Try again) tries anew.
      checked = undefined;
      throw error;
    },
  );
  return checked;
}

/** No remote's request leaves before the registry passed its check. */
const registryCheckPlugin: ModuleFederationRuntimePlugin = {
  name: 'arara-registry-check',
  async beforeRequest(args) {
    await checkedRegistry();
    return args;
  },
};

/**
 * The shell's runtime plugins (docs/remote-loading.md): a failed manifest or entry script is
 * retried with backoff, a remote's ./App that still fails resolves to 'Unable to load this
 * page', and every load is recorded and sent to the API.
 */
function registerLoadPlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  const telemetry = createLoadTelemetry({ entryOf: (name) => registry[name], apiBaseUrl });
  registerPlugins([
    registryCheckPlugin,
    telemetry.plugin,
    loadRetryPlugin({ onAttempt: telemetry.onAttempt }),
  ]);
}

/** Registers the remotes with the federation runtime; nothing is fetched until needed. */
export function initFederation(next: TRemoteRegistry): void {
  registry = next;
  checked = undefined;
  registerLoadPlugins();
  registerRemotes(Object.entries(next).map(([name, remote]) => ({ name, entry: remote.entry })));
}

export function getRegistry(): TRemoteRegistry {
  return registry;
}
