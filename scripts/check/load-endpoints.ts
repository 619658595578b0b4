/**
 * Loads the /api1 contract (`schemas/api/endpoints/*.json`, see schemas/api/README.md) into what the
 * checks need: each endpoint's facts and its request and response schemas, compiled by ajv.
 */
import type { Ajv, ValidateFunction } from 'ajv';
import type { Problem } from './problem.ts';
import { readJsonDir, type JsonFile } from './read-json.ts';
import { expectedOneOf, shown } from './words.ts';

export type JsonSchema = Record<string, unknown> | boolean;
export const ENDPOINT_PARTS = ['query', 'params', 'body', 'response'] as const;
/**
 * The headers an endpoint takes besides the common ones: checked against a screen's call like the
 * other parts, but no type of their own (the app's client sends them as text).
 */
const HEADERS_PART = 'headers';
export type EndpointPart = (typeof ENDPOINT_PARTS)[number] | typeof HEADERS_PART;

export interface Endpoint {
  id: string;
  file: string;
  method: string;
  path: string;
  auth: string;
  /** The endpoint file as written: `$ref`s in its schemas point into it. */
  document: Record<string, unknown>;
  parts: Partial<Record<EndpointPart, JsonSchema>>;
  /** Validator of a part (or of a schema under it, by JSON pointer relative to the part). */
  validator(part: EndpointPart, pointer?: string): ValidateFunction | undefined;
}

const METHODS = ['GET', 'POST'];
const AUTH = ['none', 'required', 'optional'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function loadOne(source: JsonFile, ajv: Ajv, problems: Problem[]): Endpoint | undefined {
  const problem = (pointer: string, message: string) =>
    problems.push({ file: source.file, pointer, message });
  const doc = source.json;
  if (!isObject(doc)) {
    problem('', 'an endpoint file must be a JSON object.');
    return undefined;
  }
  const { id, method, path, auth } = doc;
  if (typeof id !== 'string' || id !== source.name) {
    problem(
      '/id',
      `the endpoint id must equal the file name. Expected "${source.name}", found ${shown(id)}.`,
    );
  }
  if (typeof method !== 'string' || !METHODS.includes(method))
    problem('/method', `${shown(method)} is not a valid method.${expectedOneOf(METHODS)}`);
  if (typeof path !== 'string' || !path.startsWith('/'))
    problem('/path', `expected a path starting with /, found ${shown(path)}.`);
  if (typeof auth !== 'string' || !AUTH.includes(auth))
    problem('/auth', `${shown(auth)} is not a valid auth.${expectedOneOf(AUTH)}`);

  const parts: Endpoint['parts'] = {};
  for (const part of [...ENDPOINT_PARTS, HEADERS_PART] as const) {
    const schema = doc[part];
    if (schema === undefined) continue;
    if (isObject(schema) || typeof schema === 'boolean') parts[part] = schema;
    else problem(`/${part}`, `the ${part} must be a JSON Schema (an object), found ${shown(schema)}.`);
  }

  // The parts sit under `properties` of a synthetic schema holding the file's $defs, so that
  // `#/$defs/...` references inside them resolve as they do in the file.
  const uri = `endpoint:${source.name}`;
  const container = { type: 'object', properties: parts, $defs: doc.$defs, definitions: doc.definitions };
  const compiled = new Map<string, ValidateFunction | undefined>();
  try {
    ajv.addSchema(container, uri);
    for (const part of Object.keys(parts)) ajv.compile({ $ref: `${uri}#/properties/${part}` });
  } catch (error) {
    problem('', `the schemas of this endpoint cannot be compiled: ${(error as Error).message}.`);
    ajv.removeSchema(uri);
    return undefined;
  }

  return {
    id: source.name,
    file: source.file,
    method: String(method),
    path: String(path),
    auth: String(auth),
    document: doc,
    parts,
    validator(part, pointer = '') {
      if (parts[part] === undefined) return undefined;
      const ref = `${uri}#/properties/${part}${pointer}`;
      if (!compiled.has(ref)) compiled.set(ref, ajv.compile({ $ref: ref }));
      return compiled.get(ref);
    },
  };
}

export function loadEndpoints(
  dir: string,
  root: string,
  ajv: Ajv,
): { endpoints: Map<string, Endpoint>; problems: Problem[] } {
  const { files, problems } = readJsonDir(dir, root);
  const endpoints = new Map<string, Endpoint>();
  for (const file of files) {
    const endpoint = loadOne(file, ajv, problems);
    if (endpoint) endpoints.set(endpoint.id, endpoint);
  }
  return { endpoints, problems };
}
