import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ceilingLines, devLoopLines, issue20Section } from '../benchmarks-report.mjs';

// The "Dev loop" section of docs/benchmarks.md from one run of e2e/dev-loop/dev-loop.spec.ts.

const run = (readyMs, refreshMs, stateKept = true) => ({
  remote: 'accounts',
  command: 'pnpm --filter @arara/remote-accounts dev',
  readyMs,
  refreshMs,
  stateKept,
  loadAverage: { before: '1.00 1.00 1.00', after: '1.20 1.00 1.00' },
});

const rowOf = (lines, label) => lines.find((line) => line.startsWith(`| ${label}`));

describe('dev loop section', () => {
  it('judges each start against 3 s and the worst save against 300 ms', () => {
    const lines = devLoopLines(run([4200, 2100], [120, 310, 95]), '2026-11-29');
    assert.match(rowOf(lines, 'ready, first start'), /\*\*4200\*\* \(MISSED\)/);
    assert.match(rowOf(lines, 'ready, restart'), /\*\*2100\*\* \(met\)/);
    const saves = rowOf(lines, 'save → shown');
    assert.match(saves, /\| 120, 310, 95 \|/);
    assert.match(saves, /\*\*310\*\* \(MISSED\) worst, 120 median/);
  });

  it('says so when the state was not kept', () => {
    const text = devLoopLines(run([900, 800], [50], false), '2026-11-29').join('\n');
    assert.match(text, /NOT kept/);
    assert.match(text, /\*\*50\*\* \(met\) worst/);
    assert.doesNotMatch(devLoopLines(run([900, 800], [50], true), 'x').join('\n'), /NOT kept/);
  });
});

// The "Issue 20 at a glance" table: one row per figure, and a missed one points to the section
// that holds its reason. Those sections must exist in the report.
describe('issue 20 summary', () => {
  const scripts = (kib) => [{ url: 'x', raw: kib * 2048, gzip: kib * 1024 }];
  const browser = {
    login: scripts(171),
    home: scripts(400),
    singleBundle: { home: scripts(400) },
    coldRemoteClicks: [
      { remote: 'payments', ms: 90 },
      { remote: 'accounts', ms: 151 },
    ],
    homeBalanceCards: { cold: [100, 120], warm: [90, 100], coldWithoutPreload: [300, 501] },
    firstPage: { withPreload: [100], withoutPreload: [100] },
  };
  const benches = {
    'dev-loop': { readyMs: [2900, 2800], refreshMs: [200, 250], stateKept: true },
  };
  const lines = issue20Section(browser, (name) => benches[name]);
  const rowOf = (label) => lines.find((line) => line.startsWith(`| ${label}`));

  it('judges each figure against its target', () => {
    assert.match(rowOf('`/login` JavaScript'), /171\.0 KiB \| \*\*missed\*\*/);
    assert.match(rowOf('signed-in home JavaScript'), /400\.0 KiB \| met/);
    assert.match(rowOf("a remote's page"), /151 ms .* \| \*\*missed\*\*/);
    assert.match(rowOf('home cards after the click, cold'), /120 ms .* \| met/);
    assert.match(
      rowOf('home cards after the click without preload'),
      /501 ms \(median 501\) \| \*\*missed\*\*/,
    );
    assert.match(rowOf('`pnpm --filter <remote> dev` ready'), /2900 \/ 2800 ms \| met/);
    assert.match(rowOf('a saved change shown'), /250 ms, state kept \| met/);
  });

  it('says what this run did not measure instead of judging it', () => {
    assert.match(rowOf('Pix transfers on PostgreSQL'), /not measured in this run \| – \|/);
    assert.match(rowOf('documents lists'), /not measured in this run \| – \|/);
  });

  it('points each miss to a section heading of docs/benchmarks.md', () => {
    const report = readFileSync(path.join(import.meta.dirname, '../../docs/benchmarks.md'), 'utf8');
    const headings = new Set(
      report
        .split('\n')
        .filter((line) => line.startsWith('## '))
        .map((line) => line.slice(3)),
    );
    const everyMiss = issue20Section(
      {
        ...browser,
        login: scripts(999),
        home: scripts(999),
        coldRemoteClicks: [{ remote: 'accounts', ms: 999 }],
        homeBalanceCards: { cold: [999], warm: [999], coldWithoutPreload: [999] },
        firstPage: { withPreload: [200], withoutPreload: [100] },
      },
      (name) =>
        ({
          'dev-loop': { readyMs: [9999, 9999], refreshMs: [999], stateKept: false },
          statement: {
            movements: 10_000_000,
            firstPageAccount: { p95: 99 },
            exportCsv1M: {
              bytes: 100 * 1024 * 1024,
              at100k: { peakRssMiB: 100 },
              at1M: { peakRssMiB: 200 },
            },
          },
          'documents-postgres': { targetP95Ms: 30, queries: { firstPage: { p95: 99 } } },
          'transfers-postgres': { perSecond: 1, sendMs: { p95: 999 } },
        })[name],
    );
    const pointed = everyMiss
      .map((line) => line.match(/reason and next lever in "(.+)"/)?.[1])
      .filter(Boolean);
    // Every row of the table, each one missed here.
    assert.equal(
      pointed.length,
      everyMiss.filter((line) => line.startsWith('| ') && !line.startsWith('| figure')).length,
    );
    assert.equal(pointed.length, 14);
    for (const section of pointed) assert.ok(headings.has(section), `no section "${section}"`);
  });
});

// The transfers section's ceiling: what the machine serves without moving money, and the cap the
// database's CPU per transfer puts on the rate.
describe('transfers ceiling', () => {
  // One bench run: transfers/s with CPU ms API / database, then the read's rate and CPU.
  const measured = (database, perSecond, [api, db], read) => ({
    database,
    concurrency: 32,
    perSecond,
    cpuMsPerTransfer: { api, database: db },
    ceiling: read && {
      health: { perSecond: read.health, p95: 6.1, cpuMsPerRequest: { api: 0.1, database: 0 } },
      read: { seconds: 10, perSecond: read.perSecond, p95: 67.9, cpuMsPerRequest: read.cpu },
    },
  });

  it('shows each database and derives the cap from the database CPU per transfer', () => {
    const lines = ceilingLines([
      measured('postgres', 195, [3.3, 4], {
        health: 9415,
        perSecond: 646,
        cpu: { api: 1.3, database: 0.5 },
      }),
      measured('pglite', 39, [14.6, null], {
        health: 1317,
        perSecond: 104,
        cpu: { api: 5.1, database: null },
      }),
    ]);
    assert.match(
      rowOf(lines, 'postgres'),
      /\| 9415, p95 6\.1, 0\.1 \| 646, p95 67\.9, 1\.3 \/ 0\.5 \| 195, 3\.3 \/ 4 \|/,
    );
    assert.match(rowOf(lines, 'pglite'), /\| 104, p95 67\.9, 5\.1 \/ – \| 39, 14\.6 \/ – \|/);
    const text = lines.join('\n');
    assert.match(text, /the same 32 clients, for 10 s each/);
    assert.match(text, /the read, reached 646\/s/);
    // 2 cores of 1,000 ms each, 4 ms of the database per transfer.
    assert.match(text, /at most 500 transfers\/s/);
  });

  it('gives no reason when PostgreSQL reached the target, and nothing without a ceiling', () => {
    const read = { health: 9000, perSecond: 3000, cpu: { api: 0.3, database: 0.1 } };
    const fast = ceilingLines([measured('postgres', 1200, [0.8, 0.7], read)]).join('\n');
    assert.doesNotMatch(fast, /out of reach/);
    assert.deepEqual(ceilingLines([measured('postgres', 195, [3.3, 3.6])]), []);
  });
});
