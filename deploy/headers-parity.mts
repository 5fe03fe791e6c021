// deploy/check.sh helper: the security headers the nginx hook writes must be those the Node
// server (arara-serve, securityHeaders of shared/app-server) sends for the same environment.
// Usage: tsx deploy/headers-parity.mts <security-headers.conf> [--registry <file>] [NAME=VALUE ...]
// With --registry, the remotes' origins come from that registry file (the shell), else from
// buildRegistry() of the environment (the remotes' containers).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

// deploy/ is not a workspace package: load the app server's own module (not exported by name)
// and @arara/federation as resolved from shared/app-server, like registry-parity.mts.
const fromAppServer = createRequire(new URL('../shared/app-server/package.json', import.meta.url));
const { buildRegistry } = (await import(
  pathToFileURL(fromAppServer.resolve('@arara/federation/registry')).href
)) as typeof import('@arara/federation/registry');
const { remoteOrigins, securityHeaders } = (await import(
  new URL('../shared/app-server/src/security-headers.ts', import.meta.url).href
)) as {
  remoteOrigins: (registry: unknown) => string[];
  securityHeaders: (origins: string[], options: { isProduction: boolean }) => object;
};

const [file, ...rest] = process.argv.slice(2);
const registryFile = rest[0] === '--registry' ? rest[1] : undefined;
const assignments = registryFile ? rest.slice(2) : rest;
if (!file) throw new Error('usage: headers-parity.mts <security-headers.conf> [NAME=VALUE ...]');
const env = Object.fromEntries(
  assignments.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const rendered = Object.fromEntries(
  [...readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(
    (match) => [match[1], match[2]],
  ),
);
// nginx always sends HSTS (it is the production server; browsers ignore it over plain HTTP).
const registry = registryFile ? JSON.parse(readFileSync(registryFile, 'utf8')) : buildRegistry(env);
const expected = securityHeaders(remoteOrigins(registry), { isProduction: true });
if (!isDeepStrictEqual(rendered, expected)) {
  console.error('the nginx security headers differ from securityHeaders():');
  console.error('  rendered:', JSON.stringify(rendered, null, 2));
  console.error('  expected:', JSON.stringify(expected, null, 2));
  process.exit(1);
}
