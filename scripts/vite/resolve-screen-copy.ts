/**
 * Build, dev server and tests: a screen file imported by the client (the bundled offline copies, the
 * route facts) arrives with its copy references resolved in English (decision 0016), so the app and
 * the screen tests import plain documents. The bundled fallback is English whatever the borrower's
 * language; served copies come in the asked one. An edit of en.json re-transforms the screens.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogueFile } from '../../server/modules/content/copy/catalogue-file.ts';
import { SOURCE_LOCALE } from '../../server/contract/locale.ts';
import { readCatalogueSync } from '../../server/modules/content/copy/read-catalogue-sync.ts';
import { resolveCopy } from '../../server/modules/content/copy/resolve-copy.ts';

const SCREEN_FILE = /[\\/]schemas[\\/]screens[\\/][^\\/]+\.json$/;
export const DEFAULT_COPY_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../schemas/copy',
);

export function resolveScreenCopy(copyDir = DEFAULT_COPY_DIR): Plugin {
  return {
    name: 'resolve-screen-copy',
    enforce: 'pre',
    transform(code, id) {
      if (!SCREEN_FILE.test(id.split('?')[0]!)) return null;
      this.addWatchFile(catalogueFile(copyDir, SOURCE_LOCALE));
      const english = readCatalogueSync(copyDir, SOURCE_LOCALE);
      return { code: JSON.stringify(resolveCopy(JSON.parse(code) as unknown, english)), map: null };
    },
  };
}
