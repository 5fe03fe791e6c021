import type { Page, Response } from '@playwright/test';
import { OWN_CHUNKS, SINGLETON_PACKAGES } from '@arara/build/shared-singletons';
import { APPS } from './apps';

type ManifestAssets = { js: { sync: string[]; async: string[] } };
type Manifest = {
  shared: { name: string; assets: ManifestAssets }[];
  exposes: { assets: ManifestAssets }[];
};

/**
 * Libraries whose single copy the federation contract promises (ARCHITECTURE.md §3): the very
 * list the build shares.
 */
export const SINGLETON_LIBRARIES = SINGLETON_PACKAGES;

/** Records every JavaScript file the page downloads. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('.js')) urls.push(response.url());
  });
  return urls;
}

/**
 * A remote's own copy of a shared library (its fallback chunks, antd inside @arara/ui among
 * them) must never be downloaded: the host's copy is the one copy.
 */
export async function fallbackDownloads(scripts: string[]): Promise<string[]> {
  const offending: string[] = [];
  for (const app of APPS.filter((candidate) => candidate.name !== 'shell')) {
    const base = `${app.url}/`;
    const manifest = (await (await fetch(`${base}mf-manifest.json`)).json()) as Manifest;
    const exposed = new Set(
      manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    );
    const fallbackOnly = new Set(
      manifest.shared
        .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
        .filter((file) => !exposed.has(file)),
    );
    for (const url of scripts) {
      const file = url.slice(base.length);
      // zod, the form libraries and the contracts are bundled per app on purpose (not shared): their chunks
      // serve the remote's own screens as well as its fallbacks (shared/build names them, or
      // prefixes their names: `contracts-<id>`).
      const isOwnChunk = (name: string) =>
        file.startsWith(`${name}.`) || file.startsWith(`${name}-`);
      if (Object.keys(OWN_CHUNKS).some(isOwnChunk)) continue;
      if (url.startsWith(base) && fallbackOnly.has(file)) offending.push(url);
    }
  }
  return offending;
}

type ShareEntry = { from: string; version: string; loaded: boolean };

/** Which app provided each shared library, as the federation runtime recorded it. */
export async function sharedProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scope> } }
    ).__FEDERATION__;
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            const loaded = entry as unknown as ShareEntry;
            if (!loaded.loaded) continue;
            providers[name] ??= new Set();
            providers[name].add(`${entry.from}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, [...set]]));
  });
}
