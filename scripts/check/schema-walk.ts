/**
 * Follows a dotted path through a JSON Schema, the way the renderer reads a value: names go into
 * `properties`, numbers into `items`, `$ref`s within the same file are followed, and a path exists
 * under `allOf`/`anyOf`/`oneOf` when it exists in one of the branches. A schema that says nothing
 * about a value's shape lets any path below it through (nothing can be proved there).
 */

export type JsonSchema = Record<string, unknown> | boolean;

export interface SchemaAt {
  schema: JsonSchema;
  /** The file the schema is in, for `#/...` references. */
  document: Record<string, unknown>;
}

export type Walk =
  | { kind: 'found'; at: SchemaAt[] }
  /** Nothing is known below this point. */
  | { kind: 'open' }
  | { kind: 'missing'; index: number; candidates: string[]; why?: string };

const SHAPE_KEYWORDS = [
  'type',
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'const',
  'enum',
];
const BRANCHES = ['allOf', 'anyOf', 'oneOf'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(ref: string, document: Record<string, unknown>): JsonSchema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let current: unknown = document;
  for (const raw of ref
    .slice(1)
    .split('/')
    .filter((s) => s !== '')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return isObject(current) || typeof current === 'boolean' ? current : undefined;
}

/** The schemas a value must (or may) match, with references followed; `true` stands for "anything". */
function alternatives(at: SchemaAt, depth = 0): Array<Record<string, unknown> | true> {
  if (depth > 32) return [true]; // a reference loop says nothing more
  const { schema, document } = at;
  if (schema === true) return [true];
  if (schema === false) return [];
  const found: Array<Record<string, unknown> | true> = [];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, document);
    found.push(
      ...(target === undefined ? [true as const] : alternatives({ schema: target, document }, depth + 1)),
    );
  }
  const branches = BRANCHES.flatMap((b) => (Array.isArray(schema[b]) ? (schema[b] as JsonSchema[]) : []));
  for (const branch of branches) found.push(...alternatives({ schema: branch, document }, depth + 1));
  const hasShape = SHAPE_KEYWORDS.some((k) => k in schema);
  if (hasShape) found.push(schema);
  else if (typeof schema.$ref !== 'string' && branches.length === 0) found.push(true);
  return found;
}

function typesOf(schema: Record<string, unknown>): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  const inferred: string[] = [];
  if ('properties' in schema || 'patternProperties' in schema || 'additionalProperties' in schema)
    inferred.push('object');
  if ('items' in schema || 'prefixItems' in schema) inferred.push('array');
  if (inferred.length === 0 && 'const' in schema)
    inferred.push(schema.const === null ? 'null' : typeof schema.const);
  return inferred;
}

type Next = { kind: 'next'; schema: JsonSchema } | { kind: 'open' } | { kind: 'none' };

function stepInto(schema: Record<string, unknown>, segment: string): Next {
  const types = typesOf(schema);
  const isIndex = /^\d+$/.test(segment);
  if (isIndex && types.includes('array')) {
    const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as JsonSchema[]) : [];
    const byPosition = prefix[Number(segment)];
    if (byPosition !== undefined) return { kind: 'next', schema: byPosition };
    if (schema.items === undefined) return { kind: 'open' };
    return { kind: 'next', schema: schema.items as JsonSchema };
  }
  if (!types.includes('object')) return { kind: 'none' };
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (properties && segment in properties) return { kind: 'next', schema: properties[segment] as JsonSchema };
  if (isObject(schema.patternProperties)) {
    for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
      if (new RegExp(pattern, 'u').test(segment)) return { kind: 'next', schema: sub as JsonSchema };
    }
  }
  const extra = schema.additionalProperties;
  if (isObject(extra)) return { kind: 'next', schema: extra };
  // An object schema that lists its properties is taken as complete: a name it does not list is a
  // typo, unless it explicitly allows other names.
  if (extra === true || (extra === undefined && !properties && !('patternProperties' in schema)))
    return { kind: 'open' };
  return { kind: 'none' };
}

function whyMissing(options: Array<Record<string, unknown>>, segment: string): string | undefined {
  const types = new Set(options.flatMap(typesOf));
  if (types.has('object')) return undefined;
  if (types.has('array')) {
    return /^\d+$/.test(segment)
      ? undefined
      : 'it is a list: read an element by its number (e.g. ".0") or draw one node per element with "each"';
  }
  const words: Record<string, string> = {
    string: 'a text',
    number: 'a number',
    integer: 'a number',
    boolean: 'true or false',
    null: 'null',
  };
  const kinds = [...types].map((t) => words[t] ?? t);
  return kinds.length === 0 ? undefined : `it is ${kinds.join(' or ')}, which has no parts`;
}

export function walkSchema(start: readonly SchemaAt[], segments: readonly string[]): Walk {
  let current: SchemaAt[] = [...start];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index]!;
    const options = current.flatMap((at) =>
      alternatives(at).map((schema) => ({ schema, document: at.document })),
    );
    if (options.some((o) => o.schema === true)) return { kind: 'open' };
    const next: SchemaAt[] = [];
    for (const option of options) {
      const step = stepInto(option.schema as Record<string, unknown>, segment);
      if (step.kind === 'open') return { kind: 'open' };
      if (step.kind === 'next') next.push({ schema: step.schema, document: option.document });
    }
    if (next.length === 0) {
      const objects = options.map((o) => o.schema as Record<string, unknown>);
      const candidates = [
        ...new Set(objects.flatMap((o) => (isObject(o.properties) ? Object.keys(o.properties) : []))),
      ];
      return { kind: 'missing', index, candidates, why: whyMissing(objects, segment) };
    }
    current = next;
  }
  return { kind: 'found', at: current };
}

/** The element schemas of the list a path leads to, `open` when unknown, `not-a-list` when it is not one. */
export function elementsOf(
  found: SchemaAt[],
): { kind: 'found'; at: SchemaAt[] } | { kind: 'open' } | { kind: 'not-a-list'; types: string[] } {
  const options = found.flatMap((at) =>
    alternatives(at).map((schema) => ({ schema, document: at.document })),
  );
  if (options.some((o) => o.schema === true)) return { kind: 'open' };
  const elements: SchemaAt[] = [];
  const types: string[] = [];
  for (const option of options) {
    const schema = option.schema as Record<string, unknown>;
    const optionTypes = typesOf(schema);
    types.push(...optionTypes);
    if (!optionTypes.includes('array')) continue;
    if (schema.items === undefined) return { kind: 'open' };
    elements.push({ schema: schema.items as JsonSchema, document: option.document });
  }
  if (elements.length > 0) return { kind: 'found', at: elements };
  return types.length === 0 ? { kind: 'open' } : { kind: 'not-a-list', types: [...new Set(types)] };
}
