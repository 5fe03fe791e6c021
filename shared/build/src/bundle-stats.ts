import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** One emitted chunk: its files and its modules with their size in the bundle (bytes, minified). */
export type TChunkModules = { files: string[]; modules: { name: string; size: number }[] };

type StatsModule = { name?: string; size?: number; modules?: StatsModule[] };

/**
 * A module, or what a concatenated module holds. Lines without a name ("orphan modules") are
 * summaries of modules listed elsewhere.
 */
function modulesOf(module: StatsModule): TChunkModules['modules'] {
  const inner = (module.modules ?? []).flatMap(modulesOf);
  if (inner.length > 0) return inner;
  return module.name ? [{ name: module.name, size: module.size ?? 0 }] : [];
}

/**
 * With ARARA_BUNDLE_STATS=<folder> (set by `npm run bench`), writes `<folder>/<app>.json`: every
 * chunk's files and modules, for the bench's "Largest modules on /login" section
 * (scripts/benchmarks-report.mjs maps the files Chromium loaded back to their modules).
 */
export class BundleStatsPlugin {
  constructor(
    private readonly app: string,
    private readonly folder: string | undefined = process.env.ARARA_BUNDLE_STATS,
  ) {}

  apply(compiler: Compiler): void {
    const folder = this.folder;
    if (!folder) return;
    compiler.hooks.done.tap('AraraBundleStats', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        // Every module, not a summary of the chunk's "dependent modules".
        chunkModulesSpace: Number.POSITIVE_INFINITY,
        dependentModules: true,
        nestedModules: true,
        nestedModulesSpace: Number.POSITIVE_INFINITY,
      });
      const chunks: TChunkModules[] = (json.chunks ?? []).map((chunk) => ({
        files: [...(chunk.files ?? [])],
        modules: (chunk.modules ?? []).flatMap(modulesOf),
      }));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${this.app}.json`), JSON.stringify(chunks));
    });
  }
}
