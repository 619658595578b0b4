/**
 * One process at a time on an embedded database folder (server/db/data-folder-lock.ts): a second
 * open is refused while the first holds it, a lock left by a process that has ended is taken over,
 * and closing the database removes the lock.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.ts';
import { openPgliteDb } from '../../../server/db/pglite-db.ts';

const folders: string[] = [];
const open: Db[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close().catch(() => undefined);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-lock-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

it('refuses a second open of a folder while the first holds it, and allows it once closed', async () => {
  const dir = dataDir();
  const first = await openPgliteDb(dir);
  open.push(first);
  await expect(openPgliteDb(dir)).rejects.toThrow(`The embedded database in ${dir} is already open`);
  expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));

  await first.close();
  open.splice(0);
  expect(existsSync(`${dir}.lock`)).toBe(false);
  const again = await openPgliteDb(dir);
  open.push(again);
  expect((await again.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
}, 60_000);

it('takes over a lock left by a process that has ended', async () => {
  const dir = dataDir();
  // A real process number that no process has now: a child that has already exited.
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(ended.stdout.toString());
  expect(pid).toBeGreaterThan(0);
  writeFileSync(`${dir}.lock`, `${pid}\n12345\n2026-12-03T00:00:00.000Z\n`);

  const db = await openPgliteDb(dir);
  open.push(db);
  expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
}, 60_000);

it('refuses a lock held by another running process, naming it', async () => {
  const dir = dataDir();
  // The parent of this test process is running, and is not this process.
  const holder = process.ppid;
  const started = existsSync(`/proc/${holder}/stat`)
    ? readFileSync(`/proc/${holder}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]
    : '';
  writeFileSync(`${dir}.lock`, `${holder}\n${started}\n2026-12-03T10:00:00.000Z\n`);

  await expect(openPgliteDb(dir)).rejects.toThrow(
    `The embedded database in ${dir} is in use by another process (pid ${holder}, since 2026-12-03T10:00:00.000Z)`,
  );
  // The holder's lock is left as it was.
  expect(readFileSync(`${dir}.lock`, 'utf8').split('\n')[0]).toBe(String(holder));
});
