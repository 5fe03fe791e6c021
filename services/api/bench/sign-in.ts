/**
 * Identity figures (issue 3): the sign-in round trip with password + TOTP code over HTTP,
 * the argon2id hash time, and the rate-limit thresholds in force.
 *
 *   pnpm --filter @arara/api exec node --import tsx bench/sign-in.ts [output.json]
 *
 * Starts the API on a throw-away PGlite (the embedded default) on a free port, gives USERS accounts two-factor through the API, then times
 * POST /auth/login followed by POST /auth/login/two-factor for each. A code is accepted once,
 * so every sample is a different account. Prints the JSON; writes it to the path given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZSignedInResponse, ZTwoFactorSetupResponse } from '@arara/contracts';
import { buildBenchApp, percentile, report, round } from './bench-app';
import { hashPassword } from '../src/lib/password';
import { defaultRateLimits } from '../src/lib/rate-limits';
import { codeFor } from '../test/totp';

const USERS = Number(process.env.USERS ?? 40);
const PASSWORD = 'bench-password-1';

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arara-bench-'));
  const app = await buildBenchApp({ kind: 'pglite', dataDir }, 900);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const post = async (url: string, body: object, accessToken?: string) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };

  try {
    const hashTimes: number[] = [];
    const passwordHash = await hashPassword(PASSWORD);
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await hashPassword(PASSWORD);
      hashTimes.push(performance.now() - started);
    }

    const accounts: { email: string; secret: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench-${i}@example.com`;
      await app.repositories.users.create({
        name: `Bench ${i}`,
        email,
        passwordHash,
        emailVerifiedAt: new Date(),
      });
      const session = ZSignedInResponse.parse(
        await post('/auth/login', { email, password: PASSWORD }),
      );
      const { secret } = ZTwoFactorSetupResponse.parse(
        await post('/auth/two-factor/setup', {}, session.accessToken),
      );
      await post(
        '/auth/two-factor/enable',
        { code: codeFor(secret), password: PASSWORD },
        session.accessToken,
      );
      accounts.push({ email, secret });
    }

    const roundTrips: number[] = [];
    for (const { email, secret } of accounts) {
      const started = performance.now();
      const challenge = (await post('/auth/login', { email, password: PASSWORD })) as {
        challengeToken: string;
      };
      // The enabling code used this step: the next step's code (inside the ±1 window).
      const signedIn = await post('/auth/login/two-factor', {
        challengeToken: challenge.challengeToken,
        code: codeFor(secret, 1),
      });
      roundTrips.push(performance.now() - started);
      ZSignedInResponse.parse(signedIn);
    }

    const result = {
      database: app.dbKind,
      signInRoundTripMs: summary(roundTrips),
      argon2: {
        params: { algorithm: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1 },
        hashMs: summary(hashTimes),
      },
      rateLimits: defaultRateLimits,
    };
    report(result);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
