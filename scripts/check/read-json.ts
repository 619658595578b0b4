/** Reads the JSON files the checker works on, turning unreadable ones into problems. */
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'jsonc-parser';
import { pointerJoin } from './json-pointer.ts';
import type { Problem } from './problem.ts';

export interface JsonFile {
  /** Path relative to the project root, with `/` separators (what messages show). */
  file: string;
  /** File name without `.json` (or the folder name, for widget schemas). */
  name: string;
  json: unknown;
}

export function fileLabel(absolute: string, root: string): string {
  return path.relative(root, absolute).split(path.sep).join('/');
}

/**
 * The first key written twice in one object, if any. JSON.parse keeps the second silently: a second
 * "phone" pasted into a form's fields replaced the first, its rules with it, and nothing said so.
 */
function repeatedKey(file: string, text: string): Problem | undefined {
  const keysOf: Array<Set<string>> = [];
  let found: Problem | undefined;
  visit(text, {
    onObjectBegin: () => void keysOf.push(new Set()),
    onObjectEnd: () => void keysOf.pop(),
    onObjectProperty: (key, _offset, _length, line, _column, pathOf) => {
      const keys = keysOf[keysOf.length - 1];
      if (!keys || found) return;
      if (keys.has(key))
        found = {
          file,
          pointer: pointerJoin('', ...pathOf(), key),
          line: line + 1,
          message: `"${key}" is written twice in this object, and the second replaces the first. Keep one.`,
        };
      keys.add(key);
    },
  });
  return found;
}

export function readJson(absolute: string, name: string, root: string): JsonFile | Problem {
  const file = fileLabel(absolute, root);
  try {
    const text = fs.readFileSync(absolute, 'utf8');
    const json = JSON.parse(text) as unknown;
    return repeatedKey(file, text) ?? { file, name, json };
  } catch (error) {
    // The line comes from locate.ts; the usual causes are worth naming for someone editing by hand.
    const reason = (error as Error).message.replace(/\.$/, '');
    return {
      file,
      pointer: '',
      message: `this file is not valid JSON: ${reason}. Fix the text at this line: a missing or extra comma, quote or bracket is the usual cause.`,
    };
  }
}

/** Every `*.json` directly in `dir`, sorted by name; a missing folder holds no files. */
export function readJsonDir(dir: string, root: string): { files: JsonFile[]; problems: Problem[] } {
  const files: JsonFile[] = [];
  const problems: Problem[] = [];
  if (!fs.existsSync(dir)) return { files, problems };
  for (const entry of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const read = readJson(path.join(dir, entry), entry.slice(0, -'.json'.length), root);
    if ('json' in read) files.push(read);
    else problems.push(read);
  }
  return { files, problems };
}
