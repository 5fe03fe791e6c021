// Fails when the drizzle schema (src/db/schema*.ts) and the migrations in drizzle/ disagree:
// drizzle-kit generates into a scratch copy of drizzle/; any new migration there is drift.
//   node check-migrations.mjs     (pnpm --filter @arara/api db:check)
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = path.join(here, '.drizzle-check');
const config = path.join(here, '.drizzle-check.config.ts');
rmSync(scratch, { recursive: true, force: true });
cpSync(path.join(here, 'drizzle'), scratch, { recursive: true });
writeFileSync(
  config,
  `import base from './drizzle.config';\nexport default { ...base, out: './.drizzle-check' };\n`,
);
try {
  const before = new Set(readdirSync(scratch));
  const output = execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--config', config], {
    cwd: here,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const added = readdirSync(scratch).filter((file) => !before.has(file));
  // drizzle-kit exits 0 even when it cannot load a schema file (it prints the stack trace and
  // writes nothing): only its own "no changes" line proves the comparison ran.
  if (added.length === 0 && !/No schema changes/.test(output)) {
    console.error(output);
    console.error('drizzle-kit did not compare the schema with the migrations (output above).');
    process.exitCode = 1;
  } else if (added.length > 0) {
    console.error(
      `The schema and the migrations disagree: drizzle-kit would add ${added.join(', ')}.`,
    );
    console.error('Run `pnpm --filter @arara/api db:generate` and commit the migration.');
    process.exitCode = 1;
  } else {
    console.log('Migrations match the schema.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(config, { force: true });
}
