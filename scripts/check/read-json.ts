/** Reads the JSON files the checker works on, turning unreadable ones into problems. */
import fs from 'node:fs';
import path from 'node:path';
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

export function readJson(absolute: string, name: string, root: string): JsonFile | Problem {
  const file = fileLabel(absolute, root);
  try {
    return { file, name, json: JSON.parse(fs.readFileSync(absolute, 'utf8')) as unknown };
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
