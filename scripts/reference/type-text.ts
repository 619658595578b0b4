/**
 * A schema's type in a few words for the reference tables: "text, not empty", "one of `"a"`,
 * `"b"`", "list of FieldRule". References to the meta-schema's definitions become links to their
 * entry under "Value types" (the caller collects which ones were used).
 */
import { defName, isObject, listAt, objectAt, resolveDef, type Schema } from './json-schema.ts';
import { code } from './markdown.ts';

export interface TypeContext {
  /** The file the schema is in, for `#/$defs/...` references. */
  document: Schema;
  /** Markdown for a reference to a definition (a link, when the reference lists it). */
  refText: (name: string, def: Schema) => string;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  null: 'null',
  array: 'list',
  object: 'object',
};

const FORMAT_WORDS: Record<string, string> = {
  regex: 'a regular expression',
  'date-time': 'an ISO 8601 date-time',
  date: 'an ISO 8601 date',
  email: 'an e-mail address',
  uri: 'an address (URI)',
};

const literal = (value: unknown) => code(JSON.stringify(value));

/** `unit` is a plural noun (" items"); it is made singular after 1. */
function bounds(schema: Schema, low: string, high: string, unit: string): string | undefined {
  const min = schema[low];
  const max = schema[high];
  const of = (n: number) => (n === 1 ? unit.replace(/s$/, '') : unit);
  if (typeof min === 'number' && min === max) return `exactly ${min}${of(min)}`;
  if (typeof min === 'number' && typeof max === 'number') return `${min} to ${max}${of(max)}`;
  if (typeof min === 'number') return `at least ${min}${of(min)}`;
  if (typeof max === 'number') return `at most ${max}${of(max)}`;
  return undefined;
}

function stringNotes(schema: Schema): string[] {
  const notes: string[] = [];
  if (schema.minLength === 1 && schema.maxLength === undefined) notes.push('not empty');
  else {
    const length = bounds(schema, 'minLength', 'maxLength', ' characters');
    if (length) notes.push(length);
  }
  if (typeof schema.pattern === 'string') notes.push(`matching ${code(schema.pattern)}`);
  if (typeof schema.format === 'string')
    notes.push(FORMAT_WORDS[schema.format] ?? `format ${code(schema.format)}`);
  return notes;
}

function plainType(name: string, schema: Schema, context: TypeContext): string {
  const word = TYPE_WORDS[name] ?? name;
  if (name === 'string') return [word, ...stringNotes(schema)].join(', ');
  if (name === 'integer' || name === 'number') {
    const range = bounds(schema, 'minimum', 'maximum', '');
    return range ? `${word}, ${range}` : word;
  }
  if (name === 'array') {
    const items = schema.items;
    const count = bounds(schema, 'minItems', 'maxItems', ' items');
    const of = isObject(items) ? ` of ${typeText(items, context)}` : '';
    return `${word}${of}${count ? ` (${count})` : ''}`;
  }
  if (name === 'object') {
    const values = schema.additionalProperties;
    if (isObject(values) && !isObject(schema.properties)) return `object of ${typeText(values, context)}`;
  }
  return word;
}

/** The alternatives of an `if`/`then`/`else` used as a union (the meta-schema's discriminators). */
function branches(schema: Schema): Schema[] {
  return [schema.then, schema.else].filter(isObject);
}

export function typeText(schema: Schema, context: TypeContext): string {
  const name = defName(schema.$ref);
  if (name !== undefined) {
    const def = resolveDef(context.document, schema.$ref);
    return def ? context.refText(name, def) : code(String(schema.$ref));
  }
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(literal).join(', ')}`;
  if ('if' in schema && branches(schema).length > 0) {
    const parts = branches(schema).map((branch) => {
      // "if it is a list, then its items are X": the branch says only the items.
      const ifType = objectAt(schema, 'if').type;
      const withType =
        ifType !== undefined && branch === schema.then && !('type' in branch) && !('$ref' in branch);
      return typeText(withType ? { type: ifType, ...branch } : branch, context);
    });
    return [...new Set(parts)].join(' or ');
  }
  const anyOf = [...listAt(schema, 'anyOf'), ...listAt(schema, 'oneOf')].filter(isObject);
  if (anyOf.length > 0) return anyOf.map((branch) => typeText(branch, context)).join(' or ');
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length > 0) return types.map((t) => plainType(t, schema, context)).join(' or ');
  if (isObject(schema.properties)) return 'object';
  if (isObject(schema.items)) return plainType('array', schema, context);
  return 'any value';
}
