import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import { checkedRegistry, getRegistry } from './boot';
import { isRecord } from './build-stamp';
import { incompatibilities } from './compatibility';
import { fetchManifestJson, resetManifestCache } from './manifest-cache';
import { type TRemoteManifest, ZRemoteManifest } from './navigation';

export type RemoteManifests = {
  /** The manifests that arrived (and passed ZRemoteManifest), by remote name. */
  manifests: Readonly<Record<string, TRemoteManifest>>;
  /** Loading was asked for and nothing is in flight any more (each manifest arrived or failed). */
  settled: boolean;
};

let state: RemoteManifests = { manifests: {}, settled: false };
const inFlight = new Set<string>();
/** Manifests that arrived but are not valid: the same build would fail again, so no retry. */
const invalid = new Set<string>();
const listeners = new Set<() => void>();

function publish(next: Partial<RemoteManifests>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function settle(name: string): void {
  inFlight.delete(name);
  if (inFlight.size === 0) publish({ settled: true });
}

/**
 * The manifest a remote's build wrote into its mf-manifest.json (`arara.manifest`, shared/build),
 * read without loading the remote's remoteEntry.js. Undefined when the file has none (a build
 * from before manifests as data), cannot be fetched, or names shared versions this shell does
 * not provide: the caller then loads the `./manifest` module, whose path reports each of these
 * as before (retries, the compatibility error, load telemetry).
 */
async function manifestData(name: string, entry: string): Promise<unknown> {
  try {
    const json = await fetchManifestJson(entry);
    if (!isRecord(json) || !isRecord(json.arara) || !('manifest' in json.arara)) return undefined;
    const shared = Array.isArray(json.shared) ? json.shared : [];
    const provided = getInstance()?.options.shared ?? {};
    if (incompatibilities(name, shared, provided).length > 0) return undefined;
    return json.arara.manifest;
  } catch {
    return undefined;
  }
}

/** A remote's manifest, unchecked: as data when its build wrote it, else its `./manifest` module. */
async function fetchManifest(name: string): Promise<unknown> {
  const entry = (await checkedRegistry())[name]?.entry;
  const data = entry ? await manifestData(name, entry) : undefined;
  if (data !== undefined) return data;
  const module = await loadRemote<{ default?: unknown }>(`${name}/manifest`);
  // No module: the runtime gave up on the remote (retried on the next navigation).
  return module ? (module.default ?? module) : undefined;
}

/**
 * Fetches the manifest of every registered remote that has none yet, all in parallel: called
 * at boot for a signed-in page, when the signed-in dashboard renders and again on each
 * navigation, which retries the ones that failed. Never throws; a manifest that fails only
 * leaves its remote's entries out (its paths still route through the registry's fallback
 * prefixes).
 */
export function loadRemoteManifests(): void {
  const missing = Object.keys(getRegistry()).filter(
    (name) => !state.manifests[name] && !inFlight.has(name) && !invalid.has(name),
  );
  if (missing.length === 0) {
    if (!state.settled && inFlight.size === 0) publish({ settled: true });
    return;
  }
  for (const name of missing) inFlight.add(name);
  publish({ settled: false });
  for (const name of missing) {
    fetchManifest(name)
      .then((manifest) => {
        if (manifest === undefined) return;
        const parsed = ZRemoteManifest.safeParse(manifest);
        if (!parsed.success) {
          invalid.add(name);
          console.error(`Remote "${name}" has an invalid manifest`, parsed.error);
          return;
        }
        publish({ manifests: { ...state.manifests, [name]: parsed.data } });
      })
      .catch(() => undefined)
      .finally(() => settle(name));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The manifests that arrived so far; re-renders as more arrive. */
export function useRemoteManifests(): RemoteManifests {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests only: forget every manifest, as a new page would. */
export function resetRemoteManifests(): void {
  resetManifestCache();
  state = { manifests: {}, settled: false };
  inFlight.clear();
  invalid.clear();
}
