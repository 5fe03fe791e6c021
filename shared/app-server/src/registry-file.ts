import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRegistry, type TRemoteRegistry, ZRemoteRegistry } from '@arara/federation/registry';

/**
 * The runtime registry as a file (docs/deployment.md "The registry"): the one source of truth
 * served as /remotes.json by the shell's server and by nginx, written by `pnpm release` and
 * `pnpm rollback`, seeded from the environment (`buildRegistry`) when it does not exist yet.
 */

type Env = Record<string, string | undefined>;

/** The repository root (this file is shared/app-server/src/registry-file.ts). */
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `REGISTRY_FILE`, or `.data/registry/remotes.json` of the repository. */
export function registryFilePath(env: Env): string {
  return path.resolve(env.REGISTRY_FILE || path.join(ROOT, '.data/registry/remotes.json'));
}

/** `RELEASES_DIR`, or `.data/releases` of the repository: `<remote>/<version>+<buildId>/`. */
export function releasesDirPath(env: Env): string {
  return path.resolve(env.RELEASES_DIR || path.join(ROOT, '.data/releases'));
}

/** Parses and checks a registry file's text; throws with the file name on a bad one. */
export function parseRegistry(text: string, file: string): TRemoteRegistry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = ZRemoteRegistry.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`${file} is not a valid registry:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Writes the whole file under a temporary name, then renames it: a reader never sees half. */
export function writeRegistryFile(file: string, registry: TRemoteRegistry): void {
  const checked = ZRemoteRegistry.parse(registry);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(checked, null, 2)}\n`);
  renameSync(partial, file);
}

/**
 * Creates the file from the environment exactly as `buildRegistry` does, unless it exists
 * (an existing registry is never overwritten: releases may have moved entries since).
 */
export function seedRegistryFile(file: string, env: Env): { created: boolean } {
  try {
    statSync(file);
    return { created: false };
  } catch {
    writeRegistryFile(file, buildRegistry(env));
    return { created: true };
  }
}

export interface RegistrySnapshot {
  registry: TRemoteRegistry;
  /** The file's text as written (what /remotes.json sends), or the JSON of the fallback. */
  text: string;
  /** Changes whenever the registry does: a cache key for what is derived from it. */
  version: number;
}

/**
 * The registry as it is now: the file is stat'ed on every call (one syscall) and read again
 * when its modification time or size changed, so a release or a rollback is served on the
 * next request without a restart. A file that fails to parse keeps the last good registry
 * (reported once); no file at all means the environment's registry (`buildRegistry`).
 */
export function registrySource(
  file: string,
  env: Env,
  { log = console.error }: { log?: (message: string) => void } = {},
): () => RegistrySnapshot {
  let stamp = '';
  let version = 0;
  const fromEnv = (): RegistrySnapshot => {
    const registry = buildRegistry(env);
    return { registry, text: JSON.stringify(registry), version };
  };
  let current = fromEnv();
  return () => {
    let next = 'missing';
    try {
      const stat = statSync(file);
      next = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // no file: the environment's registry
    }
    if (next === stamp) return current;
    stamp = next;
    version += 1;
    if (next === 'missing') {
      current = fromEnv();
      return current;
    }
    try {
      const text = readFileSync(file, 'utf8');
      current = { registry: parseRegistry(text, file), text, version };
    } catch (error) {
      log(`${(error as Error).message}\nKeeping the previous registry.`);
    }
    return current;
  };
}
