import { createRequire } from 'node:module';

export const API_URL = 'http://localhost:4000';
export const SHELL_URL = 'http://localhost:3000';

/** The apps and their ports, from the one list in @arara/federation/apps.json. */
export const APPS = Object.entries(
  createRequire(import.meta.url)('@arara/federation/apps.json') as Record<
    string,
    { dir: string; port: number }
  >,
).map(([name, app]) => ({ name, dir: app.dir, port: app.port }));

/** The demo credentials the API seeds on a fresh database (also in the README). */
export const DEMO_USER = { email: 'demo@arara.dev', password: 'Arara@2026' };
