import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES, PROJECT_ROOT } from '../check/fixture-dirs.ts';
import {
  PROJECT_GENERATION,
  generateFiles,
  staleFiles,
  writeFiles,
} from '../check/generated/generated-files.ts';
import { REFERENCE_FILE } from './schema-reference.ts';

const temporary: string[] = [];
afterEach(() => temporary.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the staleness of docs/schema-reference.md', () => {
  it('is one of the files schemas:types writes and schemas:check compares', () => {
    expect(PROJECT_GENERATION.reference).toEqual({ metaDir: 'schemas/meta', widgetsDir: 'widgets' });
  });

  it('is reported once the committed copy differs from what the schemas give', async () => {
    const files = await generateFiles({
      root: PROJECT_ROOT,
      endpointsDir: path.join(FIXTURES, 'endpoints'),
      envelopeFile: PROJECT_GENERATION.envelopeFile,
      outDir: 'out',
      reference: PROJECT_GENERATION.reference,
    });
    expect(files.get(REFERENCE_FILE)).toMatch(/^# Schema reference\n/);

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-staleness-'));
    temporary.push(root);
    writeFiles(files, root);
    expect(staleFiles(files, root)).toEqual([]);

    // A hand edit (or a schema changed without running schemas:types) makes the copy stale.
    const copy = path.join(root, REFERENCE_FILE);
    fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('### Button', '### Buton'));
    expect(staleFiles(files, root)).toEqual([REFERENCE_FILE]);
    fs.rmSync(copy);
    expect(staleFiles(files, root)).toEqual([REFERENCE_FILE]);
  }, 60_000);
});
