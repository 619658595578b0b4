/**
 * Where the screen meta-schemas live and which one a screen is checked against: the one of the
 * format the screen declares (`screen.v<format>.schema.json`), or the newest when there is none.
 * Published formats are frozen, so each keeps its own file; the newest file is the current format.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// fileURLToPath takes the string: the global URL may be a browser's one under test (jsdom).
export const META_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/meta');

export function metaSchemaFile(format: number): string {
  return path.join(META_DIR, `screen.v${format}.schema.json`);
}

export function knownFormats(): number[] {
  return fs
    .readdirSync(META_DIR)
    .map((name) => /^screen\.v(\d+)\.schema\.json$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The newest format: every screen file is written against it (older ones fail schemas:check). */
export const CURRENT_FORMAT = Math.max(...knownFormats());

export function readMetaSchema(format: number): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(metaSchemaFile(format), 'utf8')) as Record<string, unknown>;
}
