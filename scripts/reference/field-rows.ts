/**
 * The rows of a fields table: one per property of an object schema, and one per property of an
 * object nested in it (`action.label`, `options[].value`), so nothing a screen can write is hidden.
 */
import { isObject, listAt, objectAt, resolveDef, textAt, type Schema } from './json-schema.ts';
import { code } from './markdown.ts';
import { typeText, type TypeContext } from './type-text.ts';

export interface FieldRow {
  /** `label`, `action.label`, `options[].value`. */
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The `default` keyword as JSON, when the schema gives one. */
  defaultValue?: string;
  /** The `x-since` keyword: the format the field appeared in. */
  since?: number;
}

/**
 * The field's own description, else what the checker expects there (`x-expect`, e.g. "the id of an
 * endpoint file"). A referenced type's description is not repeated: the Type column links to it.
 */
function descriptionOf(schema: Schema, context: TypeContext): string {
  const def = resolveDef(context.document, schema.$ref);
  return textAt(schema, 'description') ?? textAt(schema, 'x-expect') ?? textAt(def, 'x-expect') ?? '';
}

/** The object schema whose properties are nested under a field, with the name suffix to show. */
function nestedObject(schema: Schema): { schema: Schema; suffix: string } | undefined {
  if (isObject(schema.properties)) return { schema, suffix: '.' };
  const items = schema.items;
  if (isObject(items) && isObject(items.properties)) return { schema: items, suffix: '[].' };
  return undefined;
}

export function fieldRows(
  schema: Schema,
  context: TypeContext,
  options: { skip?: readonly string[]; prefix?: string } = {},
): FieldRow[] {
  const required = new Set(listAt(schema, 'required').filter((k): k is string => typeof k === 'string'));
  const prefix = options.prefix ?? '';
  return Object.entries(objectAt(schema, 'properties')).flatMap(([key, value]) => {
    if (options.skip?.includes(key) || !isObject(value)) return [];
    const row: FieldRow = {
      name: `${prefix}${key}`,
      type: typeText(value, context),
      required: required.has(key),
      description: descriptionOf(value, context),
    };
    if ('default' in value) row.defaultValue = code(JSON.stringify(value.default));
    if (typeof value['x-since'] === 'number') row.since = value['x-since'];
    const nested = nestedObject(value);
    const inner = nested
      ? fieldRows(nested.schema, context, { prefix: `${prefix}${key}${nested.suffix}` })
      : [];
    return [row, ...inner];
  });
}
