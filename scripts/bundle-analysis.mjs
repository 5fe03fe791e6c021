// "Largest modules on /login": the files Chromium loaded for a page (e2e/bench/measure.spec.ts)
// mapped back to the modules of their chunks (shared/build/src/bundle-stats.ts writes them when
// ARARA_BUNDLE_STATS is set, as `npm run bench` does).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** `../../node_modules/.pnpm/antd@6/node_modules/antd/es/button/index.js` → `antd`; own code → its folder. */
export function moduleGroup(name) {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (match) return match[1];
  if (name.includes('module-federation') || name.startsWith('webpack/')) return '(runtime)';
  const own = /(?:\.\.\/)*((?:shared|hosts|remotes)\/[^/]+|src\/[^/ ]+)/.exec(name);
  return own ? own[1] : name.split(' ')[0];
}

/** The modules of the chunks behind `loaded` (files of `origin`), largest first, grouped by package. */
export function largestModules(chunks, loaded, origin = ':3000/') {
  const files = new Set(
    loaded
      .map((script) => script.url.replace(/^http:\/\/localhost/, ''))
      .filter((url) => url.startsWith(origin))
      .map((url) => url.slice(origin.length)),
  );
  const groups = new Map();
  for (const chunk of chunks) {
    const file = chunk.files.find((f) => files.has(f));
    if (!file) continue;
    for (const module of chunk.modules) {
      const key = moduleGroup(module.name);
      const group = groups.get(key) ?? { name: key, size: 0, modules: 0, files: new Set() };
      group.size += module.size;
      group.modules += 1;
      group.files.add(file);
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.size - a.size);
}

export function largestModulesSection(root, loaded, { page, top = 15 } = {}) {
  const file = path.join(root, '.data/bench/bundles/shell.json');
  const heading = `## Largest modules on ${page}`;
  if (!existsSync(file)) return [heading, '', 'Not measured: no bundle stats in this run.', ''];
  const groups = largestModules(JSON.parse(readFileSync(file, 'utf8')), loaded);
  const total = groups.reduce((sum, group) => sum + group.size, 0);
  return [
    heading,
    '',
    `What the shell's files loaded on ${page} hold, by package (own code: by folder). ` +
      "From the shell build's chunk → module stats (`ARARA_BUNDLE_STATS`, " +
      '`shared/build/src/bundle-stats.ts`) joined with the files Chromium loaded above. Sizes are ' +
      'module source bytes before minification (the gzip column above is what travels); they ' +
      `rank what to cut. ${groups.length} groups, ${kib(total)} KiB of source.`,
    '',
    '| package or folder | modules | source KiB | in files |',
    '|---|---:|---:|---|',
    ...groups
      .slice(0, top)
      .map(
        (g) => `| ${g.name} | ${g.modules} | ${kib(g.size)} | ${[...g.files].sort().join(', ')} |`,
      ),
    '',
  ];
}
