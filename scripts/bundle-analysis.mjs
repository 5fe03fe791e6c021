// "Largest modules on /login" (and on the signed-in home): the files Chromium loaded for a page
// (e2e/bench/measure.spec.ts) mapped back to the modules of their chunks
// (shared/build/src/bundle-stats.ts writes them when ARARA_BUNDLE_STATS is set, as `npm run
// bench` does).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const kib = (bytes) => (bytes / 1024).toFixed(1);

/**
 * `../../node_modules/.pnpm/antd@6/node_modules/antd/es/button/index.js` → `antd/button` (antd
 * by component: it is most of a dashboard page), another package → its name; own code → its
 * folder.
 */
export function moduleGroup(name) {
  const match =
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)(?:\/(?:es|lib)\/([^/ ]+)\/)?/.exec(
      name,
    );
  if (match) return match[1] === 'antd' && match[2] ? `antd/${match[2]}` : match[1];
  if (name.includes('module-federation') || name.startsWith('webpack/')) return '(runtime)';
  const own = /(?:\.\.\/)*((?:shared|hosts|remotes)\/[^/]+|src\/[^/ ]+)/.exec(name);
  return own ? own[1] : name.split(' ')[0];
}

/**
 * The modules of the chunks behind `loaded` (files of `origin`), grouped by package, the
 * largest (by the gzip estimate, then by source) first. `gzip`: each file's gzip bytes shared
 * among its modules by their source size, an estimate that ranks what travels (minification
 * and compression are not even across modules).
 * `groups` collects several apps' files in one ranking (a file of another origin is labelled
 * with it).
 */
export function largestModules(chunks, loaded, origin = ':3000/', groups = new Map()) {
  const files = new Map(
    loaded
      .map((script) => [script.url.replace(/^http:\/\/localhost/, ''), script])
      .filter(([url]) => url.startsWith(origin))
      .map(([url, script]) => [url.slice(origin.length), script]),
  );
  const label = (file) => (origin === ':3000/' ? file : `${origin}${file}`);
  for (const chunk of chunks) {
    const file = chunk.files.find((f) => files.has(f));
    if (!file) continue;
    const source = chunk.modules.reduce((sum, module) => sum + module.size, 0);
    const gzip = files.get(file)?.gzip ?? 0;
    for (const module of chunk.modules) {
      const key = moduleGroup(module.name);
      const group = groups.get(key) ?? {
        name: key,
        size: 0,
        gzip: 0,
        modules: 0,
        files: new Set(),
      };
      group.size += module.size;
      group.gzip += source > 0 ? (gzip * module.size) / source : 0;
      group.modules += 1;
      group.files.add(label(file));
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip || b.size - a.size);
}

/**
 * `apps`: the origin of each app whose files the page loads, and its stats file
 * (`.data/bench/bundles/<app>.json`): the shell's by default.
 */
export function largestModulesSection(
  root,
  loaded,
  { page, top = 15, apps = { ':3000/': 'shell' } } = {},
) {
  const heading = `## Largest modules on ${page}`;
  const stats = Object.entries(apps).map(([origin, app]) => [
    origin,
    path.join(root, `.data/bench/bundles/${app}.json`),
  ]);
  if (stats.some(([, file]) => !existsSync(file))) {
    return [heading, '', 'Not measured: no bundle stats in this run.', ''];
  }
  const byName = new Map();
  let groups = [];
  for (const [origin, file] of stats) {
    groups = largestModules(JSON.parse(readFileSync(file, 'utf8')), loaded, origin, byName);
  }
  const total = groups.reduce((sum, group) => sum + group.size, 0);
  const whose = Object.values(apps).join(' and ');
  return [
    heading,
    '',
    `What the files of the ${whose} loaded on ${page} hold, by package (antd by component; ` +
      "own code: by folder). From each build's chunk → module stats (`ARARA_BUNDLE_STATS`, " +
      '`shared/build/src/bundle-stats.ts`) joined with the files Chromium loaded above. Source ' +
      'is module bytes before minification; ≈ gzip shares each file’s gzip among its modules by ' +
      `source size (an estimate that ranks what travels). ${groups.length} groups, ` +
      `${kib(total)} KiB of source; the ${top} largest:`,
    '',
    '| package or folder | modules | source KiB | ≈ gzip KiB | in files |',
    '|---|---:|---:|---:|---|',
    ...groups
      .slice(0, top)
      .map(
        (g) =>
          `| ${g.name} | ${g.modules} | ${kib(g.size)} | ${kib(g.gzip)} | ${[...g.files].sort().join(', ')} |`,
      ),
    '',
  ];
}
