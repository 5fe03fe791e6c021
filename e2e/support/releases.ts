import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_URL } from './apps';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The e2e run's registry file and releases (the shell's server gets them, playwright.config.ts). */
export const REGISTRY_FILE = path.join(ROOT, '.data', 'e2e', 'registry', 'remotes.json');
export const RELEASES_DIR = path.join(ROOT, '.data', 'e2e', 'releases');

/** A copy of a remote's production build stamped as `version+buildId` (mf-manifest.json "arara"). */
export function stampedBuild(remote: string, version: string, buildId: string): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), `arara-${remote}-`)), 'dist');
  cpSync(path.join(ROOT, 'remotes', remote, 'dist'), dist, { recursive: true });
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { arara?: object };
  manifest.arara = { ...manifest.arara, name: `@arara/remote-${remote}`, version, buildId };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return dist;
}

/** `pnpm release` / `pnpm rollback` (scripts/release.mjs) against the run's registry. */
export function releaseScript(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      REGISTRY_FILE,
      RELEASES_DIR,
      RELEASES_BASE_URL: `${SHELL_URL}/releases`,
      RELEASE_BY: 'e2e',
    },
  });
}
