/**
 * A screen document with its copy references resolved in English (decision 0016), for scripts that
 * import screen files outside the client build (benchmarks), as the build does for the app.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_LOCALE } from '../../server/contract/locale.ts';
import { readCatalogueSync } from '../../server/modules/content/copy/read-catalogue-sync.ts';
import { resolveCopy } from '../../server/modules/content/copy/resolve-copy.ts';

const COPY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/copy');

/** Unknown in, unknown out: the file's own type still says `{ $copy }` where texts now stand. */
export function inEnglish(document: unknown): unknown {
  return resolveCopy(document, readCatalogueSync(COPY_DIR, SOURCE_LOCALE));
}
