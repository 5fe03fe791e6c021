/**
 * Stands in for `@module-federation/enhanced/runtime` in the single-bundle build of the shell
 * (rspack.single-bundle.config.ts): the benchmark's yardstick for what federation costs
 * (docs/benchmarks.md "Federation against one bundle"). A remote's `./App` and `./manifest` are
 * the same source files the remote's own build exposes, imported here as ordinary lazy chunks of
 * one build: one copy of every library, each tree-shaken to what the pages use. Never deployed;
 * the one module outside the remotes that imports their sources (biome.json allows it here).
 */
type RemoteModule = { default?: unknown };

const REMOTES: Record<string, Record<'App' | 'manifest', () => Promise<RemoteModule>>> = {
  accounts: {
    App: () => import('../../../remotes/accounts/src/exposes/app'),
    manifest: () => import('../../../remotes/accounts/src/manifest'),
  },
  admin: {
    App: () => import('../../../remotes/admin/src/exposes/app'),
    manifest: () => import('../../../remotes/admin/src/manifest'),
  },
  compliance: {
    App: () => import('../../../remotes/compliance/src/exposes/app'),
    manifest: () => import('../../../remotes/compliance/src/manifest'),
  },
  developer: {
    App: () => import('../../../remotes/developer/src/exposes/app'),
    manifest: () => import('../../../remotes/developer/src/manifest'),
  },
  documents: {
    App: () => import('../../../remotes/documents/src/exposes/app'),
    manifest: () => import('../../../remotes/documents/src/manifest'),
  },
  payments: {
    App: () => import('../../../remotes/payments/src/exposes/app'),
    manifest: () => import('../../../remotes/payments/src/manifest'),
  },
};

/** `<remote>/App` or `<remote>/manifest`, as the federated shell asks for them. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [name = '', exposed = ''] = id.split('/');
  const load = REMOTES[name]?.[exposed as 'App' | 'manifest'];
  if (!load) throw new Error(`The single bundle has no ${id}`);
  return (await load()) as T;
}

/** Nothing to register or check: every remote is part of this build. */
export const registerRemotes = (): void => {};
export const registerPlugins = (): void => {};
export const getInstance = (): null => null;
export const satisfy = (): boolean => true;
