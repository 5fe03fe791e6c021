/** Unit tests: jsdom, TypeScript and JSX through SWC, one project for the whole monorepo. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/session',
    '<rootDir>/shared/api-client',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/federation',
    '<rootDir>/shared/i18n',
    '<rootDir>/hosts/shell',
    '<rootDir>/remotes/admin',
    '<rootDir>/remotes/accounts',
    '<rootDir>/remotes/payments',
    '<rootDir>/remotes/developer',
    '<rootDir>/remotes/documents',
    '<rootDir>/remotes/compliance',
  ],
  testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // `@/x` is the importing app's own src/x (see test/resolver.cjs).
  resolver: '<rootDir>/test/resolver.cjs',
  moduleNameMapper: {
    // Module federation loads real remotes in e2e only; unit tests drive this mock.
    '^@module-federation/enhanced/runtime$': '<rootDir>/test/federation-runtime.ts',
    // The shell's tests get the remotes' real manifests (a host's code may not import a remote).
    '^@arara/test-utils/manifests$': '<rootDir>/test/remote-manifests.ts',
    // The browser gets the trimmed react-router-dom that federation shares; so do the tests.
    '^react-router-dom$': '<rootDir>/shared/build/shared-modules/react-router-dom.ts',
    // Deep imports of antd's ESM builds (ThemeProvider's lazy locale, the icons' colour
    // helpers, the light entry's icon drawings) have CommonJS twins under lib/.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // `x.wasm?url` is a URL in the build (shared/build: asset/resource); a fixed one here.
    '^.+\\.wasm\\?url$': '<rootDir>/test/asset-url.ts',
  },
  setupFiles: ['<rootDir>/shared/test-utils/src/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  maxWorkers: 2,
  // A guard against hangs, not a speed check: multi-step flows through antd in jsdom take
  // 5-15 s here and two to three times that on a loaded CI machine.
  testTimeout: 180_000,
  clearMocks: true,
  restoreMocks: true,
};
