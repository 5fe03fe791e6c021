// The React Refresh runtime of the page, one for the shell and every remote in it (dev servers
// only; docs/development.md "Dev loop"). Each app's bundle resolves `react-refresh/runtime` here:
// the first app to run loads the real runtime and publishes it, the others reuse that instance.
// Two copies would each hook into React's DevTools hook, but only the first one would see the
// shared react-dom, so a remote's saved component never refreshed inside the shell's page.
const KEY = Symbol.for('arara.reactRefreshRuntime');
// The real runtime's file (not `react-refresh/runtime`, which resolves to this file).
globalThis[KEY] ??= require('react-refresh/cjs/react-refresh-runtime.development.js');
const runtime = globalThis[KEY];
// A component's family is found by its id, the module's id and the component's name. Module ids
// are paths from the app's own folder, so every remote has a `./src/app.tsx` exporting its
// `./App`: without the app's name in the id, the remote loaded last took over the family of
// the others, and a save in one remote rendered another remote's App ("Page not found").
// `__ARARA_REFRESH_APP__` is the app's name, set by @arara/build for each app's bundle.
const app = __ARARA_REFRESH_APP__;
module.exports = {
  ...runtime,
  register: (type, id) => runtime.register(type, `${app} ${id}`),
  getFamilyByID: (id) => runtime.getFamilyByID(`${app} ${id}`),
};
