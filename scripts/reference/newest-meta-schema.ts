/**
 * The screen meta-schema the reference describes: the newest format, i.e. the highest
 * `screen.v<n>.schema.json` in the meta folder. Older formats are frozen and only read by the checker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isObject, type Schema } from './json-schema.ts';

export interface MetaSchemaSource {
  /** Relative to the project root, with forward slashes (e.g. `schemas/meta/screen.v2.schema.json`). */
  file: string;
  format: number;
  schema: Schema;
}

const META_FILE = /^screen\.v(\d+)\.schema\.json$/;

export function newestMetaSchema(root: string, metaDir: string): MetaSchemaSource {
  const absoluteDir = path.resolve(root, metaDir);
  const formats = fs
    .readdirSync(absoluteDir)
    .map((name) => META_FILE.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const format = formats.at(-1);
  if (format === undefined) throw new Error(`${metaDir}: no screen.v<n>.schema.json to describe.`);
  const absolute = path.join(absoluteDir, `screen.v${format}.schema.json`);
  const schema: unknown = JSON.parse(fs.readFileSync(absolute, 'utf8'));
  const file = path.relative(root, absolute).split(path.sep).join('/');
  if (!isObject(schema)) throw new Error(`${file}: a meta-schema must be a JSON object.`);
  return { file, format, schema };
}
