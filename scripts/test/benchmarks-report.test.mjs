import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { devLoopLines } from '../benchmarks-report.mjs';

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
