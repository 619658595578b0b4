/**
 * One process at a time on an embedded database folder. PGlite is a single-user PostgreSQL with
 * its pages cached in the process: two processes on one folder (a second `npm start`, the IFSC
 * import while the server runs, a supervisor that starts the new server before the old one has
 * stopped) each answer from their own copy, and whichever writes last overwrites the other's
 * acknowledged writes; with the jobs running in both, one order could be paid out twice.
 *
 * The lock is a file beside the folder (`<folder>.lock`, so the folder holds only the database's
 * own files) naming the process that holds it, as PostgreSQL's `postmaster.pid` does. A lock whose
 * process has ended (killed, the machine restarted) is taken over at once. A process is told from a
 * later one with the same number by its start time (`/proc/<pid>/stat`, Linux); elsewhere by
 * whether a process of that number is running. A lock naming this very process but not held by it
 * is left from an earlier life (a container restarted, which numbers its processes the same way).
 * Not covered: two machines or containers that share one folder over a volume, as with PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const heldHere = new Set<string>();

interface Holder {
  pid: number;
  /** Clock ticks since boot when the process started (Linux), or '' where that cannot be read. */
  started: string;
  since: string;
}

/** Field 22 of `/proc/<pid>/stat`: when the process started; undefined without /proc or that process. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  const started = startTicks(holder.pid);
  if (started !== undefined) return holder.started === '' || started === holder.started;
  if (startTicks(process.pid) !== undefined) return false; // /proc works here: that process is gone
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string): Holder | undefined {
  const [pid, started, since] = text.split('\n');
  const number = Number(pid);
  if (!Number.isInteger(number) || number <= 0) return undefined;
  return { pid: number, started: started ?? '', since: since ?? '' };
}

export class DataFolderInUse extends Error {}

/**
 * Removes a lock left by a process that has ended (`stale`, as read). It is moved aside first and
 * compared: if another process starting now replaced it meanwhile, that lock is put back.
 */
async function removeStale(lockFile: string, stale: string): Promise<void> {
  const aside = `${lockFile}.stale.${process.pid}`;
  try {
    await rename(lockFile, aside);
  } catch {
    return; // Already gone: taken over or removed by another process.
  }
  const moved = await readFile(aside, 'utf8').catch(() => stale);
  if (moved !== stale) await link(aside, lockFile).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/**
 * Takes the lock of `dataDir` for this process, or throws `DataFolderInUse` naming the process
 * that holds it. Resolves with the release, which removes the lock if it is still this process's.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  const lockFile = `${folder}.lock`;
  if (heldHere.has(folder))
    throw new DataFolderInUse(`The embedded database in ${folder} is already open in this process.`);
  const draft = `${lockFile}.${process.pid}`;
  const mine = `${process.pid}\n${startTicks(process.pid) ?? ''}\n${new Date().toISOString()}\n`;
  // A few tries: a stale lock is removed, and another process starting now may take it first.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // Written whole, then linked into place: the lock never exists empty for another to misread.
      await writeFile(draft, mine, { flush: true });
      try {
        await link(draft, lockFile);
      } finally {
        await unlink(draft).catch(() => undefined);
      }
      heldHere.add(folder);
      return async () => {
        heldHere.delete(folder);
        const now = await readFile(lockFile, 'utf8').catch(() => undefined);
        if (now === mine) await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(lockFile, 'utf8').catch(() => '');
    const holder = parse(text);
    if (holder && isRunning(holder))
      throw new DataFolderInUse(
        `The embedded database in ${folder} is in use by another process (pid ${holder.pid}, ` +
          `since ${holder.since || 'an unknown time'}). Stop it first, or set DATA_DIR to another folder.`,
      );
    await removeStale(lockFile, text);
  }
  throw new DataFolderInUse(
    `The embedded database in ${folder} could not be locked: ${lockFile} keeps coming back.`,
  );
}
