/**
 * Check (a, continued): a screen written against an older format than the newest fails, with the
 * fix (`npm run schemas:migrate` rewrites it, docs/decisions/0015). The other checks then see the
 * screen as the renderer draws it: upgraded by the same migrations (renderer/loading/migrations/),
 * so an otherwise good old screen reports this one problem and nothing it would not have after the
 * migration. The widget and prop "newer than the format" checks read the file as written.
 */
import { upgradeDocument } from '../../renderer/loading/migrations/upgrade-document.ts';
import type { Screen } from '../../schemas/generated/screen.ts';
import type { ScreenFile } from './catalog.ts';
import { CURRENT_FORMAT } from './meta-schema.ts';
import type { Problem } from './problem.ts';
import type { JsonFile } from './read-json.ts';

/** A screen that passed its format's meta-schema, ready for the other checks, and its format problem. */
export function checkFormat(file: JsonFile): { screen: ScreenFile; problems: Problem[] } {
  const written = file.json as Screen;
  const format: number = written.format;
  const plain: ScreenFile = { file: file.file, name: file.name, doc: written };
  if (format >= CURRENT_FORMAT) return { screen: plain, problems: [] };
  const problem: Problem = {
    file: file.file,
    pointer: '/format',
    message: `this screen is written against format ${format}, but the newest format is ${CURRENT_FORMAT}. Run npm run schemas:migrate to rewrite it.`,
  };
  const upgraded = upgradeDocument(written, CURRENT_FORMAT) as Screen | undefined;
  return { screen: upgraded ? { ...plain, doc: upgraded, asWritten: written } : plain, problems: [problem] };
}
