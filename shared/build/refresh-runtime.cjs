// The React Refresh runtime of the page, one for the shell and every remote in it (dev servers
// only; docs/development.md "Dev loop"). Each app's bundle resolves `react-refresh/runtime` here:
// the first app to run loads the real runtime and publishes it, the others reuse that instance.
// Two copies would each hook into React's DevTools hook, but only the first one would see the
// shared react-dom, so a remote's saved component never refreshed inside the shell's page.
const KEY = Symbol.for('arara.reactRefreshRuntime');
// The real runtime's file (not `react-refresh/runtime`, which resolves to this file).
globalThis[KEY] ??= require('react-refresh/cjs/react-refresh-runtime.development.js');
module.exports = globalThis[KEY];
