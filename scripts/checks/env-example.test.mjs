// .env.example lists every environment variable the servers read: each key of the API's and the
// app servers' config schemas, the registry's REMOTE_* variables, what docker-compose.yml
// interpolates and what the e2e flows read. A variable added to a schema without a line in
// .env.example (`NAME=` or `# NAME=`) fails here; so does a line nobody reads any more.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** Keys of the `z.object({ ... })` that follows `const <name>` in `file` (top-level keys only). */
function schemaKeys(source, name) {
  const start = source.indexOf(`const ${name}`);
  if (start < 0) throw new Error(`no ${name}`);
  const open = source.indexOf('.object({', start);
  // The object ends at the first line that closes it at the schema's indentation.
  const body = source.slice(open).split('\n');
  const keys = [];
  for (const line of body.slice(1)) {
    if (/^\s{0,2}\}\)/.test(line)) break;
    const key = line.match(/^\s{2,4}([A-Z][A-Z0-9_]*):/);
    if (key) keys.push(key[1]);
  }
  return keys;
}

/** `NAME` of every `NAME=` or `# NAME=` line. */
function listedVariables(text) {
  return new Set([...text.matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

const apiConfigs = readdirSync(path.join(ROOT, 'services/api/src'))
  .filter((file) => file.startsWith('config'))
  .map((file) => `services/api/src/${file}`);

function variablesReadBySchemas() {
  const found = new Map();
  const add = (name, where) => found.set(name, where);
  for (const file of apiConfigs) {
    const source = read(file);
    if (source.includes('const EnvSchema')) {
      for (const key of schemaKeys(source, 'EnvSchema')) add(key, file);
    }
  }
  for (const key of schemaKeys(read('shared/app-server/src/config.ts'), 'ZServeConfig')) {
    add(key, 'shared/app-server/src/config.ts');
  }
  // The runtime registry (shared/federation/src/registry.ts): REMOTE_HOST and one
  // REMOTE_<NAME>_URL per remote of apps.json.
  const registry = 'shared/federation/src/registry.ts';
  for (const [, key] of read(registry).matchAll(/env\.([A-Z][A-Z0-9_]*)/g)) add(key, registry);
  const apps = JSON.parse(read('shared/federation/src/apps.json'));
  for (const name of Object.keys(apps).filter((app) => app !== 'shell')) {
    add(`REMOTE_${name.toUpperCase()}_URL`, registry);
  }
  return found;
}

/** Variables read outside the schemas: compose interpolation and the e2e flows. */
function otherReaders() {
  const names = new Set();
  for (const [, key] of read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) {
    names.add(key);
  }
  const e2eFiles = ['e2e/playwright.config.ts', 'e2e/support/apps.ts'].filter((file) =>
    existsSync(path.join(ROOT, file)),
  );
  const remotes = Object.keys(JSON.parse(read('shared/federation/src/apps.json'))).filter(
    (app) => app !== 'shell',
  );
  for (const file of e2eFiles) {
    const source = read(file);
    for (const [, key] of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(key);
    // Names given as strings: process.env[variable].
    for (const [, key] of source.matchAll(/'(E2E_[A-Z0-9_]*[A-Z0-9])'/g)) names.add(key);
    // E2E_REMOTE_<NAME>_URL, built from each remote's name.
    if (source.includes('E2E_REMOTE_')) {
      for (const name of remotes) names.add(`E2E_REMOTE_${name.toUpperCase()}_URL`);
    }
  }
  return names;
}

test('the schemas are found (this check cannot pass on an empty extraction)', () => {
  const names = variablesReadBySchemas();
  for (const expected of [
    'JWT_SECRET',
    'DATABASE_URL',
    'MIGRATE_ON_START',
    'API_URL',
    'ASSET_DELAY_MS',
    'REMOTE_ADMIN_URL',
    'REMOTE_HOST',
  ]) {
    assert.ok(names.has(expected), `${expected} not extracted from the schemas`);
  }
  assert.ok(names.size > 80, `only ${names.size} variables extracted`);
});

test('.env.example lists every variable a config schema reads', () => {
  const listed = listedVariables(read('.env.example'));
  const missing = [...variablesReadBySchemas()]
    .filter(([name]) => !listed.has(name))
    .map(([name, file]) => `${name} (${file})`);
  assert.deepEqual(missing, [], 'add a `# NAME=default` line with a comment to .env.example');
});

test('.env.example lists nothing that no server, compose file or e2e flow reads', () => {
  const known = new Set([...variablesReadBySchemas().keys(), ...otherReaders()]);
  const stale = [...listedVariables(read('.env.example'))].filter((name) => !known.has(name));
  assert.deepEqual(stale, [], 'remove these lines from .env.example or read them somewhere');
});

test('the extraction reads nested schemas by their top-level keys only', () => {
  const source = `const S = z\n  .object({\n    A: z.string(),\n    B: z.object({\n      NESTED: z.string(),\n    }),\n  })\n  .strict();\nconst T = 1;\n`;
  assert.deepEqual(schemaKeys(source, 'S'), ['A', 'B']);
  assert.deepEqual([...listedVariables('A=1\n# B=\n#C=2\n# a comment: D=3\n')], ['A', 'B', 'C']);
});
