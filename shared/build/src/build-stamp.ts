import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { SHELL_CONTRACT_VERSION, type TBuildStamp } from '@arara/federation/build-stamp';
import { type TRemoteManifest, ZRemoteManifest } from '@arara/federation/navigation';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const MANIFEST = 'mf-manifest.json';

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Every file under `dir` except dependencies, builds and tests, in a stable order. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (['node_modules', 'dist', '__tests__', '.rspack-cache'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (statSync(full).isFile()) files.push(full);
  }
  return files;
}

/**
 * Without git (a source tarball, a container build): a hash of what the app is built from,
 * its folder and the shared packages and locales it bundles.
 */
function sourceHash(appDir: string): string {
  const hash = createHash('sha256');
  for (const dir of [appDir, path.join(ROOT, 'shared'), path.join(ROOT, 'locales')]) {
    for (const file of sourceFiles(dir)) {
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** BUILD_ID, else the git short sha (`-dirty` when the tree has changes), else a source hash. */
export function buildId(appDir: string, env: Record<string, string | undefined>): string {
  if (env.BUILD_ID) return env.BUILD_ID;
  const sha = git(['rev-parse', '--short', 'HEAD']);
  if (sha) return git(['status', '--porcelain'])?.length ? `${sha}-dirty` : sha;
  return sourceHash(appDir);
}

/** The app's stamp (TBuildStamp), computed once per build configuration. */
export function createBuildStamp(
  appDir: string,
  name: string,
  env: Record<string, string | undefined> = process.env,
): TBuildStamp {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    name,
    version,
    buildId: buildId(appDir, env),
    builtAt: new Date().toISOString(),
    contract: SHELL_CONTRACT_VERSION,
  };
}

/**
 * A remote's `./manifest` module (src/manifest.ts) evaluated at build time and checked with
 * ZRemoteManifest: an invalid manifest fails the build instead of hiding the remote's sidebar
 * entries in the browser. esbuild bundles the module with what it imports (TypeScript, the
 * locales' JSON) into one ES module, in its own process, and Node imports that from memory: the
 * dev server's thread stays free for the compilation that runs beside it (a TypeScript loader
 * hooked into Node, tsx before, held that thread ~250 ms before every dev server's first build;
 * docs/development.md "Dev loop").
 */
export async function readRemoteManifestModule(file: string): Promise<TRemoteManifest> {
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const source = outputFiles[0]?.text ?? '';
  const module = (await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  )) as { default?: unknown };
  const parsed = ZRemoteManifest.safeParse(module.default);
  if (!parsed.success) {
    throw new Error(`${file} is not a valid remote manifest: ${parsed.error.message}`);
  }
  return parsed.data;
}

type StampOptions = {
  /**
   * A remote's src/manifest.ts: its data is written into the stamp as `arara.manifest`, so the
   * shell reads the remote's routes and sidebar entries from mf-manifest.json without loading
   * its remoteEntry.js (docs/navigation.md "Manifests as data").
   */
  manifestModule?: string;
};

/**
 * Adds the stamp as the top-level `arara` field of dist/mf-manifest.json, after the federation
 * plugin has written the manifest (its `additionalData` option only reaches mf-stats.json).
 */
export class BuildStampPlugin {
  /** The manifest's data, read once per compiler: a change to it needs a new dev server. */
  private remoteManifest: Promise<TRemoteManifest> | undefined;

  constructor(
    private readonly stamp: TBuildStamp,
    private readonly options: StampOptions = {},
  ) {}

  /** Starts reading the manifest module, beside the compilation rather than after it. */
  private readManifest(file: string): Promise<TRemoteManifest> {
    if (!this.remoteManifest) {
      this.remoteManifest = readRemoteManifestModule(file);
      // Reported by the compilation that awaits it, not as an unhandled rejection.
      this.remoteManifest.catch(() => undefined);
    }
    return this.remoteManifest;
  }

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    if (this.options.manifestModule) void this.readManifest(this.options.manifestModule);
    compiler.hooks.thisCompilation.tap('AraraBuildStamp', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AraraBuildStamp', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(
              new WebpackError(`${MANIFEST} was not emitted: nothing to stamp`),
            );
            return;
          }
          let arara: Record<string, unknown> = this.stamp;
          const { manifestModule } = this.options;
          if (manifestModule) {
            try {
              arara = { ...arara, manifest: await this.readManifest(manifestModule) };
            } catch (error) {
              this.remoteManifest = undefined;
              compilation.errors.push(
                new WebpackError(error instanceof Error ? error.message : String(error)),
              );
              return;
            }
          }
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify({ ...manifest, arara }, null, 2)),
          );
        },
      );
    });
  }
}
