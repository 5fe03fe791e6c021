#!/usr/bin/env node
// `pnpm test` in hosts/shell or remotes/<name> (docs/deployment.md "Per-remote work loop"):
// that app's jest tests, then its e2e flows (e2e/specs-by-app.json) after building it.
//   node scripts/app-test.mjs <app> [--no-e2e]
// The e2e part starts servers on ports 3000–3006 and 4000, and needs the other apps built.
import { APPS, jestRoots, runE2e, runJest, SPECS_BY_APP } from './lib/run-tests.mjs';

const [app, ...flags] = process.argv.slice(2);
if (!APPS[app]) {
  console.error(`Usage: node scripts/app-test.mjs <${Object.keys(APPS).join('|')}> [--no-e2e]`);
  process.exit(2);
}

async function main() {
  if ((await jestRoots()).includes(APPS[app].dir)) await runJest([APPS[app].dir]);
  if (flags.includes('--no-e2e')) return;
  await runE2e(SPECS_BY_APP[app] ?? [], { build: [app] });
}

main().catch((error) => {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
});
