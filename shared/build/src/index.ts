import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Compiler,
  type Configuration,
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  NormalModuleReplacementPlugin,
} from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildRegistry, REMOTE_DEFINITIONS, type RemoteName } from '@arara/federation/registry';

import { BuildStampPlugin, createBuildStamp } from './build-stamp';
import { BundleStatsPlugin } from './bundle-stats';
import { OWN_CHUNKS, SHARED_SINGLETONS } from './shared-singletons';

export { SHARED_SINGLETONS, SINGLETON_PACKAGES } from './shared-singletons';

type SharedConfig = Record<
  string,
  {
    singleton: true;
    requiredVersion: string;
    strictVersion?: true;
    version?: string;
    import?: string;
  }
>;

/**
 * Shared libraries whose shared module is a trimmed re-export instead of the whole package:
 * the share scope still holds one `react-router-dom` (one `react-i18next`, one
 * `@tanstack/react-query`) at the installed version, but what the browser downloads is the
 * client-side API only (what the apps use of react-i18next and react-query): see shared-modules/.
 */
const TRIMMED_SHARED_MODULES: Partial<Record<string, string>> = {
  'react-router-dom': path.join(import.meta.dirname, '..', 'shared-modules', 'react-router-dom.ts'),
  'react-i18next': path.join(import.meta.dirname, '..', 'shared-modules', 'react-i18next.ts'),
  '@tanstack/react-query': path.join(import.meta.dirname, '..', 'shared-modules', 'react-query.ts'),
};

function packageNameOf(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  if (trimmed.startsWith('@')) return trimmed.split('/').slice(0, 2).join('/');
  return trimmed.split('/')[0] ?? trimmed;
}

/** The nearest folder from `start` up to the root that holds `relative`, if any. */
function findUp(start: string, relative: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, relative))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The installed package's folder, found the way Node finds packages: node_modules up the tree. */
function packageDir(appDir: string, name: string): string {
  const relative = path.join('node_modules', name);
  const dir = findUp(appDir, path.join(relative, 'package.json'));
  if (!dir) throw new Error(`${name} is not installed for ${appDir}`);
  return path.join(dir, relative);
}

/**
 * react-router's production build, by path. The package's `exports` name only its development
 * build (`dist/development`, whose one difference is `ENABLE_DEV_WARNINGS = true`: the
 * dev-only warnings stay in the code), and no export condition selects `dist/production`.
 * The shared react-router-dom module (shared-modules/react-router-dom.ts) imports these two.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const production = path.join(
    packageDir(path.join(import.meta.dirname, '..'), 'react-router'),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/** The installed version. */
function installedVersion(appDir: string, name: string): string {
  return (
    JSON.parse(readFileSync(path.join(packageDir(appDir, name), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/**
 * Semver ranges read from what is installed: `workspace:*` is not a semver range. The project's
 * own packages are strict: a remote built against a newer minor (an export the running shell's
 * copy lacks) or another major is refused when it loads, with the package, the required range
 * and the provided version in the error, instead of rendering half a page (docs/federation.md).
 * Third-party singletons keep the warning: the shell and the remotes install them from one
 * lockfile, and refusing a remote over a patch of a library would buy nothing.
 */
export function sharedConfig(appDir: string): SharedConfig {
  const shared: SharedConfig = {};
  for (const key of SHARED_SINGLETONS) {
    const name = packageNameOf(key);
    const version = installedVersion(appDir, name);
    const trimmed = TRIMMED_SHARED_MODULES[key];
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      ...(name.startsWith('@arara/') ? { strictVersion: true as const } : {}),
      ...(trimmed ? { version, import: trimmed } : {}),
    };
  }
  return shared;
}

type AppOptions = {
  /** Absolute folder of the app (the one holding package.json). */
  dir: string;
  /** Federation name: `shell` for the host, the remote's registry name otherwise. */
  name: 'shell' | RemoteName;
  port: number;
  mode: 'development' | 'production';
  /** Where `/api` requests go in dev mode. */
  apiUrl?: string;
};

/**
 * The module that publishes the page's federation runtime for the remotes
 * (federation-runtime.ts): the first module of the shell's entry, and in a remote's production
 * build a script of its own for the remote's page opened alone.
 */
const FEDERATION_RUNTIME_PROVIDER = path.join(import.meta.dirname, '..', 'federation-runtime.ts');
const FEDERATION_RUNTIME_SCRIPT = 'federation-runtime.js';

/** The page's one React Refresh runtime, whichever app loads first (refresh-runtime.cjs). */
const REFRESH_RUNTIME = path.join(import.meta.dirname, '..', 'refresh-runtime.cjs');

/**
 * React Fast Refresh in a federated page: each app's bundle has the plugin's client code, and
 * all of them share the one runtime instance; one injection into React's DevTools hook (the
 * same `library` for every app, so the flag the plugin sets is the same). Each app registers
 * its components under its own name, since module ids repeat across apps.
 */
function fastRefreshPlugins(name: string) {
  return [
    new DefinePlugin({ __ARARA_REFRESH_APP__: JSON.stringify(name) }),
    new ReactRefreshRspackPlugin({
      library: 'arara',
      exclude: [/[\\/]node_modules[\\/]/, REFRESH_RUNTIME],
    }),
    new NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, REFRESH_RUNTIME),
  ];
}

/**
 * A dev server's first rebuild after its first build is slower than every one after it (the
 * same one-line save: 170–240 ms against 110–150; Rspack fills the state that later rebuilds
 * reuse). One rebuild with nothing changed, started as soon as the first build is done, pays
 * for it before the developer's first save does; a page already open gets "nothing changed".
 */
const firstRebuildAhead = {
  apply(compiler: Compiler) {
    let firstBuild = true;
    compiler.hooks.done.tap('AraraFirstRebuildAhead', () => {
      if (!firstBuild) return;
      firstBuild = false;
      // After the dev server has answered the requests that waited for the first build.
      setImmediate(() => compiler.watching?.invalidate());
    });
  },
};

/**
 * The federation runtime as ES modules. The federation plugins resolve it with Node's
 * `require` (its `.cjs` files): CommonJS that Rspack can neither concatenate nor tree-shake, in
 * the shell's first script and in every remote's remoteEntry.js. The same version's `.js`
 * (ESM) files are the same code (docs/architecture.md "The federation runtime's own weight").
 */
const FEDERATION_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

function esmOf(file: string): string {
  for (const candidate of [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')]) {
    if (existsSync(candidate)) return candidate;
  }
  return file;
}

function federationRuntimeAsEsm() {
  return [
    // The bundler runtime, imported by an absolute path from the runtime module the plugin adds.
    new NormalModuleReplacementPlugin(FEDERATION_CJS, (resource: { request?: string }) => {
      if (resource.request && FEDERATION_CJS.test(resource.request)) {
        resource.request = esmOf(resource.request);
      }
    }),
    // The aliases the plugins set (`@module-federation/runtime`, `/runtime-tools`), once set.
    {
      apply(compiler: Compiler) {
        compiler.hooks.afterPlugins.tap({ name: 'FederationRuntimeAsEsm', stage: 100 }, () => {
          const alias = compiler.options.resolve.alias;
          if (!alias || Array.isArray(alias)) return;
          for (const [key, value] of Object.entries(alias)) {
            if (typeof value === 'string' && FEDERATION_CJS.test(value)) alias[key] = esmOf(value);
          }
        });
      },
    },
  ];
}

/**
 * A remote's production build runs on the page's federation runtime instead of its own
 * (`experiments.externalRuntime`: remoteEntry.js without runtime-core, 20.4 → 10.6 KiB gzip).
 * Dev servers keep the remote's own runtime, as before: a remote's dev server then needs no
 * second compiler, and its page opened alone starts as fast (docs/architecture.md).
 */
function onPageRuntime(name: string, mode: AppOptions['mode']): boolean {
  return name !== 'shell' && mode === 'production';
}

function baseConfig({ dir, name, port, mode, apiUrl }: AppOptions): Configuration {
  const isProduction = mode === 'production';
  // The dev server's loop (`rspack serve`, which sets NODE_ENV=development; `rspack build` sets
  // production): React Fast Refresh and the native watcher. Never in a build, whatever its mode
  // (docs/development.md "Dev loop").
  const devLoop = !isProduction && process.env.NODE_ENV !== 'production';
  return {
    mode,
    context: dir,
    ...(devLoop
      ? {
          // `rspack serve` turns lazy compilation of dynamic imports on unless told: a chunk
          // compiled on first request renames the chunks around it, and the federation's share
          // scope, which holds their old names, fails to load them (ChunkLoadError). Off.
          lazyCompilation: false,
          // Rspack's own (Rust) file watcher, and nothing under node_modules or .git watched:
          // the JavaScript watcher re-registered every watched file after each rebuild, ~100 ms
          // of the dev server's thread per save with the installed packages watched, during
          // which the page's request for the hot update waited. Sources of the workspace's
          // packages resolve to their real paths (shared/*/src), so they are still watched;
          // pnpm's run state and Rspack's cache (both under node_modules) never start a rebuild.
          // A package installed while a dev server runs needs a restart (docs/development.md).
          experiments: { nativeWatcher: true },
          watchOptions: {
            ignored: /[\\/](?:\.git|node_modules)[\\/]/,
          },
          // No persistent cache (Rspack's in-memory one only): restoring it (~74 MB for a remote)
          // took as long as compiling again, and a start after a configuration change paid for
          // both (docs/development.md "Dev loop").
        }
      : {}),
    entry: { main: './src/index.ts' },
    devtool: isProduction ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      uniqueName: `arara_${name}`,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      crossOriginLoading: 'anonymous',
      // Dev servers serve from memory; cleaning there dropped the hot update of a save that the
      // next rebuild (an editor's save can be two writes) had superseded before the page asked
      // for it ("Cannot find update", a full reload).
      clean: isProduction,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // `@/x` is the app's own src/x (the same alias as its tsconfig and jest's resolver).
      alias: {
        '@': path.join(dir, 'src'),
        // The package behind the trimmed react-i18next share (shared-modules/react-i18next.ts).
        'react-i18next-package$': path.join(packageDir(dir, 'react-i18next'), 'dist/es/index.js'),
        // The package behind the trimmed react-query share (shared-modules/react-query.ts).
        'react-query-package$': path.join(
          packageDir(dir, '@tanstack/react-query'),
          'build/modern/index.js',
        ),
        // Production builds take react-router's production files (see the function).
        ...(isProduction ? reactRouterProductionBuild() : {}),
      },
    },
    module: {
      rules: [
        // `import url from 'x.wasm?url'`: the file is emitted with the app's assets and the
        // import is its URL on the app's own origin (nothing is fetched from a CDN at run time).
        {
          resourceQuery: /^\?url$/,
          type: 'asset/resource',
          generator: { filename: '[name].[contenthash:8][ext]' },
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // Fast Refresh in development only: a production bundle has no refresh calls and
              // no refresh runtime (docs/development.md "Dev loop").
              transform: {
                react: { runtime: 'automatic', development: !isProduction, refresh: devLoop },
              },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new HtmlRspackPlugin({
        template: path.join(import.meta.dirname, '..', 'index.html'),
        templateParameters: {
          title: name === 'shell' ? 'Arara' : `Arara · ${name}`,
          // The remote's page opened alone: the runtime its bundles read, published first.
          federationRuntime: onPageRuntime(name, mode)
            ? `<script src="/${FEDERATION_RUNTIME_SCRIPT}"></script>`
            : '',
        },
      }),
      // The page's first script (paints the theme's background before any bundle loads), as
      // a file of the app's origin: the CSP of the app servers allows no inline script.
      new CopyRspackPlugin({
        patterns: [{ from: path.join(import.meta.dirname, '..', 'theme-boot.js') }],
      }),
      // React Fast Refresh: one refresh runtime for the page, hooked into the one react-dom the
      // shell shares; a remote's saved components refresh inside the shell's page; and the first
      // rebuild done before the first save (docs/development.md "Dev loop").
      ...(devLoop ? [...fastRefreshPlugins(name), firstRebuildAhead] : []),
      ...federationRuntimeAsEsm(),
      new DefinePlugin({
        __ARARA_FEDERATION_RUNTIME_FROM__: JSON.stringify({
          name,
          version: installedVersion(
            path.join(import.meta.dirname, '..'),
            '@module-federation/runtime-core',
          ),
        }),
      }),
    ],
    performance: { hints: false },
    devServer: {
      port,
      // Hot updates, applied by React Fast Refresh (state kept); a change that cannot be
      // applied in place (no refresh boundary) reloads the page.
      hot: true,
      // Each app's HMR client talks to its own dev server, also when its code runs inside the
      // shell's page (a remote's chunks are on :300x while the page is on :3000).
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { warnings: false } },
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api'],
          target: apiUrl ?? process.env.API_URL ?? 'http://localhost:4000',
          pathRewrite: { '^/api': '' },
          changeOrigin: true,
        },
      ],
    },
  };
}

/**
 * The smallest chunk Rspack splits off for modules that several chunks share (its default in
 * production: 20,000 bytes; below it, each chunk gets a copy). Every shared entry of an app is a
 * chunk group of its own, so under the default the modules two entries have in common (antd's
 * TextArea, Space, Flex and theme; `@arara/federation`'s boot, telemetry and sign-in form) came
 * twice with the home. At 10,000 bytes: signed-in home 502.4 → 498.5 KiB gzip, /login 167.9 →
 * 168.5 (two more files); lower values add files without saving more (docs/benchmarks.md).
 */
const SPLIT_MIN_SIZE = 10_000;

/**
 * Chunks of their own for some of OWN_CHUNKS' libraries, whoever imports them. A library is
 * one named chunk; the contracts are split by who uses them (one chunk per combination of
 * importers, named `contracts-<id>`), since one chunk of every endpoint made each remote's
 * first page download all of its app's contracts (docs/benchmarks.md).
 */
function ownChunkGroups(names: (keyof typeof OWN_CHUNKS)[]) {
  return {
    splitChunks: {
      minSize: SPLIT_MIN_SIZE,
      cacheGroups: Object.fromEntries(
        names.map((name) => [
          name,
          {
            test: OWN_CHUNKS[name],
            chunks: 'all' as const,
            enforce: true,
            ...(name === 'contracts' ? { filename: `${name}-[id].[contenthash:8].js` } : { name }),
          },
        ]),
      ),
    },
  };
}

/** The host: provides every shared singleton, knows no remote at build time. */
export function createHostConfig(options: Omit<AppOptions, 'name'>): Configuration {
  const config = baseConfig({ ...options, name: 'shell' });
  const stamp = createBuildStamp(options.dir, 'shell');
  // The page's federation runtime published for the remotes first, then the shell's own code.
  config.entry = { main: [FEDERATION_RUNTIME_PROVIDER, './src/index.ts'] };
  config.output = { ...config.output, publicPath: '/' };
  // react-hook-form and its resolvers in one chunk: the sign-in form needs both, @arara/ui/form
  // only the first; split by who imports them, the resolvers would be copied into the sign-in
  // form's chunk (more for /login to download).
  config.optimization = ownChunkGroups(['forms']);
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedConfig(options.dir),
      shareStrategy: 'loaded-first',
      // What the shell provides (`shared` versions), read by scripts/compat-check.mjs; and
      // where its build stamp goes.
      manifest: true,
      dts: false,
      // Browser-only runtime: drops the federation runtime's Node.js code paths.
      experiments: { optimization: { target: 'web' } },
    }),
    new BuildStampPlugin(stamp),
    new BundleStatsPlugin('shell'),
    // The About panel shows the shell's own stamp (the same as in its mf-manifest.json).
    new DefinePlugin({ __ARARA_SHELL_BUILD__: JSON.stringify(stamp) }),
  ];
  const registry = buildRegistry(process.env);
  config.devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares) => [
      {
        name: 'remote-registry',
        path: '/remotes.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(registry));
        },
      },
      ...middlewares,
    ],
  };
  return config;
}

/** A remote: exposes `./App` and `./manifest`, emits mf-manifest.json, mounts alone in dev mode. */
export function createRemoteConfig(
  options: Omit<AppOptions, 'name' | 'port'> & { name: RemoteName },
): Configuration | Configuration[] {
  const port = REMOTE_DEFINITIONS[options.name].port;
  const config = baseConfig({ ...options, port });
  const externalRuntime = onPageRuntime(options.name, options.mode);
  config.name = options.name;
  config.output = { ...config.output, publicPath: 'auto' };
  // zod, the form libraries and @arara/contracts are not shared on purpose (stateless; each app
  // bundles what it uses), yet a remote's screens and its shared packages' fallbacks (the
  // standalone login form, the endpoint helpers of @arara/api-client/query) both use them. Their own chunks (named, or named by prefix) keep them apart from the fallback chunks, so e2e can
  // tell "the remote's own copy" from "a second copy of a shared library" (OWN_CHUNKS).
  config.optimization = ownChunkGroups(['zod', 'forms', 'contracts']);
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name: options.name,
      filename: 'remoteEntry.js',
      // ./manifest: the remote's routes, mount mode and sidebar entries, data only (docs/navigation.md).
      exposes: { './App': './src/exposes/app.tsx', './manifest': './src/manifest.ts' },
      shared: sharedConfig(options.dir),
      manifest: true,
      dts: false,
      // A remote never loads a remote (the shell does): its runtime leaves remote loading, manifests
      // and snapshots out (remoteEntry.js 33.8 → 20.4 KiB gzip with the ESM runtime above). In
      // production it runs on the page's runtime-core (see onPageRuntime; 20.4 → 10.6 KiB).
      experiments: {
        optimization: { target: 'web', disableRemote: true },
        ...(externalRuntime ? { externalRuntime: true } : {}),
      },
    }),
    new BuildStampPlugin(createBuildStamp(options.dir, options.name), {
      manifestModule: path.join(options.dir, 'src', 'manifest.ts'),
    }),
    new BundleStatsPlugin(options.name),
  ];
  return externalRuntime ? [config, runtimeProviderConfig(options.dir, options.name)] : config;
}

/**
 * The script that publishes a federation runtime on a remote's own page (`federation-runtime.js`,
 * loaded by its index.html before its bundles): a compiler of its own, since every entry of the
 * remote's compiler reads runtime-core from the page. Built after the remote's compiler, which
 * empties dist/ first. The shell's page never loads it.
 */
function runtimeProviderConfig(dir: string, name: RemoteName): Configuration {
  const app = baseConfig({ dir, name, port: REMOTE_DEFINITIONS[name].port, mode: 'production' });
  return {
    name: `${name}-federation-runtime`,
    dependencies: [name],
    mode: 'production',
    context: dir,
    target: 'web',
    devtool: false,
    entry: { 'federation-runtime': FEDERATION_RUNTIME_PROVIDER },
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_SCRIPT, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: app.module,
    plugins: (app.plugins ?? []).filter((plugin) => plugin instanceof DefinePlugin),
    performance: { hints: false },
  };
}

/** The app folder (the nearest one up with a package.json) of a module's directory. */
function appDirOf(directory: string): string {
  const dir = findUp(directory, 'package.json');
  if (!dir) throw new Error(`No package.json above ${directory}`);
  return dir;
}

/**
 * The shell and every remote in one build without federation, for the benchmark only
 * (docs/benchmarks.md "Federation against one bundle"): the host's configuration with
 * `@module-federation/enhanced/runtime` replaced by `runtime`, a module that imports each
 * remote's `./App` and `./manifest` sources as lazy chunks. Each app's `@/x` stays its own
 * src/x. No share scope: one copy of each library, tree-shaken to what the pages use.
 */
export function createSingleBundleConfig(
  options: Omit<AppOptions, 'name'> & { runtime: string; outputDir: string },
): Configuration {
  const config = createHostConfig(options);
  // No federation runtime to publish.
  config.entry = { main: './src/index.ts' };
  config.output = { ...config.output, path: options.outputDir };
  config.resolve = {
    ...config.resolve,
    alias: { '@module-federation/enhanced/runtime$': options.runtime },
  };
  config.plugins = [
    ...(config.plugins ?? []).filter(
      (plugin) =>
        !(plugin instanceof ModuleFederationPlugin) &&
        !(plugin instanceof BuildStampPlugin) &&
        !(plugin instanceof BundleStatsPlugin),
    ),
    new NormalModuleReplacementPlugin(/^@\//, (resource: { request: string; context: string }) => {
      resource.request = path.join(appDirOf(resource.context), 'src', resource.request.slice(2));
    }),
  ];
  return config;
}
