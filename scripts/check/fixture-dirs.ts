/** The fixture trees the checker's tests run on (`scripts/check/fixtures/`). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAll, type CheckOptions } from './check-all.ts';
import { formatProblem } from './problem.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(HERE, 'fixtures');
export const PROJECT_ROOT = path.resolve(HERE, '../..');

/**
 * The problems found in a fixture screens folder, checked against the fixture endpoints and widgets,
 * printed without their lines: these tests are about the wording (locate.test.ts is about lines).
 */
export function problemsIn(screensFolder: string, widgetsFolder = 'widgets'): string[] {
  return checkAll(fixtureTree(screensFolder, widgetsFolder)).map(({ line: _line, ...problem }) =>
    formatProblem(problem),
  );
}

/** The same problems as `schemas:check` prints them: `file:line pointer: message`. */
export function locatedProblemsIn(screensFolder: string, widgetsFolder = 'widgets'): string[] {
  return checkAll(fixtureTree(screensFolder, widgetsFolder)).map(formatProblem);
}

export function fixtureTree(screensFolder: string, widgetsFolder = 'widgets'): CheckOptions {
  return {
    root: PROJECT_ROOT,
    screensDir: path.join(FIXTURES, screensFolder),
    endpointsDir: path.join(FIXTURES, 'endpoints'),
    widgetsDir: path.join(FIXTURES, widgetsFolder),
  };
}

/** The problems of a fixture screens folder together with those of a fixtures folder (check (h)). */
export function problemsWithFixtures(screensFolder: string, fixturesFolder: string): string[] {
  const tree = { ...fixtureTree(screensFolder), fixturesDir: path.join(FIXTURES, fixturesFolder) };
  return checkAll(tree).map(formatProblem);
}

/** The problems of a fixture screens folder checked with a copy catalogue folder (decision 0016), without lines. */
export function problemsWithCopy(
  screensFolder: string,
  copyFolder: string,
  widgetsFolder = 'copy-widgets',
): string[] {
  const tree = { ...fixtureTree(screensFolder, widgetsFolder), copyDir: path.join(FIXTURES, copyFolder) };
  return checkAll(tree).map(({ line: _line, ...problem }) => formatProblem(problem));
}
