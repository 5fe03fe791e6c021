import { apiBaseUrl } from '@arara/api-client';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRetryPlugin } from './load-retry';
import { createLoadTelemetry } from './load-telemetry';
import { type TRemoteRegistry, ZRemoteRegistry } from './registry';

let registry: TRemoteRegistry = {};
let pluginsRegistered = false;

export async function fetchRegistry(url = '/remotes.json'): Promise<TRemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote registry unavailable (${response.status})`);
  return ZRemoteRegistry.parse(await response.json());
}

/**
 * The shell's runtime plugins (docs/remote-loading.md): a failed manifest or entry script is
 * retried with backoff, a remote's ./App that still fails resolves to 'Unable to load this
 * page', and every load is recorded and sent to the API.
 */
function registerLoadPlugins(): void {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  const telemetry = createLoadTelemetry({ entryOf: (name) => registry[name], apiBaseUrl });
  registerPlugins([telemetry.plugin, loadRetryPlugin({ onAttempt: telemetry.onAttempt })]);
}

/** Registers the remotes with the federation runtime; nothing is fetched until needed. */
export function initFederation(next: TRemoteRegistry): void {
  registry = next;
  registerLoadPlugins();
  registerRemotes(Object.entries(next).map(([name, remote]) => ({ name, entry: remote.entry })));
}

export function getRegistry(): TRemoteRegistry {
  return registry;
}
