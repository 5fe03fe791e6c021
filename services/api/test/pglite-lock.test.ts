import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../src/db/client';
import { DATA_DIR_LOCK_FILE } from '../src/db/data-dir-lock';
import { queryRows } from './helper';

// PGlite serves one process: two instances writing one folder corrupt it (found when a second
// `npm run dev` started while the first one's API still ran). The API claims the folder first
// (src/db/data-dir-lock.ts, docs/api.md "PGlite: one process per folder").

async function withFolder(run: (database: { kind: 'pglite'; dataDir: string }) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'arara-lock-'));
  try {
    await run({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A process that runs until killed: another API holding the folder. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

test('a folder open in this process is refused a second time, and free again once closed', async () => {
  await withFolder(async (database) => {
    const first = await connectDatabase(database);
    await first.db.execute(sql`create table kept (id int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await assert.rejects(connectDatabase(database), /already open \(process \d+\).*DATA_DIR/s);
    // The first one still works: the refusal touched nothing.
    const [row] = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from kept`,
    );
    assert.equal(row?.n, 1);
    await first.close();
    assert.equal(existsSync(join(database.dataDir, DATA_DIR_LOCK_FILE)), false, 'released');
    const again = await connectDatabase(database, { migrate: false });
    await again.close();
  });
});

test('a folder another running process holds is refused, naming that process', async () => {
  await withFolder(async (database) => {
    await mkdir(database.dataDir, { recursive: true });
    const holder = otherProcess();
    try {
      await writeFile(join(database.dataDir, DATA_DIR_LOCK_FILE), `${holder.pid}\n`);
      await assert.rejects(connectDatabase(database), (error: Error) => {
        assert.match(error.message, new RegExp(`already open \\(process ${holder.pid}\\)`));
        return true;
      });
      // Nothing was opened or written: the holder's claim is still there.
      assert.equal(
        (await readFile(join(database.dataDir, DATA_DIR_LOCK_FILE), 'utf8')).trim(),
        String(holder.pid),
      );
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    // Killed: its claim is left behind and taken over at once.
    const connection = await connectDatabase(database);
    assert.equal(
      (await readFile(join(database.dataDir, DATA_DIR_LOCK_FILE), 'utf8')).trim(),
      String(process.pid),
    );
    await connection.close();
  });
});
