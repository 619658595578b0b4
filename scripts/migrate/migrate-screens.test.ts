import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTree } from '../check/check-all.ts';
import { FIXTURES, PROJECT_ROOT } from '../check/fixture-dirs.ts';
import { CURRENT_FORMAT } from '../check/meta-schema.ts';
import { migrateFolders } from './migrate-screens.ts';

// Real screens as they were in format 1 (help: Links in the body; overlay.feedback: Links in a dialog).
const FORMAT_1 = path.join(FIXTURES, 'screens-format-1');
const options = { target: CURRENT_FORMAT, prettierConfig: path.join(PROJECT_ROOT, '.prettierrc.json') };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-migrate-'));
  fs.cpSync(FORMAT_1, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
const texts = () =>
  Object.fromEntries(fs.readdirSync(dir).map((n) => [n, fs.readFileSync(path.join(dir, n), 'utf8')]));
const linkProps = (text: string) =>
  [...text.matchAll(/"type": "Link",[\s\S]*?"props": \{([\s\S]*?)\}\s*\}/g)].map((m) => m[1]!);

/** What schemas:check finds in the folder, against the real widgets and endpoints. */
function problems(): string[] {
  const tree = {
    root: PROJECT_ROOT,
    screensDir: dir,
    endpointsDir: 'schemas/api/endpoints',
    widgetsDir: 'widgets',
  };
  return checkTree(tree).problems.map((p) => `${path.basename(p.file)} ${p.pointer}: ${p.message}`);
}

describe('schemas:migrate', () => {
  it('the format-1 copies fail the check, asking for the migration', () => {
    expect(CURRENT_FORMAT).toBe(2);
    expect(problems()).toEqual([
      `help.json /format: this screen is written against format 1, but the newest format is 2. Run npm run schemas:migrate to rewrite it.`,
      `overlay.feedback.json /format: this screen is written against format 1, but the newest format is 2. Run npm run schemas:migrate to rewrite it.`,
    ]);
  });

  it('rewrites every format-1 screen so it passes the check: Link says label, format, $schema and version move on', async () => {
    const before = { help: read('help.json'), feedback: read('overlay.feedback.json') };
    const outcomes = await migrateFolders([dir], { ...options, write: true });
    expect(outcomes.map((o) => [path.basename(o.file), o.outcome])).toEqual([
      ['help.json', 'migrated'],
      ['overlay.feedback.json', 'migrated'],
    ]);
    expect(problems()).toEqual([]);

    const help = read('help.json');
    expect(help).toMatchObject({ format: 2, version: (before.help.version as number) + 1 });
    expect(help.$schema).toBe(
      path.relative(dir, path.join(PROJECT_ROOT, 'schemas/meta/screen.v2.schema.json')),
    );
    expect(read('overlay.feedback.json')).toMatchObject({
      format: 2,
      version: (before.feedback.version as number) + 1,
    });
    for (const text of Object.values(texts())) {
      const links = linkProps(text);
      expect(links.length).toBeGreaterThan(0);
      for (const props of links) {
        expect(props).toContain('"label": { "$bind": "data.config.');
        expect(props).not.toContain('"text"');
      }
    }
  });

  it('changes only the lines it must: the rest of the file keeps its layout and passes prettier', async () => {
    const original = fs.readFileSync(path.join(dir, 'help.json'), 'utf8').split('\n');
    await migrateFolders([dir], { ...options, write: true });
    const migrated = fs.readFileSync(path.join(dir, 'help.json'), 'utf8').split('\n');
    expect(migrated).toHaveLength(original.length);
    const changed = migrated.flatMap((line, i) => (line === original[i] ? [] : [[original[i], line]]));
    expect(changed.map(([, after]) => after!.trim().split(':')[0])).toEqual([
      '"$schema"',
      '"format"',
      '"version"',
      '"label"',
      '"label"',
    ]);
  });

  it('leaves an already migrated folder byte for byte as it is', async () => {
    await migrateFolders([dir], { ...options, write: true });
    const once = texts();
    const again = await migrateFolders([dir], { ...options, write: true });
    expect(again.map((o) => o.outcome)).toEqual(['current', 'current']);
    expect(texts()).toEqual(once);
  });

  it('names a file it cannot migrate and goes on with the others', async () => {
    fs.writeFileSync(
      path.join(dir, 'future.json'),
      '{ "id": "future", "format": 9, "version": 1, "body": [] }\n',
    );
    fs.writeFileSync(path.join(dir, 'half.json'), '{ "id": "half", ');
    const outcomes = await migrateFolders([dir], { ...options, write: true });
    expect(
      outcomes.map((o) => (o.outcome === 'failed' ? `${path.basename(o.file)}: ${o.reason}` : o.outcome)),
    ).toEqual([
      'future.json: its format 9 is newer than the newest known, 2',
      expect.stringMatching(/^half\.json: it is not valid JSON \(/),
      'migrated',
      'migrated',
    ]);
  });

  it('from the command line: --check lists what needs migrating and fails, the run rewrites, then --check passes', () => {
    const run = (...args: string[]) =>
      spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), ['scripts/schemas-migrate.ts', ...args], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
      });
    const shown = path.relative(PROJECT_ROOT, dir);
    const before = texts();

    const check = run('--check', dir);
    expect(check.status).toBe(1);
    expect(check.stdout).toBe(
      [
        `${shown}/help.json: written against format 1.`,
        `${shown}/overlay.feedback.json: written against format 1.`,
        '',
        'schemas:migrate: 2 of 2 screens need migrating to format 2. Run npm run schemas:migrate to rewrite them.',
        '',
      ].join('\n'),
    );
    expect(texts()).toEqual(before);

    const migrate = run(dir);
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toContain('schemas:migrate: rewrote 2 of 2 screens to format 2.');
    expect(read('help.json').format).toBe(2);

    const after = run('--check', dir);
    expect(after.status).toBe(0);
    expect(after.stdout).toBe('schemas:migrate: all 2 screens are of format 2.\n');
  }, 30000);
});
