// deploy/check.sh helper: the registry file `arara-registry init` creates (the container
// stack's seeding) must equal buildRegistry() for the same environment, which is what the
// shell's Node server seeds its file with outside Docker.
// Usage: tsx deploy/registry-parity.mts <remotes.json> [NAME=VALUE ...]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

// deploy/ is not a workspace package: resolve @arara/federation by name from the package that
// serves the registry outside Docker (shared/app-server depends on it).
const fromAppServer = createRequire(new URL('../shared/app-server/package.json', import.meta.url));
const registryModule = fromAppServer.resolve('@arara/federation/registry');
const { buildRegistry } = (await import(pathToFileURL(registryModule).href)) as {
  buildRegistry: (env: Record<string, string | undefined>) => unknown;
};

const [file, ...assignments] = process.argv.slice(2);
if (!file) throw new Error('usage: registry-parity.mts <remotes.json> [NAME=VALUE ...]');
const env = Object.fromEntries(
  assignments.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const rendered: unknown = JSON.parse(readFileSync(file, 'utf8'));
const expected = buildRegistry(env);
if (!isDeepStrictEqual(rendered, expected)) {
  console.error('the seeded remotes.json differs from buildRegistry():');
  console.error('  rendered:', JSON.stringify(rendered));
  console.error('  expected:', JSON.stringify(expected));
  process.exit(1);
}
