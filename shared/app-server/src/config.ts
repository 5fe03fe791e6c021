import path from 'node:path';
import * as z from 'zod';

const ZServeConfig = z.object({
  /** production: Strict-Transport-Security is sent too (the apps are served over HTTPS). */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535),
  HOST: z.string().default('0.0.0.0'),
  API_URL: z.url().default('http://localhost:4000'),
  /**
   * Set only for the host: it serves /remotes.json (the registry file, seeded from the
   * REMOTE_*_URL variables when missing) and the published releases under /releases/.
   */
  SERVE_REGISTRY: z.enum(['true', 'false']).default('false'),
  /** The registry file (docs/deployment.md "The registry"); default .data/registry/remotes.json. */
  REGISTRY_FILE: z.string().optional(),
  /** Where `pnpm release` publishes; default .data/releases. */
  RELEASES_DIR: z.string().optional(),
  /** Artificial delay (ms) before each asset, to study slow remotes. 0 in normal use. */
  ASSET_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Another build of the app to serve (the benchmark's single bundle); default <app>/dist. */
  DIST_DIR: z.string().min(1).optional(),
});

export type ServeConfig = z.infer<typeof ZServeConfig> & { distDir: string };

/** Parsed at start: a bad variable stops the server with a message that names it. */
export function readServeConfig(
  env: NodeJS.ProcessEnv,
  appDir: string,
  defaultPort: number,
): ServeConfig {
  const parsed = ZServeConfig.safeParse({ ...env, PORT: env.PORT ?? String(defaultPort) });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, distDir: path.resolve(appDir, parsed.data.DIST_DIR ?? 'dist') };
}
