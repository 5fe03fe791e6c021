#!/usr/bin/env node
/**
 * Rewrites every relative import that climbs more than two folders (`../../../x`) inside an app
 * (hosts/<app>, remotes/<app>, services/api) into the app's `@/` alias for its src/. Idempotent.
 * Run scripts/codemods/test-utils-imports.mjs first: imports of the root test helpers become
 * `@arara/test-utils`, which no alias could express. Anything else that climbs out of its app is
 * listed and left for a person (it belongs in a package).
 *
 *   node scripts/codemods/alias-imports.mjs
 */
import path from 'node:path';
import { ROOT, repoFiles, rewriteFiles } from './lib.mjs';

const APP = /^((?:hosts|remotes)\/[^/]+|services\/api)\//;
/** A module specifier in an import, export, dynamic import, jest.mock or require. */
export const CLIMBING_IMPORT =
  /((?:\bfrom|\bimport|\bjest\.(?:mock|requireActual|unstable_mockModule)(?:<[^>]*>)?\(|\brequire\()\s*\(?\s*)(['"])((?:\.\.\/){3,}[^'"]*)\2/g;

const leftAlone = [];

export function aliasImports(text, file) {
  const app = APP.exec(file)?.[1];
  if (!app) return text;
  const src = path.join(ROOT, app, 'src');
  return text.replace(CLIMBING_IMPORT, (match, before, quote, specifier) => {
    const target = path.resolve(path.join(ROOT, path.dirname(file)), specifier);
    if (!target.startsWith(`${src}${path.sep}`)) {
      leftAlone.push(`${file}: ${specifier}`);
      return match;
    }
    const aliased = `@/${path.relative(src, target).split(path.sep).join('/')}`;
    return `${before}${quote}${aliased}${quote}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = repoFiles(['ts', 'tsx', 'mts', 'mjs', 'js'], { exclude: ['scripts/'] });
  const changed = rewriteFiles(
    files.filter((file) => APP.test(file)),
    aliasImports,
  );
  console.log(
    `${changed.length} files rewritten${changed.length ? `:\n${changed.join('\n')}` : ''}`,
  );
  if (leftAlone.length) {
    console.error(
      `Climbing out of their app (move the code to a package):\n${leftAlone.join('\n')}`,
    );
    process.exitCode = 1;
  }
}
