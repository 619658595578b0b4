import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../server/paths.ts';
import { openTemplateCopy } from '../../helpers/template-db.ts';
import { ifscFixture } from './ifsc-fixtures.ts';

// `npm run import:ifsc -- FILE` as an operator runs it, on an embedded database of its own: a
// copy of the migrated and seeded test template written to a data folder (quicker than migrating).
let dataDir: string;
beforeAll(async () => {
  dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'ifsc-cli-')), 'data');
  const template = await openTemplateCopy();
  const dump = await template.dumpDataDir('none');
  await template.close();
  const onDisk = await PGlite.create({ dataDir, loadDataDir: dump });
  await onDisk.close();
});
afterAll(() => rm(path.dirname(dataDir), { recursive: true, force: true }));

function runImport(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(tsx, ['scripts/import-ifsc.ts', ...args], { cwd: projectRoot, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('npm run import:ifsc', () => {
  it('imports a file, reports the counts, and a second run changes nothing', async () => {
    const first = await runImport(ifscFixture('small.csv'));
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`embedded PGlite in ${dataDir}`);
    expect(first.stdout).toContain('Rows read: 7\nAdded: 7, updated: 0, unchanged: 0, refused: 0');
    // The seeded directory plus the file's 2 banks and 7 branches.
    expect(first.stdout).toMatch(/Directory now: \d+ banks, \d+ bank states, \d+ bank cities, 58 branches/);
    expect(first.stdout).toMatch(/Took \d+\.\d s \(\d+ rows\/s\)/);

    const again = await runImport(ifscFixture('small.csv'));
    expect(again.stdout).toContain('Added: 0, updated: 0, unchanged: 7, refused: 0');
  }, 60_000);

  it('lists the refused lines and imports the rest', async () => {
    const run = await runImport(ifscFixture('malformed.csv'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Added: 3, updated: 0, unchanged: 0, refused: 7');
    expect(run.stdout).toContain('  line 7: IFSC GAMA0000011 was already given on line 2');
  }, 60_000);

  it('stops with a message when the file is not the dataset, or no file is named', async () => {
    const badHeader = await runImport(ifscFixture('bad-header.csv'));
    expect(badHeader.code).toBe(1);
    expect(badHeader.stderr).toContain("The first line must be the dataset's header");
    const noFile = await runImport();
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('Usage: npm run import:ifsc -- FILE');
  }, 60_000);
});
