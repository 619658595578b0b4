/**
 * `schemas/generated/api.ts`: for each endpoint `<Pascal>Query`, `<Pascal>Params`, `<Pascal>Body` and
 * `<Pascal>Response` (`undefined` for a part the endpoint does not take), and the `Endpoints` map from
 * endpoint id to those four. All endpoints are compiled as one schema so that type names are unique.
 */
import { compile } from 'json-schema-to-typescript';
import { ENDPOINT_PARTS } from '../load-endpoints.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface EndpointSource {
  id: string;
  document: JsonObject;
}

export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Prepares one schema of an endpoint for the type generator: its local `$defs` get names prefixed by
 * the endpoint (and the references follow), nested titles become descriptions (a title would name a
 * type, and two endpoints could pick the same one), and open objects become `Record<string, unknown>`.
 */
function prepare(schema: Json, rename: Map<string, string>, nested: boolean): Json {
  if (Array.isArray(schema)) return schema.map((s) => prepare(s, rename, true));
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const local = /^#\/(\$defs|definitions)\/(.+)$/.exec(value);
      out.$ref = local && rename.has(local[2]!) ? `#/$defs/${rename.get(local[2]!)}` : value;
    } else if (key === 'title' && nested) {
      if (schema.description === undefined) out.description = value;
    } else if (
      key === 'properties' ||
      key === 'patternProperties' ||
      key === '$defs' ||
      key === 'definitions'
    ) {
      out[key] = isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prepare(v, rename, true)]))
        : value;
    } else {
      out[key] = prepare(value, rename, true);
    }
  }
  const isObjectType = out.type === 'object';
  const hasNoProperties = !isObject(out.properties) || Object.keys(out.properties).length === 0;
  if (isObjectType && hasNoProperties && out.patternProperties === undefined) {
    if (out.additionalProperties === false) out.tsType = 'Record<string, never>';
    else if (out.additionalProperties === undefined || out.additionalProperties === true)
      out.tsType = 'Record<string, unknown>';
  }
  return out;
}

/** The item schema of a list body (`type: array` of objects, e.g. a batch of events). */
function listItems(schema: Json | undefined): JsonObject | undefined {
  if (!isObject(schema) || schema.type !== 'array' || !isObject(schema.items)) return undefined;
  return schema.items.type === 'object' ? schema.items : undefined;
}

/** "1 to 50 items": the bounds of a list, kept as the type's comment. */
function listBounds(schema: JsonObject): string {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  return typeof schema.maxItems === 'number' ? `${min} to ${schema.maxItems} items` : `at least ${min} items`;
}

/**
 * A list part becomes `<Type>Item[]` with the item as its own named type (a client builds items
 * one at a time, e.g. events), not the generator's tuple for `minItems` (`[Item, ...Item[]]`),
 * which every caller would have to prove non-empty; the server enforces the bounds.
 */
function listPart(
  schema: JsonObject,
  items: JsonObject,
  typeName: string,
  rename: Map<string, string>,
  defs: JsonObject,
): JsonObject {
  const itemName = `${typeName}Item`;
  const prepared = prepare(items, rename, false);
  defs[itemName] = isObject(prepared) ? { ...prepared, title: itemName } : prepared;
  const description = typeof schema.description === 'string' ? `${schema.description} ` : '';
  return {
    type: 'array',
    items: { $ref: `#/$defs/${itemName}` },
    tsType: `${itemName}[]`,
    description: `${description}(${listBounds(schema)})`,
  };
}

export function combinedSchema(endpoints: readonly EndpointSource[]): JsonObject {
  const defs: JsonObject = {};
  const properties: JsonObject = {};
  for (const { id, document } of [...endpoints].sort((a, b) => a.id.localeCompare(b.id))) {
    const name = pascalCase(id);
    const localDefs = {
      ...(isObject(document.definitions) ? document.definitions : {}),
      ...(isObject(document.$defs) ? document.$defs : {}),
    };
    const rename = new Map(Object.keys(localDefs).map((key) => [key, `${name}${pascalCase(key)}`]));
    for (const [key, schema] of Object.entries(localDefs)) {
      const prepared = prepare(schema, rename, false);
      defs[rename.get(key)!] = isObject(prepared) ? { ...prepared, title: rename.get(key)! } : prepared;
    }
    const entry: JsonObject = {};
    for (const part of ENDPOINT_PARTS) {
      const typeName = `${name}${pascalCase(part)}`;
      const schema = document[part];
      const items = listItems(schema);
      const prepared =
        schema === undefined
          ? { tsType: 'undefined' }
          : items && isObject(schema)
            ? listPart(schema, items, typeName, rename, defs)
            : prepare(schema, rename, false);
      defs[typeName] = isObject(prepared)
        ? { ...prepared, title: typeName }
        : { title: typeName, tsType: prepared === false ? 'never' : 'unknown' };
      entry[part] = { $ref: `#/$defs/${typeName}` };
    }
    properties[id] = {
      type: 'object',
      properties: entry,
      required: [...ENDPOINT_PARTS],
      additionalProperties: false,
    };
  }
  return {
    title: 'Endpoints',
    description: 'Each /api1 endpoint id with the types of its query, path params, body and response data.',
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
    $defs: defs,
    // Without endpoints yet, an empty interface would be a lint error.
    ...(Object.keys(properties).length === 0 ? { tsType: 'Record<string, never>' } : {}),
  };
}

export async function apiTypes(endpoints: readonly EndpointSource[]): Promise<string> {
  return compile(combinedSchema(endpoints) as Parameters<typeof compile>[0], 'Endpoints', {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    unknownAny: true,
    unreachableDefinitions: true,
  });
}
