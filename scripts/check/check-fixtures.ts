/**
 * Check (h): every screen has at least one fixture (a data state the gallery and the snapshot test
 * draw it in), and every fixture fits its screen: it follows schemas/meta/fixture.schema.json, gives
 * the screen's route parameters, answers every endpoint a data source loads, and each answer's data
 * is what that endpoint really answers. See decision 0014.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { wordErrors } from './ajv-words.ts';
import type { ScreenFile } from './catalog.ts';
import { pointerJoin } from './json-pointer.ts';
import type { Endpoint } from './load-endpoints.ts';
import { META_DIR } from './meta-schema.ts';
import type { Problem } from './problem.ts';
import { fileLabel, readJson } from './read-json.ts';
import { FIXTURE_NAME, readFixtureTree, type FixtureEntry } from './read-fixtures.ts';
import { routeParams } from './route-pattern.ts';
import { didYouMean } from './suggest.ts';
import { expectedOneOf } from './words.ts';

export const FIXTURE_SCHEMA_FILE = path.join(META_DIR, 'fixture.schema.json');

export interface FixtureCheckInput {
  root: string;
  screensDir: string;
  fixturesDir: string;
  /** The screens that passed the meta-schema, by file name. */
  screens: ReadonlyMap<string, ScreenFile>;
  endpoints: ReadonlyMap<string, Endpoint>;
}

/** What the checks read of a fixture that passed fixture.schema.json. */
interface FixtureShape {
  route?: { params?: Record<string, string> };
  answers?: Record<string, { data?: unknown; error?: unknown }>;
}

type Found = Omit<Problem, 'file'>;

function screenNames(screensDir: string): string[] {
  if (!fs.existsSync(screensDir)) return [];
  return fs
    .readdirSync(screensDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

function checkRouteParams(fixture: FixtureShape, screen: ScreenFile): Found[] {
  const pattern = screen.doc.route?.path;
  const given = fixture.route?.params ?? {};
  const found: Found[] = [];
  const names = pattern === undefined ? [] : routeParams(pattern);
  const required = (pattern ?? '')
    .split('/')
    .filter((s) => s.startsWith(':') && !s.endsWith('?'))
    .map((s) => s.slice(1));
  for (const name of required.filter((n) => !(n in given))) {
    const at = fixture.route?.params ? '/route/params' : fixture.route ? '/route' : '';
    found.push({
      pointer: at,
      message: `the route parameter "${name}" is missing: the screen's route is ${pattern}. Add "route": { "params": { "${name}": "..." } }.`,
    });
  }
  for (const key of Object.keys(given).filter((k) => !names.includes(k))) {
    const why =
      pattern === undefined
        ? `${screen.name} has no route, so it takes no route parameters. Remove it.`
        : names.length === 0
          ? `the route ${pattern} takes none. Remove it.`
          : `the route is ${pattern}.${expectedOneOf(names)}${didYouMean(key, names)}`;
    found.push({
      pointer: pointerJoin('/route/params', key),
      message: `"${key}" is not a parameter of the screen's route: ${why}`,
    });
  }
  return found;
}

/** Puts a mismatch of an answer's data in words, naming the endpoint it does not match. */
function dataMismatch(error: ErrorObject, endpoint: Endpoint, at: string): Found[] {
  const noun = `the response data of ${endpoint.id}`;
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    return [
      { pointer: at + error.instancePath, message: `"${missing}" is missing: it is required in ${noun}.` },
    ];
  }
  return wordErrors([error], { rootNoun: noun }).map((worded) => {
    const named = worded.message.includes(endpoint.id);
    return {
      pointer: at + worded.pointer,
      message: named ? worded.message : `this is not what ${endpoint.id} answers: ${worded.message}`,
    };
  });
}

function checkAnswers(fixture: FixtureShape, screen: ScreenFile, input: FixtureCheckInput): Found[] {
  const found: Found[] = [];
  const answers = fixture.answers ?? {};
  for (const [id, answer] of Object.entries(answers)) {
    const at = pointerJoin('/answers', id);
    const endpoint = input.endpoints.get(id);
    if (!endpoint) {
      const hint = didYouMean(id, input.endpoints.keys());
      found.push({
        pointer: at,
        message: `the endpoint "${id}" does not exist in schemas/api/endpoints.${hint || ' Remove this answer or name an endpoint file of schemas/api/endpoints.'}`,
      });
      continue;
    }
    if (!('data' in answer)) continue;
    const validate = endpoint.validator('response');
    if (!validate || validate(answer.data)) continue;
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      for (const one of dataMismatch(error, endpoint, pointerJoin(at, 'data'))) {
        const key = `${one.pointer}\u0000${one.message}`;
        if (!seen.has(key)) found.push(one);
        seen.add(key);
      }
    }
  }
  const reported = new Set<string>();
  for (const [name, source] of Object.entries(screen.doc.data ?? {})) {
    // A lazy source loads only when an action refreshes it; a play step that does so needs its answer.
    if (source.lazy || source.endpoint in answers || reported.has(source.endpoint)) continue;
    reported.add(source.endpoint);
    found.push({
      pointer: fixture.answers ? '/answers' : '',
      message: `the fixture does not answer ${source.endpoint}, which the data source "${name}" loads. Add "answers": { "${source.endpoint}": { "data": ... } }.`,
    });
  }
  return found;
}

function checkOne(
  entry: FixtureEntry,
  screen: ScreenFile | undefined,
  validate: ValidateFunction,
  input: FixtureCheckInput,
): Problem[] {
  const problems: Problem[] = [];
  if (!FIXTURE_NAME.test(entry.name)) {
    problems.push({
      file: entry.file,
      pointer: '',
      message: `the fixture name "${entry.name}" is not allowed. Expected lowercase letters, digits and dashes, e.g. "validation-error": rename the file.`,
    });
  }
  const read = readJson(entry.absolute, entry.name, input.root);
  if (!('json' in read)) return [...problems, read];
  if (!validate(read.json)) {
    const worded = wordErrors(validate.errors, { rootNoun: 'a fixture', rootKeyWord: 'key' });
    return [...problems, ...worded.map((w) => ({ file: entry.file, ...w }))];
  }
  // A screen that fails the meta-schema is reported on its own; its fixtures are checked once it passes.
  if (!screen) return problems;
  const fixture = read.json as FixtureShape;
  const found = [...checkRouteParams(fixture, screen), ...checkAnswers(fixture, screen, input)];
  return [...problems, ...found.map((f) => ({ file: entry.file, ...f }))];
}

export function fixtureValidator(ajv: Ajv): ValidateFunction {
  return ajv.compile(JSON.parse(fs.readFileSync(FIXTURE_SCHEMA_FILE, 'utf8')) as Record<string, unknown>);
}

export function checkFixtures(input: FixtureCheckInput, ajv: Ajv): Problem[] {
  const validate = fixtureValidator(ajv);
  const names = screenNames(input.screensDir);
  const tree = readFixtureTree(input.fixturesDir, input.root);
  const screensLabel = fileLabel(input.screensDir, input.root);
  const problems: Problem[] = [];

  for (const name of names) {
    const folder = tree.folders.find((f) => f.screen === name);
    if (folder && folder.fixtures.length > 0) continue;
    problems.push({
      file: fileLabel(path.join(input.screensDir, `${name}.json`), input.root),
      pointer: '',
      message: `this screen has no fixture. Add ${fileLabel(path.join(input.fixturesDir, name, 'default.json'), input.root)} (see docs/adding-a-screen.md).`,
    });
  }
  for (const stray of tree.strays) {
    problems.push({
      file: stray.file,
      pointer: '',
      message: `this fixture lies outside a screen's folder. Move it to ${fileLabel(input.fixturesDir, input.root)}/<screen-id>/${stray.name}.json.`,
    });
  }
  for (const folder of tree.folders) {
    if (!names.includes(folder.screen)) {
      problems.push({
        file: folder.file,
        pointer: '',
        message: `this fixture folder belongs to no screen: there is no ${screensLabel}/${folder.screen}.json. Rename the folder to the id of a screen.${didYouMean(folder.screen, names)}`,
      });
      continue;
    }
    for (const entry of folder.fixtures)
      problems.push(...checkOne(entry, input.screens.get(folder.screen), validate, input));
  }
  return problems;
}
