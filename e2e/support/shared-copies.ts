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

type ShareEntry = { from: string; loaded?: boolean; get?: unknown };
type Instance = { name: string; options: { shared: Record<string, { get?: unknown }[]> } };

/**
 * Which app's build provided each shared library that is loaded, as `app@version`. Not the
 * entry's `from`: the runtime relabels it with the app that first loaded the entry, while the
 * code is still that of the app that registered it (the host registers its copies without
 * loading them, docs/architecture.md "One copy"). The provider is the app whose own share
 * configuration holds the entry's `get`, the factory that loads the code.
 */
export async function sharedProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, ShareEntry>>>;
    const federation = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Scope>; __INSTANCES__: Instance[] };
      }
    ).__FEDERATION__;
    const providerOf = (name: string, entry: ShareEntry) =>
      federation.__INSTANCES__.find((instance) =>
        (instance.options.shared[name] ?? []).some((config) => config.get === entry.get),
      )?.name ?? `unknown (labelled ${entry.from})`;
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded) continue;
            providers[name] ??= new Set();
            providers[name].add(`${providerOf(name, entry)}@${version}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(providers).map(([name, set]) => [name, [...set]]));
  });
}

/**
 * The federation runtime the page published (shared/build/federation-runtime.ts): who published
 * it, and for each federation instance of the page (the shell's, each loaded remote's) whether
 * it was made by that runtime-core's class, as `name: true|false`. A remote that carries a
 * runtime-core of its own makes its instance from another class.
 */
export async function pageFederationRuntime(
  page: Page,
): Promise<{ from: string | undefined; onPageRuntime: string[] }> {
  return page.evaluate(() => {
    const view = window as unknown as {
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
      __FEDERATION__?: { __INSTANCES__: { name: string }[] };
    };
    const core = view._FEDERATION_RUNTIME_CORE;
    return {
      from: view._FEDERATION_RUNTIME_CORE_FROM?.name,
      onPageRuntime: (view.__FEDERATION__?.__INSTANCES__ ?? []).map(
        (instance) => `${instance.name}: ${!!core && instance instanceof core.ModuleFederation}`,
      ),
    };
  });
}
