/** The fixture trees the checker's tests run on (`scripts/check/fixtures/`). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAll, type CheckOptions } from './check-all.ts';
import { formatProblem } from './problem.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES = path.join(HERE, 'fixtures');
export const PROJECT_ROOT = path.resolve(HERE, '../..');

/** The problems found in a fixture screens folder, checked against the fixture endpoints and widgets. */
export function problemsIn(screensFolder: string, widgetsFolder = 'widgets'): string[] {
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
