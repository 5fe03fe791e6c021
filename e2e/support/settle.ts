import { loadavg } from 'node:os';

/**
 * Waits until the 1-minute load average is under `below` (two cores: under 1, the machine mostly
 * idle), or `atMostMs` has passed: the builds and servers that a timed run follows (another
 * bench, the apps' builds) leave the cores busy for a while, and a figure timed then measures
 * them more than the code. The load goes beside the figures either way.
 */
export async function waitForQuietMachine(below = 1, atMostMs = 120_000): Promise<void> {
  const until = Date.now() + atMostMs;
  while ((loadavg()[0] ?? 0) >= below && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
