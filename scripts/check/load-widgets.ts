/**
 * Loads the widget facts from `widgets/<folder>/props.schema.json`. The registry (widgets/registry.ts)
 * imports React components, so the checker reads the same facts from the JSON instead: the top level
 * of each props schema carries `"x-widget": { "type", "since", "events", "container" }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ajv, ValidateFunction } from 'ajv';
import type { Problem } from './problem.ts';
import { readJson } from './read-json.ts';
import { shown } from './words.ts';

export interface Widget {
  type: string;
  since: number;
  events: string[];
  container: boolean;
  file: string;
  propsSchema: Record<string, unknown>;
  /** The names of the props the widget declares. */
  propNames: string[];
  validate: ValidateFunction;
}

export const PROPS_SCHEMA_FILE = 'props.schema.json';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function factsProblems(facts: unknown): Array<[string, string]> {
  if (!isObject(facts)) {
    return [
      [
        '/x-widget',
        'the props schema must carry "x-widget": { "type": "Button", "since": 1, "events": ["onPress"], "container": false }.',
      ],
    ];
  }
  const found: Array<[string, string]> = [];
  if (typeof facts.type !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(facts.type)) {
    found.push(['/x-widget/type', `expected a widget name such as "Button", found ${shown(facts.type)}.`]);
  }
  if (!Number.isInteger(facts.since) || (facts.since as number) < 1) {
    found.push([
      '/x-widget/since',
      `expected the format version the widget appeared in (1 or more), found ${shown(facts.since)}.`,
    ]);
  }
  if (
    !Array.isArray(facts.events) ||
    facts.events.some((e) => typeof e !== 'string' || !/^on[A-Z][A-Za-z]*$/.test(e))
  ) {
    found.push([
      '/x-widget/events',
      `expected a list of event names such as ["onPress"], found ${shown(facts.events)}.`,
    ]);
  }
  if (typeof facts.container !== 'boolean') {
    found.push(['/x-widget/container', `expected true or false, found ${shown(facts.container)}.`]);
  }
  for (const key of Object.keys(facts)) {
    if (!['type', 'since', 'events', 'container'].includes(key)) {
      found.push([
        `/x-widget/${key}`,
        `"${key}" is not a widget fact. Expected one of: type, since, events, container.`,
      ]);
    }
  }
  return found;
}

/** A prop's `"x-since"`, the format it first appears in, must be a format version like `since`. */
function propSinceProblems(schema: unknown): Array<[string, string]> {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return Object.entries(properties).flatMap(([name, prop]): Array<[string, string]> => {
    if (!isObject(prop) || !('x-since' in prop)) return [];
    const since = prop['x-since'];
    if (Number.isInteger(since) && (since as number) >= 1) return [];
    return [
      [
        `/properties/${name}/x-since`,
        `expected the format version the property appeared in (1 or more), found ${shown(since)}.`,
      ],
    ];
  });
}

export function loadWidgets(
  dir: string,
  root: string,
  ajv: Ajv,
): { widgets: Map<string, Widget>; problems: Problem[] } {
  const widgets = new Map<string, Widget>();
  const problems: Problem[] = [];
  if (!fs.existsSync(dir)) return { widgets, problems };
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, PROPS_SCHEMA_FILE)))
    .map((entry) => entry.name)
    .sort();
  for (const folder of folders) {
    const read = readJson(path.join(dir, folder, PROPS_SCHEMA_FILE), folder, root);
    if (!('json' in read)) {
      problems.push(read);
      continue;
    }
    const schema = read.json;
    const facts = isObject(schema) ? schema['x-widget'] : undefined;
    const wrong = [...factsProblems(facts), ...propSinceProblems(schema)];
    if (!isObject(schema) || !isObject(facts) || wrong.length > 0) {
      problems.push(...wrong.map(([pointer, message]) => ({ file: read.file, pointer, message })));
      continue;
    }
    const type = facts.type as string;
    const earlier = widgets.get(type);
    if (earlier) {
      problems.push({
        file: read.file,
        pointer: '/x-widget/type',
        message: `the widget type "${type}" is already declared by ${earlier.file}.`,
      });
      continue;
    }
    let validate: ValidateFunction;
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      problems.push({
        file: read.file,
        pointer: '',
        message: `this props schema cannot be compiled: ${(error as Error).message}.`,
      });
      continue;
    }
    widgets.set(type, {
      type,
      since: facts.since as number,
      events: facts.events as string[],
      container: facts.container as boolean,
      file: read.file,
      propsSchema: schema,
      propNames: Object.keys(isObject(schema.properties) ? schema.properties : {}),
      validate,
    });
  }
  return { widgets, problems };
}
