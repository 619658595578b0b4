/**
 * Turns a validation schema into the schema json-schema-to-typescript should read. The meta-schema
 * discriminates with `if`/`then` (so ajv reports precise errors), which the type generator ignores;
 * for types, "if A then B else C" is the union B | C and a list of `if`/`then` branches is the union
 * of the branches. Annotations only the checker reads (`x-*`, `format`) are dropped.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const KEPT_WITH_UNION = ['title', 'description', '$defs'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function branchesOf(schema: JsonObject): Json[] | undefined {
  const allOf = schema.allOf;
  if (Array.isArray(allOf) && allOf.length > 0 && allOf.every((b) => isObject(b) && 'if' in b)) {
    const thens = allOf.map((b) => (b as JsonObject).then);
    // Constraint-only branches (no $ref, e.g. arity of a function) are not alternatives.
    if (thens.every((t) => isObject(t) && typeof t.$ref === 'string')) return thens as Json[];
  }
  if ('if' in schema && ('then' in schema || 'else' in schema)) {
    return [schema.then, schema.else].filter((b): b is Json => b !== undefined);
  }
  return undefined;
}

function keep(schema: JsonObject, names: string[]): JsonObject {
  const out: JsonObject = {};
  for (const name of names) if (schema[name] !== undefined) out[name] = schema[name];
  return out;
}

export function typesView(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(typesView);
  if (!isObject(schema)) return schema;
  const branches = branchesOf(schema);
  if (branches) {
    return typesView({ ...keep(schema, KEPT_WITH_UNION), anyOf: branches });
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-') || key === 'format') continue;
    // Constraint-only allOf branches (see branchesOf) say nothing about the shape.
    if (key === 'allOf' && Array.isArray(value) && value.every((b) => isObject(b) && 'if' in b)) continue;
    // Maps keep their value types; names of keys are not types.
    if (key === 'propertyNames') continue;
    out[key] =
      key === 'properties' || key === '$defs' || key === 'patternProperties'
        ? mapValues(value)
        : typesView(value);
  }
  return out;
}

function mapValues(value: Json): Json {
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesView(v)]));
}
