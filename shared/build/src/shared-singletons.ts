/**
 * Libraries that must exist once in the browser. The host provides them; remotes consume
 * them and keep their own copy only as a fallback for standalone mode.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  'dayjs',
  'dayjs/',
  'sonner',
  '@arara/session',
  // The data hooks: the host's copy (and its zod) serves every remote. The back office's calls
  // (`@arara/session/back-office`) are not shared: stateless (the session store and query
  // client they use are the shared ones), they are bundled by the admin remote with its screens
  // and loaded by the shell only when an admin stops acting as someone, so no merchant page
  // downloads them (docs/benchmarks.md).
  '@arara/session/me',
  '@arara/api-client',
  '@arara/api-client/query',
  '@arara/i18n',
  '@arara/ui/base',
  '@arara/ui/core',
  '@arara/ui/layout',
  '@arara/ui/form',
  '@arara/ui/data',
  '@arara/ui/table',
  '@arara/ui/input',
  '@arara/ui/card',
  '@arara/ui/charts',
  '@arara/federation',
  '@arara/federation/outlet',
  '@arara/federation/remote',
] as const;

/** The shared packages themselves, without the subpath keys (`react/`) that cover deep imports. */
export const SINGLETON_PACKAGES = SHARED_SINGLETONS.filter((key) => !key.endsWith('/'));

/** A package in node_modules (flat or pnpm's `.pnpm/<name>@<version>/node_modules/<name>`). */
const inNodeModules = (name: string) => {
  const path = name.replace('/', '[\\\\/]');
  return new RegExp(
    `[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?${path}[\\\\/]`,
  );
};

/**
 * Libraries every remote bundles for itself (not shared), each in its own named chunk
 * (`<name>.<hash>.js`): e2e's one-copy check skips these names.
 */
export const OWN_CHUNKS = {
  zod: inNodeModules('zod'),
  forms: new RegExp(
    `${inNodeModules('react-hook-form').source}|${inNodeModules('@hookform/resolvers').source}`,
  ),
  // The project's contracts (endpoints, schemas, document rules): a workspace package, so its
  // real path is shared/contracts, not node_modules.
  contracts: /[\\/]shared[\\/]contracts[\\/]/,
};
