/** The fixture trees the checker's tests run on (`scripts/check/fixtures/`). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAll, type CheckOptions } from './check-all.ts';
import { formatProblem } from './problem.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(HERE, 'fixtures');
export const PROJECT_ROOT = path.resolve(HERE, '../..');

/** Folders under scripts/check/fixtures/ to check a screens folder with (besides its endpoints). */
export interface FixtureFolders {
  /** Widget props schemas (default `widgets`). */
  widgets?: string;
  /** Screen fixtures (check (h), decision 0014). */
  fixtures?: string;
  /** A copy catalogue (decision 0016). */
  copy?: string;
}

export function fixtureTree(screensFolder: string, folders: FixtureFolders = {}): CheckOptions {
  return {
    root: PROJECT_ROOT,
    screensDir: path.join(FIXTURES, screensFolder),
    endpointsDir: path.join(FIXTURES, 'endpoints'),
    widgetsDir: path.join(FIXTURES, folders.widgets ?? 'widgets'),
    ...(folders.fixtures ? { fixturesDir: path.join(FIXTURES, folders.fixtures) } : {}),
    ...(folders.copy ? { copyDir: path.join(FIXTURES, folders.copy) } : {}),
  };
}

/**
 * The problems found in a fixture screens folder, printed without their lines: these tests are
 * about the wording (locatedProblemsIn and locate.test.ts are about lines).
 */
export function problemsIn(screensFolder: string, folders: FixtureFolders = {}): string[] {
  return checkAll(fixtureTree(screensFolder, folders)).map(({ line: _line, ...problem }) =>
    formatProblem(problem),
  );
}

/** The same problems as `schemas:check` prints them: `file:line pointer: message`. */
export function locatedProblemsIn(screensFolder: string, folders: FixtureFolders = {}): string[] {
  return checkAll(fixtureTree(screensFolder, folders)).map(formatProblem);
}
