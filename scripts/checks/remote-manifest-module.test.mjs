// readRemoteManifestModule (shared/build/src/build-stamp.ts): a remote's src/manifest.ts is read
// at build time (esbuild bundles it with its imports) and checked, so a broken manifest fails the
// build instead of hiding the remote's sidebar entries (docs/navigation.md "Manifests as data").
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BUILD = path.join(ROOT, 'shared', 'build');
// The module under test is TypeScript run by Rspack's config loader: bundled here with
// @arara/build's own esbuild (workspace sources and zod in, esbuild itself left as an import),
// written beside @arara/build so that import resolves, then imported as Node would.
const { build } = createRequire(path.join(BUILD, 'package.json'))('esbuild');
let work;
let readRemoteManifestModule;

before(async () => {
  work = mkdtempSync(path.join(BUILD, 'node_modules', '.manifest-test-'));
  const bundled = path.join(work, 'build-stamp.mjs');
  await build({
    entryPoints: [path.join(BUILD, 'src', 'build-stamp.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['esbuild'],
    outfile: bundled,
    logLevel: 'silent',
  });
  ({ readRemoteManifestModule } = await import(pathToFileURL(bundled).href));
});

after(() => rmSync(work, { recursive: true, force: true }));

/** A remote's src/manifest.ts with its locale file, as the remotes write them. */
function remote(name, manifestSource) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'nav.json'), JSON.stringify({ things: 'Things' }));
  const file = path.join(dir, 'manifest.ts');
  writeFileSync(file, manifestSource);
  return file;
}

test("a remote's manifest.ts is read with what it imports (TypeScript, the locales' JSON)", async () => {
  const file = remote(
    'valid',
    `import { defineRemoteManifest } from '${path.join(ROOT, 'shared/federation/src/manifest.ts')}';
import en from './nav.json';
const order: number = 10;
export default defineRemoteManifest({
  prefixes: ['/things'],
  navigation: [{ key: 'things', labelKey: 'things', path: '/things', icon: 'home', order }],
  labels: { en, 'pt-BR': { things: 'Coisas' } },
});
`,
  );
  const manifest = await readRemoteManifestModule(file);
  assert.deepEqual(manifest.prefixes, ['/things']);
  assert.equal(manifest.navigation[0].path, '/things');
  assert.equal(manifest.labels.en.things, 'Things');
});

test('a manifest that does not match the schema fails, naming the file', async () => {
  const file = remote('invalid', `export default { prefixes: 'things', navigation: [] };\n`);
  await assert.rejects(readRemoteManifestModule(file), (error) => {
    assert.match(error.message, /is not a valid remote manifest/);
    assert.ok(error.message.includes(file));
    return true;
  });
});

test('a manifest that does not compile fails', async () => {
  const file = remote('syntax', `export default { prefixes: ['/x'], navigation: [ ;\n`);
  await assert.rejects(readRemoteManifestModule(file));
});
