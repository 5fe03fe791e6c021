import path from 'node:path';
import { createSingleBundleConfig } from '@arara/build';
import { APP_DEFINITIONS } from '@arara/federation/registry';

/**
 * The benchmark's yardstick, never deployed: the shell and every remote's pages in one build,
 * without federation (docs/benchmarks.md "Federation against one bundle").
 */
export default () =>
  createSingleBundleConfig({
    dir: import.meta.dirname,
    port: APP_DEFINITIONS.shell.port,
    mode: 'production',
    runtime: path.join(import.meta.dirname, 'single-bundle', 'runtime.ts'),
    // Served by the shell's arara-serve with DIST_DIR (e2e/playwright.bench.config.ts).
    outputDir: path.resolve(import.meta.dirname, '../../.data/bench/single-bundle'),
  });
