// shared/build/refresh-runtime.cjs: the page's one React Refresh runtime, as every app's dev
// bundle sees it (docs/development.md "Dev loop"). Each app's bundle evaluates the file with its
// own name in `__ARARA_REFRESH_APP__` (a DefinePlugin constant); here each evaluation is one
// app's copy of the module, in one page (this process's globalThis).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';

const FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'build',
  'refresh-runtime.cjs',
);
const source = readFileSync(FILE, 'utf8');
const requireFromBuild = createRequire(FILE);
// The bundler reads the package's files as they are; Node keeps to its `exports` field, which
// does not list the file the module requires.
const REFRESH_PACKAGE = path.dirname(requireFromBuild.resolve('react-refresh/package.json'));
const requireAsBundled = (request) =>
  requireFromBuild(path.join(path.dirname(REFRESH_PACKAGE), request));
const KEY = Symbol.for('arara.reactRefreshRuntime');

/** The module as one app's bundle evaluates it. */
function runtimeOf(app) {
  const module = { exports: {} };
  new Function('module', 'exports', 'require', '__ARARA_REFRESH_APP__', source)(
    module,
    module.exports,
    requireAsBundled,
    app,
  );
  return module.exports;
}

after(() => {
  delete globalThis[KEY];
});

/** A component type as the runtime sees it: a function, a new one per call. */
const componentType = () => () => null;

// What the plugin registers for a remote's `./App`: the module id is the path from the app's
// folder, the same in every remote.
const APP_ID = './src/app.tsx %exports% default';

test('the same module id in two apps is two component families', () => {
  const accounts = runtimeOf('accounts');
  const developer = runtimeOf('developer');
  const accountsApp = componentType();
  const developerApp = componentType();
  accounts.register(accountsApp, APP_ID);
  developer.register(developerApp, APP_ID);
  // A refresh applies what was registered since the last one (a remote loaded later included).
  accounts.performReactRefresh();

  assert.notEqual(accounts.getFamilyByType(accountsApp), developer.getFamilyByType(developerApp));
  assert.equal(accounts.getFamilyByID(APP_ID).current, accountsApp);
  assert.equal(developer.getFamilyByID(APP_ID).current, developerApp);
});

test('a save in one app updates its own family only', () => {
  const accounts = runtimeOf('accounts');
  const developer = runtimeOf('developer');
  const id = './src/pages/home.tsx %exports% default';
  const before = componentType();
  const other = componentType();
  accounts.register(before, id);
  developer.register(other, id);
  accounts.performReactRefresh();

  const saved = componentType();
  accounts.register(saved, id);
  accounts.performReactRefresh();

  assert.equal(accounts.getFamilyByType(before).current, saved);
  assert.equal(developer.getFamilyByType(other).current, other);
});

test('every app uses the one runtime instance of the page', () => {
  const accounts = runtimeOf('accounts');
  const shell = runtimeOf('shell');
  // One injection into React's DevTools hook and one set of mounted roots for the whole page.
  assert.equal(accounts.injectIntoGlobalHook, shell.injectIntoGlobalHook);
  assert.equal(accounts.performReactRefresh, shell.performReactRefresh);
});
