import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type TRemoteRegistry, ZRemoteRegistry } from './registry';

let registry: TRemoteRegistry = {};

export async function fetchRegistry(url = '/remotes.json'): Promise<TRemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Remote registry unavailable (${response.status})`);
  return ZRemoteRegistry.parse(await response.json());
}

/** Registers the remotes with the federation runtime; nothing is fetched until needed. */
export function initFederation(next: TRemoteRegistry): void {
  registry = next;
  registerRemotes(Object.entries(next).map(([name, remote]) => ({ name, entry: remote.entry })));
}

export function getRegistry(): TRemoteRegistry {
  return registry;
}
