/**
 * Reads the copy catalogue folder (`schemas/copy`, decision 0016): `en.json` (the English texts every
 * key has), one `<locale>.json` per translation, and `same-on-purpose.json` (pairs of texts allowed
 * to differ only in case or spacing). Problems of a file's own shape are reported here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COPY_KEY } from './copy-key.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';
import { fileLabel, readJson } from './read-json.ts';
import { shown } from './words.ts';

export const SOURCE_FILE = 'en.json';
export const SAME_ON_PURPOSE_FILE = 'same-on-purpose.json';

export interface CatalogueFile {
  /** As messages name it, e.g. `schemas/copy/hi.json`. */
  file: string;
  /** `en`, `hi`, ... */
  locale: string;
  /** The texts of well-formed entries, in the order written. */
  texts: Map<string, string>;
}

export interface SameOnPurpose {
  keys: string[];
  pointer: string;
}

export interface CopyFolder {
  source: CatalogueFile;
  translations: CatalogueFile[];
  sameOnPurpose: SameOnPurpose[];
  sameOnPurposeFile: string;
  problems: Problem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readCatalogue(absolute: string, root: string, problems: Problem[]): CatalogueFile {
  const locale = path.basename(absolute, '.json');
  const catalogue: CatalogueFile = { file: fileLabel(absolute, root), locale, texts: new Map() };
  if (!fs.existsSync(absolute)) {
    problems.push({
      file: catalogue.file,
      pointer: '',
      message: `the copy catalogue file is missing. Add it: an object of key -> text, e.g. { "login.get-otp": "Get OTP" }.`,
    });
    return catalogue;
  }
  const read = readJson(absolute, locale, root);
  if (!('json' in read)) {
    problems.push(read);
    return catalogue;
  }
  const report = (pointer: string, message: string) =>
    problems.push({ file: catalogue.file, pointer, message });
  if (!isObject(read.json)) {
    report(
      '',
      'the copy catalogue must be an object of key -> text. Expected e.g. { "login.get-otp": "Get OTP" }.',
    );
    return catalogue;
  }
  let previous: string | undefined;
  for (const [key, text] of Object.entries(read.json)) {
    const at = pointerJoin('', key);
    if (!COPY_KEY.test(key)) {
      report(
        at,
        `"${key}" is not a valid copy key. Expected the screen id, a dot and a slug of lowercase letters, digits and dashes, e.g. "login.get-otp".`,
      );
    } else if (typeof text !== 'string') {
      report(
        at,
        `the text of "${key}" must be a text in quotes, found ${shown(text)}. Expected e.g. "Get OTP".`,
      );
    } else {
      catalogue.texts.set(key, text);
    }
    if (previous !== undefined && key < previous) {
      report(
        at,
        `"${key}" is out of alphabetical order (it comes before "${previous}"). Sort the keys: npm run copy:extract writes the catalogue sorted.`,
      );
    }
    previous = key;
  }
  return catalogue;
}

function readSameOnPurpose(absolute: string, root: string, problems: Problem[]): SameOnPurpose[] {
  if (!fs.existsSync(absolute)) return [];
  const read = readJson(absolute, 'same-on-purpose', root);
  if (!('json' in read)) {
    problems.push(read);
    return [];
  }
  const shape = 'Expected a list of { "keys": ["<key>", "<key>"], "why": "<why both wordings stay>" }.';
  if (!Array.isArray(read.json)) {
    problems.push({ file: read.file, pointer: '', message: `this file must be a list. ${shape}` });
    return [];
  }
  const entries: SameOnPurpose[] = [];
  read.json.forEach((entry: unknown, index) => {
    const pointer = pointerJoin('', index);
    const keys = isObject(entry) ? entry.keys : undefined;
    const why = isObject(entry) ? entry.why : undefined;
    const wellFormed =
      isObject(entry) &&
      Object.keys(entry).every((k) => k === 'keys' || k === 'why') &&
      Array.isArray(keys) &&
      keys.length >= 2 &&
      keys.every((k) => typeof k === 'string') &&
      typeof why === 'string' &&
      why.trim() !== '';
    if (!wellFormed)
      problems.push({ file: read.file, pointer, message: `this entry is not well formed. ${shape}` });
    else entries.push({ keys: keys as string[], pointer });
  });
  return entries;
}

export function readCopyFolder(dir: string, root: string): CopyFolder {
  const problems: Problem[] = [];
  const source = readCatalogue(path.join(dir, SOURCE_FILE), root, problems);
  const others = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json') && f !== SOURCE_FILE && f !== SAME_ON_PURPOSE_FILE)
        .sort()
    : [];
  const translations = others.map((f) => readCatalogue(path.join(dir, f), root, problems));
  const sameOnPurposePath = path.join(dir, SAME_ON_PURPOSE_FILE);
  const sameOnPurpose = readSameOnPurpose(sameOnPurposePath, root, problems);
  return {
    source,
    translations,
    sameOnPurpose,
    sameOnPurposeFile: fileLabel(sameOnPurposePath, root),
    problems,
  };
}
