/**
 * What the HTTP benches share: the API built as they run it (test mode, nothing seeded, the
 * default rate limits and money rules) and their latency figures.
 */
import { writeFileSync } from 'node:fs';
import { type AppOptions, buildApp } from '../src/app';
import type { DatabaseConfig } from '../src/db/client';
import { defaultMoneyRules } from '../src/lib/money-rules';
import { defaultRateLimits } from '../src/lib/rate-limits';

/** The API over `database`; access tokens live `accessTokenTtl` seconds. */
export function buildBenchApp(
  database: DatabaseConfig,
  accessTokenTtl: number,
  overrides: Partial<AppOptions> = {},
) {
  return buildApp({
    nodeEnv: 'test',
    database,
    auth: {
      jwtSecret: 'bench-secret-that-is-at-least-32-characters',
      accessTokenTtl,
      refreshTokenTtl: 3600,
    },
    seed: false,
    corsOrigins: [],
    refreshCookiePath: '/api/auth',
    appUrl: 'http://localhost:3000',
    mail: { from: 'Arara <no-reply@arara.dev>' },
    rateLimits: defaultRateLimits,
    money: defaultMoneyRules,
    ...overrides,
  });
}

/** The `p`th percentile of ascending `sorted` samples (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Milliseconds to one decimal. */
export const round = (ms: number) => Math.round(ms * 10) / 10;

/** Prints the figures as JSON, and writes them to the path given as the first argument. */
export function report(result: object) {
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  const output = process.argv[2];
  if (output) writeFileSync(output, `${json}\n`);
}
