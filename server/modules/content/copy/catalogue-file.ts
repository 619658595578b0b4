/** Where a locale's catalogue is (`<copy dir>/<locale>.json`) and how its text is read. */
import path from 'node:path';

export function catalogueFile(dir: string, locale: string): string {
  return path.join(dir, `${locale}.json`);
}

/**
 * The texts of a catalogue file: a JSON object of key -> text. Throws when the file is not such an
 * object (bad JSON, e.g. saved mid-edit); entries whose value is not a text are left out (the checker
 * reports them).
 */
export function parseCatalogue(text: string): Record<string, string> {
  const json = JSON.parse(text) as unknown;
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error('a copy catalogue must be a JSON object of key -> text');
  const texts: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) if (typeof value === 'string') texts[key] = value;
  return texts;
}
