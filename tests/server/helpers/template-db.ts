import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../../server/db/migrate.ts';
import { pgliteDb, pgliteParsers } from '../../../server/db/pglite-db.ts';
import { seed } from '../../../server/db/seed.ts';
import { projectRoot } from '../../../server/paths.ts';

/**
 * A migrated and seeded PGlite database saved as a tarball, built once and loaded by every test
 * file (~0.5 s) instead of initialising a database per file (~4 s). Its name carries a hash of
 * everything under server/db/ (migrations, seed) and of the seed data modules keep in their own
 * folders (files named *seed*), so a change there builds a new one; several
 * test processes starting together build it once, behind a lock folder.
 */
const dbSourceDir = path.join(projectRoot, 'server', 'db');
const modulesDir = path.join(projectRoot, 'server', 'modules');
const cacheDir = path.join(os.tmpdir(), 'loan-app-test-db');
const STALE_LOCK_MS = 120_000;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat().sort();
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = await readFile(
    path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'),
    'utf8',
  );
  hash.update(JSON.parse(pglitePackage).version as string);
  const moduleSeeds = (await filesUnder(modulesDir)).filter((file) => /seed/i.test(path.basename(file)));
  for (const file of [...(await filesUnder(dbSourceDir)), ...moduleSeeds]) {
    hash.update(path.relative(projectRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(target: string): Promise<void> {
  const pg = await PGlite.create({ parsers: pgliteParsers });
  try {
    const db = pgliteDb(pg);
    await migrate(db);
    await seed(db);
    const dump = await pg.dumpDataDir('none');
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, target);
  } finally {
    await pg.close();
  }
  await removeOldTemplates(target);
}

/** Templates of earlier database code are ~40 MB each: drop those not touched for a while. */
async function removeOldTemplates(current: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (file === current || !/^template-[0-9a-f]+\.tar$/.test(name)) continue;
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(file, { force: true });
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function ensureTemplate(): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const target = path.join(cacheDir, `template-${await sourceHash()}.tar`);
  const lock = `${target}.lock`;
  for (;;) {
    if (await exists(target)) return target;
    try {
      await mkdir(lock);
    } catch {
      // Another process is building it: wait, unless it died while holding the lock.
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!(await exists(target))) await buildTemplate(target);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** A fresh in-memory PGlite holding the migrated and seeded template. */
export async function openTemplateCopy(): Promise<PGlite> {
  const tarball = await readFile(await ensureTemplate());
  return PGlite.create({ loadDataDir: new Blob([tarball]), parsers: pgliteParsers });
}
