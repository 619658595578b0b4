/**
 * Runs every check over a tree of screens, endpoints and widgets and returns what is wrong, in the
 * order of the files. Used by `npm run schemas:check`, the tests and anything else that wants the
 * list (e.g. a gallery of screens).
 */
import path from 'node:path';
import type { Screen } from '../../schemas/generated/screen.ts';
import { createAjv } from './ajv-instance.ts';
import type { Catalog, ScreenFile } from './catalog.ts';
import { checkBindings } from './check-bindings.ts';
import { checkCalls } from './check-calls.ts';
import { checkDataSources } from './check-data-sources.ts';
import { checkIdentity } from './check-identity.ts';
import { checkNavigation } from './check-navigation.ts';
import { checkReferences } from './check-references.ts';
import { structureChecker } from './check-structure.ts';
import { checkWidgets } from './check-widgets.ts';
import { loadEndpoints } from './load-endpoints.ts';
import { loadWidgets } from './load-widgets.ts';
import type { Problem } from './problem.ts';
import { readJsonDir } from './read-json.ts';

export interface CheckOptions {
  screensDir: string;
  endpointsDir: string;
  widgetsDir: string;
  /** Messages name files relative to this folder (default: the current folder). */
  root?: string;
}

export interface CheckReport {
  problems: Problem[];
  counts: { screens: number; endpoints: number; widgets: number };
}

const SCREEN_CHECKS = [
  checkWidgets,
  checkDataSources,
  checkBindings,
  checkCalls,
  checkNavigation,
  checkReferences,
];

export function checkTree(options: CheckOptions): CheckReport {
  const root = path.resolve(options.root ?? process.cwd());
  const endpointsLoad = loadEndpoints(
    path.resolve(root, options.endpointsDir),
    root,
    createAjv({ strict: false }),
  );
  const widgetsLoad = loadWidgets(path.resolve(root, options.widgetsDir), root, createAjv({ strict: false }));
  const screensRead = readJsonDir(path.resolve(root, options.screensDir), root);

  const checkStructure = structureChecker(createAjv({ strict: true }));
  const problems: Problem[] = [...endpointsLoad.problems, ...widgetsLoad.problems, ...screensRead.problems];
  const valid: ScreenFile[] = [];
  for (const file of screensRead.files) {
    const found = checkStructure(file);
    problems.push(...found);
    if (found.length === 0) valid.push({ file: file.file, name: file.name, doc: file.json as Screen });
  }

  const catalog: Catalog = {
    screens: valid,
    endpoints: endpointsLoad.endpoints,
    widgets: widgetsLoad.widgets,
  };
  problems.push(...checkIdentity(valid));
  for (const screen of valid) {
    for (const check of SCREEN_CHECKS) problems.push(...check(screen, catalog));
  }

  // Stable order: by file, then in the order each check found them.
  const sorted = problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || a.index - b.index)
    .map(({ problem }) => problem);

  return {
    problems: sorted,
    counts: {
      screens: screensRead.files.length + screensRead.problems.length,
      endpoints: endpointsLoad.endpoints.size,
      widgets: widgetsLoad.widgets.size,
    },
  };
}

export function checkAll(options: CheckOptions): Problem[] {
  return checkTree(options).problems;
}
