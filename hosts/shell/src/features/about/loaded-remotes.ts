import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
} from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';

/** Remotes whose `./App` has arrived in this page (a refused or failed one never does). */
const loaded = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

function markLoaded(name: string): void {
  if (loaded.has(name)) return;
  loaded.add(name);
  snapshot = [...loaded];
  for (const listener of listeners) listener();
}

/** The federation runtime reports each module it loads; the remote's name is what we keep. */
export const loadedRemotesPlugin: ModuleFederationRuntimePlugin = {
  name: 'arara-loaded-remotes',
  onLoad: ({ remote }) => {
    markLoaded(remote.name);
  },
};

/** Called once at boot, before any remote can load. */
export function trackLoadedRemotes(): void {
  registerPlugins([loadedRemotesPlugin]);
}

export function useLoadedRemotes(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
