/**
 * Rewrites screen files of an older format to the newest one (`npm run schemas:migrate`), with the
 * same migration steps the renderer applies to an older copy (renderer/loading/migrations/): the
 * new `format`, `$schema` (when the file has one) naming the newest meta-schema and the content
 * `version` one higher (the file changed, so clients must tell the copies apart). The file keeps its layout (keep-layout.ts).
 * A file already of the newest format is not touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { upgradeDocument } from '../../renderer/loading/migrations/upgrade-document.ts';
import { isJsonObject, type JsonObject } from '../../renderer/loading/migrations/json-object.ts';
import { metaSchemaFile } from '../check/meta-schema.ts';
import { formatLike } from './keep-layout.ts';

export type FileOutcome =
  | { file: string; outcome: 'current' }
  | { file: string; outcome: 'migrated'; from: number; text: string }
  | { file: string; outcome: 'failed'; reason: string };

export interface MigrateOptions {
  /** The format to bring files to (the newest meta-schema's). */
  target: number;
  /** The prettier config the files are formatted with. */
  prettierConfig: string;
}

/** `$schema` as the file at `file` reaches the meta-schema of `format`. */
function schemaReference(file: string, format: number): string {
  return path.relative(path.dirname(file), metaSchemaFile(format)).split(path.sep).join('/');
}

function withFileFacts(upgraded: JsonObject, file: string, target: number): JsonObject {
  // Keys keep their places. A file without `$schema` stays without: it was left out on purpose.
  const out: JsonObject = { ...upgraded };
  if ('$schema' in out) out.$schema = schemaReference(file, target);
  const version = upgraded.version;
  // A missing or broken version is left for schemas:check to report.
  if (typeof version === 'number' && Number.isInteger(version) && version > 0) out.version = version + 1;
  return out;
}

/** What migrating one file's text gives (nothing is written). */
export async function migrateText(text: string, file: string, options: MigrateOptions): Promise<FileOutcome> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { file, outcome: 'failed', reason: `it is not valid JSON (${(error as Error).message})` };
  }
  const format = isJsonObject(document) ? document.format : undefined;
  if (typeof format !== 'number' || !Number.isInteger(format) || format < 1) {
    return { file, outcome: 'failed', reason: 'it has no "format" (a whole number of 1 or more)' };
  }
  if (format === options.target) return { file, outcome: 'current' };
  if (format > options.target) {
    return {
      file,
      outcome: 'failed',
      reason: `its format ${format} is newer than the newest known, ${options.target}`,
    };
  }
  const upgraded = upgradeDocument(document, options.target);
  if (!upgraded) {
    return {
      file,
      outcome: 'failed',
      reason: `no migration leads from format ${format} to ${options.target}; add the step in renderer/loading/migrations/`,
    };
  }
  const migrated = withFileFacts(upgraded, file, options.target);
  return {
    file,
    outcome: 'migrated',
    from: format,
    text: await formatLike(migrated, text, file, options.prettierConfig),
  };
}

/** Every `*.json` of the folders, in name order; `write` puts the migrated texts in place. */
export async function migrateFolders(
  folders: readonly string[],
  options: MigrateOptions & { write: boolean },
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const folder of folders) {
    const names = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    for (const name of names) {
      const file = path.join(folder, name);
      const outcome = await migrateText(fs.readFileSync(file, 'utf8'), file, options);
      if (outcome.outcome === 'migrated' && options.write) fs.writeFileSync(file, outcome.text);
      outcomes.push(outcome);
    }
  }
  return outcomes;
}
