// Bundles the server into dist/server.mjs and the one-shot migrate job into dist/migrate.mjs. Workspace packages (@arara/*) ship as TypeScript
// source, so they are bundled; every third-party dependency stays external and is loaded from
// node_modules at run time (native modules, PGlite's wasm and Swagger UI's assets need that).
// The SQL migrations are not bundled: src/paths.ts and dist/server.mjs both sit one level
// below the package root, so `new URL('../drizzle', import.meta.url)` finds ./drizzle from
// either. Ship dist/ and drizzle/ together.
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const thirdParty = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }).filter(
  (name) => !name.startsWith('@arara/'),
);

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });

const result = await build({
  entryPoints: ['src/server.ts', 'src/migrate.ts'],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpath imports too (drizzle-orm/pglite, ...).
  external: thirdParty.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
  metafile: true,
});

const bundledPackages = new Set(
  Object.keys(result.metafile.inputs)
    .map((input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1])
    .filter(Boolean),
);
if (bundledPackages.size > 0) {
  throw new Error(
    `third-party code was bundled (declare it in package.json): ${[...bundledPackages].join(', ')}`,
  );
}
