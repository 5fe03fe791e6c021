import { realpathSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  incompatibilities,
  remoteCompatibilityPlugin,
  runtimeIncompatibility,
} from '../compatibility';

/**
 * The real federation runtime (not test/federation-runtime.ts, the mock the other unit tests
 * use): how a remote's requirement on a shared @arara package meets the shell's loaded copy.
 * The browser proof with a real remote build is e2e/tests/compatibility.spec.ts.
 */
type Runtime = typeof import('@module-federation/enhanced/runtime');

/**
 * `@module-federation/runtime`, which `@module-federation/enhanced/runtime` re-exports (through
 * runtime-tools), found by path: jest maps the package's own name to the mock.
 */
function realRuntime(): Runtime {
  const enhanced = path.resolve(require.resolve('@module-federation/enhanced'), '../../..');
  const tools = realpathSync(path.join(enhanced, '..', 'runtime-tools'));
  return jest.requireActual(
    path.join(realpathSync(path.join(tools, '..', 'runtime')), 'dist/index.cjs'),
  );
}
const runtime = realRuntime();

type UiCore = { Button: string; DateRangeBadge?: string };

/** The shell: provides @arara/ui/core 1.0.0 (no DateRangeBadge yet) and has loaded it. */
async function shellWithUi() {
  const shell = runtime.createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      '@arara/ui/core': {
        version: '1.0.0',
        lib: (): UiCore => ({ Button: 'shell Button' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
      },
    },
  });
  await shell.loadShare('@arara/ui/core');
  return shell;
}

/**
 * A remote built against @arara/ui 1.1.0 (which added DateRangeBadge): it provides its own
 * copy as a fallback and consumes the singleton with shared/build's config for @arara/* keys.
 */
function remoteNeedingUi110(shell: Awaited<ReturnType<typeof shellWithUi>>, strict: boolean) {
  const remote = runtime.createInstance({
    name: 'payments',
    remotes: [],
    shared: {
      '@arara/ui/core': {
        version: '1.1.0',
        get: async () => (): UiCore => ({ Button: 'own Button', DateRangeBadge: 'own Badge' }),
        shareConfig: { singleton: true, requiredVersion: '^1.1.0', strictVersion: strict },
      },
    },
  });
  const scope = shell.shareScopeMap.default;
  if (!scope) throw new Error('The shell has no default share scope');
  remote.initShareScopeMap('default', scope);
  remote.initializeSharing('default');
  return remote;
}

test('without strictVersion the remote gets the shell copy, which lacks what it was built against: a half-rendered page', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const remote = remoteNeedingUi110(await shellWithUi(), false);
  const factory = await remote.loadShare<UiCore>('@arara/ui/core');
  if (!factory) throw new Error('No @arara/ui/core');
  const ui = factory();
  expect(ui?.Button).toBe('shell Button');
  expect(ui?.DateRangeBadge).toBeUndefined();
  // Only a warning, which nobody sees in production.
  expect(warn.mock.calls.flat().join(' ')).toContain('needs ^1.1.0');
});

test('with strictVersion (what shared/build sets for @arara/*) the load fails, naming the package, the provided and the required versions', async () => {
  const remote = remoteNeedingUi110(await shellWithUi(), true);
  await expect(remote.loadShare('@arara/ui/core')).rejects.toThrow(
    /Version 1\.0\.0 from shell of shared singleton module @arara\/ui\/core does not satisfy the requirement of payments which needs \^1\.1\.0/,
  );
});

test('a remote built against the version the shell provides gets the shell copy', async () => {
  const shell = await shellWithUi();
  const remote = runtime.createInstance({
    name: 'accounts',
    remotes: [],
    shared: {
      '@arara/ui/core': {
        version: '1.0.0',
        get: async () => (): UiCore => ({ Button: 'own Button' }),
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
      },
    },
  });
  const scope = shell.shareScopeMap.default;
  if (!scope) throw new Error('The shell has no default share scope');
  remote.initShareScopeMap('default', scope);
  const factory = await remote.loadShare<UiCore>('@arara/ui/core');
  if (!factory) throw new Error('No @arara/ui/core');
  expect(factory()?.Button).toBe('shell Button');
});

describe('the shell refuses an incompatible remote when its manifest arrives', () => {
  /** A remote's mf-manifest.json `shared`, as the build writes it. */
  const manifest = (uiRange: string) => ({
    shared: [
      { name: 'react', requiredVersion: '^19.3.1' },
      { name: '@arara/ui/core', requiredVersion: uiRange },
    ],
  });
  const snapshotArgs = async (uiRange: string) => ({
    from: 'manifest' as const,
    manifestJson: manifest(uiRange),
    moduleInfo: { name: 'payments', entry: 'http://localhost:3001/mf-manifest.json' },
    options: (await shellWithUi()).options,
  });

  beforeEach(() => {
    jest.mocked(satisfy).mockImplementation(runtime.satisfy);
  });

  test('a remote requiring @arara/ui ^1.1.0 from a 1.0.0 shell: the error names the package, both versions and the remote', async () => {
    const args = await snapshotArgs('^1.1.0');
    expect(() => remoteCompatibilityPlugin.loadRemoteSnapshot?.(args as never)).toThrow(
      'Incompatible remote: remote "payments" requires @arara/ui/core ^1.1.0, this shell provides 1.0.0 (docs/federation.md)',
    );
  });

  test('a remote built against what the shell provides goes on loading', async () => {
    const args = await snapshotArgs('^1.0.0');
    expect(remoteCompatibilityPlugin.loadRemoteSnapshot?.(args as never)).toBe(args);
  });

  test('third-party singletons (not strict) are left to the runtime: only strict ones refuse', async () => {
    const { options } = await shellWithUi();
    expect(
      incompatibilities('payments', [{ name: 'react', requiredVersion: '^20.0.0' }], {
        ...options.shared,
        react: [{ version: '19.3.1', shareConfig: { strictVersion: false } }],
      }),
    ).toEqual([]);
  });

  describe('the federation runtime the remote was built with', () => {
    const page = { name: 'shell', version: '2.9.2' };
    const withRuntime = async (pluginVersion: string) => ({
      ...(await snapshotArgs('^1.0.0')),
      manifestJson: { ...manifest('^1.0.0'), metaData: { pluginVersion } },
    });
    afterEach(() => {
      delete (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: unknown })
        ._FEDERATION_RUNTIME_CORE_FROM;
    });

    test('another minor than the page runs: refused, naming both versions and who published the runtime', async () => {
      (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: unknown })._FEDERATION_RUNTIME_CORE_FROM =
        page;
      const args = await withRuntime('2.10.0');
      expect(() => remoteCompatibilityPlugin.loadRemoteSnapshot?.(args as never)).toThrow(
        'Incompatible remote: remote "payments" was built with Module Federation 2.10.0, this page runs 2.9.2 (from shell) (docs/federation.md)',
      );
    });

    test('the same minor (another patch) goes on loading', async () => {
      (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: unknown })._FEDERATION_RUNTIME_CORE_FROM =
        page;
      const args = await withRuntime('2.9.7');
      expect(remoteCompatibilityPlugin.loadRemoteSnapshot?.(args as never)).toBe(args);
    });

    test('another major is refused too; a manifest without the version is left to the other checks', () => {
      expect(runtimeIncompatibility('accounts', '3.9.2', page)).toBe(
        'remote "accounts" was built with Module Federation 3.9.2, this page runs 2.9.2 (from shell)',
      );
      expect(runtimeIncompatibility('accounts', undefined, page)).toBeUndefined();
    });

    test('a page that publishes no runtime (a shell older than contract 1.1) refuses the remote instead of letting it throw a TypeError', async () => {
      const args = await withRuntime('2.9.2');
      expect(() => remoteCompatibilityPlugin.loadRemoteSnapshot?.(args as never)).toThrow(
        'Incompatible remote: remote "payments" runs on the federation runtime its page publishes, and this page publishes none (docs/federation.md)',
      );
    });
  });
});
