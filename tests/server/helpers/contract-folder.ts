import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { contractDir } from '../../../server/paths.ts';

/**
 * Contract folders for a test of what `loadContract` accepts: the real endpoint.schema.json, the
 * endpoint files given, and other files of the folder (a translation) by name. Removed after each test.
 */
export function contractFolders() {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return function contractFolder(
    endpoints: ({ id: string } & Record<string, unknown>)[],
    files: Record<string, unknown> = {},
  ): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'endpoints'));
    copyFileSync(path.join(contractDir, 'endpoint.schema.json'), path.join(dir, 'endpoint.schema.json'));
    for (const endpoint of endpoints)
      writeFileSync(path.join(dir, 'endpoints', `${endpoint.id}.json`), JSON.stringify(endpoint));
    for (const [name, content] of Object.entries(files))
      writeFileSync(path.join(dir, name), JSON.stringify(content));
    return dir;
  };
}
