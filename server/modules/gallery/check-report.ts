/**
 * The schemas:check problems of the served screens and their fixtures, as the gallery shows them.
 * A whole check takes about half a second, and every frame of the gallery asks for its screen's
 * problems, so the report is kept until a file it read changes (a cheap look at modification times
 * and sizes decides), which also makes an edit show at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkTree } from '../../../scripts/check/check-all.ts';
import { formatProblem } from '../../../scripts/check/problem.ts';

export interface CheckFolders {
  /** Messages name files relative to this folder (the project). */
  root: string;
  screensDir: string;
  fixturesDir: string;
  endpointsDir: string;
  widgetsDir: string;
  /** The copy catalogue folder: screens refer to its texts (checked while the folder exists). */
  copyDir?: string;
}

/** Each file's problems as schemas:check prints them, by file (relative to the root). */
export type ProblemsByFile = ReadonlyMap<string, string[]>;

/** Every file under `dir` with its modification time and size, one line each. */
function stamps(dir: string, out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a missing folder has nothing to stamp
  }
  for (const entry of entries) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) stamps(absolute, out);
    else {
      const info = fs.statSync(absolute, { throwIfNoEntry: false });
      if (info) out.push(`${absolute}:${info.mtimeMs}:${info.size}`);
    }
  }
}

export function createCheckReport(folders: CheckFolders): () => ProblemsByFile {
  let kept: { stamp: string; problems: ProblemsByFile } | undefined;
  const watched = [folders.screensDir, folders.fixturesDir, ...(folders.copyDir ? [folders.copyDir] : [])];
  return () => {
    const lines: string[] = [];
    for (const dir of watched) stamps(dir, lines);
    const stamp = lines.join('\n');
    if (kept?.stamp === stamp) return kept.problems;
    // Copy is checked once there is a catalogue (as schemas:check does with schemas/copy).
    const copyDir = folders.copyDir && fs.existsSync(folders.copyDir) ? folders.copyDir : undefined;
    const { problems } = checkTree({ ...folders, copyDir });
    const byFile = new Map<string, string[]>();
    for (const problem of problems) {
      const list = byFile.get(problem.file) ?? [];
      list.push(formatProblem(problem));
      byFile.set(problem.file, list);
    }
    kept = { stamp, problems: byFile };
    return byFile;
  };
}
