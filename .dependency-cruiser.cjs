// The dependency rules of the repository, checked by scripts/checks/dependency-rules.mjs
// (part of `npm test`); docs/architecture.md "Dependency rules" says why each exists. Two rules
// are about how an import is written, which dependency-cruiser cannot see, so that script
// checks them itself: no relative import climbs more than two folders, and none reaches into
// another package (a package is used through its name and its exports).
// Group references ($1, $2) in `to` refer to the groups of the `from` path.

const TESTS = '(^|/)(__tests__|test)/|\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders that import each other cannot be understood, moved or split apart one at a time. ' +
        'Tests are left out: a package test may use the test helpers that import the package.',
      severity: 'error',
      scope: 'folder',
      from: { pathNot: TESTS },
      to: { circular: true, pathNot: TESTS },
    },
    {
      name: 'no-cross-feature-import',
      comment:
        "A feature does not reach into another feature's internals: what two features share goes to " +
        "the app's lib/, components/ or api/ (or to shared/ when two apps need it).",
      severity: 'error',
      from: { path: '^((?:hosts|remotes)/[^/]+/src/features)/([^/]+)/' },
      // A feature's index.ts is its public face (e.g. payments' transfer-flow, which every
      // wizard composes): importing it is allowed, reaching past it is not.
      to: { path: '^$1/', pathNot: ['^$1/$2/', '^$1/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'no-app-to-app-import',
      comment: 'A remote never imports another app: what two apps need goes to shared/.',
      severity: 'error',
      from: { path: '^((?:hosts|remotes)/[^/]+)/' },
      to: { path: '^(?:hosts|remotes)/', pathNot: '^$1/' },
    },
    {
      name: 'no-unresolvable-import',
      comment:
        "An import that does not resolve: most often a deep import a package's exports do not offer.",
      severity: 'error',
      from: {},
      // `x.wasm?url` is the build's asset URL (shared/build), not a module to resolve; nor is
      // `react-i18next-package` and `react-query-package`, build aliases of the installed packages
      // (shared/build/shared-modules/).
      to: {
        couldNotResolve: true,
        pathNot: ['\\?url$', '^react-i18next-package$', '^react-query-package$'],
      },
    },
  ],
  options: {
    // The dependency rules are about our source: packages are leaves.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data)/' },
    moduleSystems: ['es6', 'cjs'],
    // TypeScript 5 of its own (pnpm-workspace.yaml packageExtensions): TypeScript 7 has no JS API.
    parser: 'tsc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
