/**
 * A locale's catalogue read at once, for build-time and check-time readers (the client build's screen
 * bundle, scripts). A missing file is an empty catalogue; a broken one throws with the file's name.
 */
import fs from 'node:fs';
import { catalogueFile, parseCatalogue } from './catalogue-file.ts';
import type { CopyCatalogue } from './resolve-copy.ts';

export function readCatalogueSync(dir: string, locale: string): CopyCatalogue {
  const file = catalogueFile(dir, locale);
  if (!fs.existsSync(file)) return {};
  try {
    return parseCatalogue(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}
