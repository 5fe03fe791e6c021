// Jest resolves `@/x` to the src/x of the app the importing file belongs to (hosts/<app>,
// remotes/<app>, services/api): one jest project serves every app, so a single
// moduleNameMapper entry could not tell whose src/ is meant. Same alias as the apps' tsconfig
// `paths` and shared/build's `resolve.alias`.
const path = require('node:path');

const APP_ROOT = /^(.*?[\\/](?:hosts|remotes)[\\/][^\\/]+|.*?[\\/]services[\\/]api)(?:[\\/]|$)/;

module.exports = (request, options) => {
  if (request.startsWith('@/')) {
    const app = APP_ROOT.exec(options.basedir)?.[1];
    if (app) return options.defaultResolver(path.join(app, 'src', request.slice(2)), options);
  }
  return options.defaultResolver(request, options);
};
