/**
 * Runs every check over a tree of screens, endpoints and widgets and returns what is wrong, in the
 * order of the files. Used by `npm run schemas:check`, the tests and anything else that wants the
 * list (e.g. a gallery of screens).
 */
import path from 'node:path';
import { createAjv } from './ajv-instance.ts';
import type { Catalog, ScreenFile } from './catalog.ts';
import { checkBindings } from './check-bindings.ts';
import { checkCalls } from './check-calls.ts';
import { copyStage } from './check-copy.ts';
import { checkDataSources } from './check-data-sources.ts';
import { checkFormat } from './check-format.ts';
import { checkFixtures } from './check-fixtures.ts';
import { checkIdentity } from './check-identity.ts';
import { checkNavigation } from './check-navigation.ts';
import { checkReferences } from './check-references.ts';
import { structureChecker } from './check-structure.ts';
import { checkScreenTypography } from './check-typography.ts';
import { checkWidgets } from './check-widgets.ts';
import { loadEndpoints } from './load-endpoints.ts';
import { locateProblems } from './locate.ts';
import { loadWidgets } from './load-widgets.ts';
import type { Problem } from './problem.ts';
import { readJsonDir } from './read-json.ts';

export interface CheckOptions {
  screensDir: string;
  endpointsDir: string;
  widgetsDir: string;
  /** Messages name files relative to this folder (default: the current folder). */
  root?: string;
  /** The screens' fixtures (`schemas/fixtures`, decision 0014); without it they are not checked. */
  fixturesDir?: string;
  /** The copy catalogue (`schemas/copy`, decision 0016); without it copy is not checked. */
  copyDir?: string;
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
  // Copy references are resolved before every other check (decision 0016).
  const copy = copyStage(root, options.copyDir, screensRead.files);
  for (const file of screensRead.files) problems.push(...checkScreenTypography(file));
  for (const file of copy.files) {
    const found = checkStructure(file);
    problems.push(...found);
    if (found.length > 0) continue;
    const { screen, problems: formatProblems } = checkFormat(file);
    problems.push(...formatProblems);
    valid.push(screen);
  }

  const catalog: Catalog = {
    screens: valid,
    everyScreen: screensRead.problems.length === 0 && valid.length === copy.files.length,
    endpoints: endpointsLoad.endpoints,
    widgets: widgetsLoad.widgets,
  };
  problems.push(...checkIdentity(valid));
  for (const screen of valid) {
    for (const check of SCREEN_CHECKS) problems.push(...check(screen, catalog));
  }
  problems.push(...copy.check(valid, catalog.widgets, catalog.everyScreen));
  if (options.fixturesDir !== undefined) {
    const fixturesDir = path.resolve(root, options.fixturesDir);
    const screens = new Map(valid.map((screen) => [screen.name, screen]));
    const input = { root, screensDir: path.resolve(root, options.screensDir), fixturesDir, screens };
    problems.push(...checkFixtures({ ...input, endpoints: catalog.endpoints }, createAjv({ strict: true })));
  }

  // Stable order: by file, then in the order each check found them.
  const sorted = problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || a.index - b.index)
    .map(({ problem }) => problem);

  return {
    problems: locateProblems(sorted, root),
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
