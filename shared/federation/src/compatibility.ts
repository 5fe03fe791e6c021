import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  satisfy,
} from '@module-federation/enhanced/runtime';

/** What a remote's mf-manifest.json says it needs, and what this shell's share scope holds. */
type ManifestShared = { name: string; requiredVersion?: string | false };
type ProvidedShared = { version: string; shareConfig?: { strictVersion?: boolean } };

/**
 * The strict singletons (the project's own packages, shared/build sharedConfig) whose range a
 * remote requires and this shell's version does not satisfy: one line each, naming the package,
 * the required range and the provided version.
 */
export function incompatibilities(
  remote: string,
  required: readonly ManifestShared[],
  provided: Record<string, readonly ProvidedShared[] | undefined>,
): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of required) {
    const shell = provided[name]?.[0];
    if (!requiredVersion || !shell?.shareConfig?.strictVersion) continue;
    if (!satisfy(shell.version, requiredVersion)) {
      problems.push(
        `remote "${remote}" requires ${name} ${requiredVersion}, this shell provides ${shell.version}`,
      );
    }
  }
  return problems;
}

/** The federation runtime a page publishes for its remotes (shared/build/federation-runtime.ts). */
type PageRuntime = { name: string; version: string };

const minorOf = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * A remote that cannot run on the page's federation runtime: its production build has no
 * runtime-core of its own and runs on the one the page publishes (shell contract 1.1,
 * shared/build `externalRuntime`), so the page must publish one, of the same major and minor as
 * the federation plugin the remote was built with (its manifest's `metaData.pluginVersion`):
 * the interface between runtime-core and a remote's bundler runtime is only known to hold within
 * a minor. One line naming the versions, or nothing.
 */
export function runtimeIncompatibility(
  remote: string,
  pluginVersion: string | undefined,
  page: PageRuntime | undefined,
): string | undefined {
  if (!pluginVersion) return undefined;
  if (!page) {
    return `remote "${remote}" runs on the federation runtime its page publishes, and this page publishes none`;
  }
  if (minorOf(pluginVersion) === minorOf(page.version)) return undefined;
  return `remote "${remote}" was built with Module Federation ${pluginVersion}, this page runs ${page.version} (from ${page.name})`;
}

const pageRuntime = () =>
  (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: PageRuntime })._FEDERATION_RUNTIME_CORE_FROM;

/**
 * Refuses a remote built against shared packages this shell does not provide, or against another
 * minor of the federation runtime, when its manifest arrives and before any of its code runs
 * (docs/federation.md "Compatibility"). The federation
 * runtime's own strictVersion check fires later, inside the remote's chunk loading, where its
 * error surfaces as an unrelated TypeError; this one is the error the page's boundary shows and
 * logs (console.error) and load-error telemetry reports.
 */
export const remoteCompatibilityPlugin: ModuleFederationRuntimePlugin = {
  name: 'arara-remote-compatibility',
  loadRemoteSnapshot(args) {
    if (args.from !== 'manifest' || !args.manifestJson) return args;
    const problems = incompatibilities(
      args.moduleInfo.name,
      args.manifestJson.shared,
      args.options.shared,
    );
    const runtime = runtimeIncompatibility(
      args.moduleInfo.name,
      args.manifestJson.metaData?.pluginVersion,
      pageRuntime(),
    );
    if (runtime) problems.push(runtime);
    if (problems.length > 0) {
      throw new Error(`Incompatible remote: ${problems.join('; ')} (docs/federation.md)`);
    }
    return args;
  },
};

/** Called once at boot, before any remote can load. */
export function guardRemoteCompatibility(): void {
  registerPlugins([remoteCompatibilityPlugin]);
}
