import { createRequire } from 'node:module';

/**
 * Where the flows run: the local servers Playwright starts (the defaults), or any environment
 * given by E2E_SHELL_URL, E2E_API_URL and E2E_REMOTE_<NAME>_URL (docs/testing.md "End-to-end
 * flows"). A URL is used without its trailing slash.
 */
const fromEnv = (variable: string, fallback: string): string =>
  (process.env[variable] || fallback).replace(/\/+$/, '');

export const SHELL_URL = fromEnv('E2E_SHELL_URL', 'http://localhost:3000');
/** The API the flows call directly (through an app's `/api` proxy elsewhere: `<shell>/api`). */
export const API_URL = fromEnv('E2E_API_URL', 'http://localhost:4000');

/** The variable that moves one remote's origin, e.g. E2E_REMOTE_PAYMENTS_URL. */
const remoteUrlVariable = (name: string) => `E2E_REMOTE_${name.toUpperCase()}_URL`;

/**
 * The apps, their local ports (the one list in @arara/federation/apps.json) and the URL the
 * browser loads each from: the shell's, or the remote's as the shell's registry names it.
 */
export const APPS = Object.entries(
  createRequire(import.meta.url)('@arara/federation/apps.json') as Record<
    string,
    { dir: string; port: number }
  >,
).map(([name, app]) => ({
  name,
  dir: app.dir,
  port: app.port,
  url:
    name === 'shell' ? SHELL_URL : fromEnv(remoteUrlVariable(name), `http://localhost:${app.port}`),
}));

/** The base URL of a remote (no trailing slash), e.g. remoteUrl('payments'). */
export function remoteUrl(name: string): string {
  const app = APPS.find((candidate) => candidate.name === name && name !== 'shell');
  if (!app) throw new Error(`no remote ${name}`);
  return app.url;
}

/**
 * True when a URL variable points somewhere: the flows run against that environment and
 * Playwright starts no local server.
 */
export const EXTERNAL_ENVIRONMENT = [
  'E2E_SHELL_URL',
  'E2E_API_URL',
  ...APPS.filter((app) => app.name !== 'shell').map((app) => remoteUrlVariable(app.name)),
].some((variable) => Boolean(process.env[variable]));

/** The demo credentials the API seeds on a fresh database (also in the README). */
export const DEMO_USER = { email: 'demo@arara.dev', password: 'Arara@2026' };
