import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { RESILIENCE_DIR } from './services';

/**
 * Prints one scenario's figures and appends them to .data/resilience/figures.jsonl (one JSON
 * object a line), where docs/reliability.md takes its numbers from.
 */
export function recordFigures(scenario: string, figures: Record<string, unknown>): void {
  const line = JSON.stringify({ scenario, ...figures });
  console.log(`[figures] ${line}`);
  mkdirSync(RESILIENCE_DIR, { recursive: true });
  appendFileSync(path.join(RESILIENCE_DIR, 'figures.jsonl'), `${line}\n`);
}
