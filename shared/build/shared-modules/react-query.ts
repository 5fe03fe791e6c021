/**
 * What the apps use of @tanstack/react-query, the module the federation shares under the name
 * `@tanstack/react-query` (see ../src/index.ts `TRIMMED_SHARED_MODULES`): sharing the package
 * itself ships every export, since a shared module is never tree-shaken (`useQueries` and its
 * observer, the suspense and prefetch hooks, hydration, `useMutationState`: 1.9 KiB gzip on the
 * signed-in home that one bundle would not carry). Biome's `allowImportNames` for the package
 * (biome.json) refuses any other name in the apps; add it here and there when one is needed.
 *
 * It imports the package under another name (`react-query-package`, a build alias of the
 * installed package's ES modules): an import of `@tanstack/react-query` here would consume the
 * very share this module provides.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  // @ts-expect-error a build alias (shared/build/src/index.ts), not a package TypeScript knows
} from 'react-query-package';
