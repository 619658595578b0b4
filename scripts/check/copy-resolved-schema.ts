/**
 * The screen meta-schema as it applies once a screen's copy is resolved (decision 0016): every
 * `{ "$copy": "<key>" }` has become its text. The renderer, the checks after resolution and the
 * generated types (schemas/generated/screen.ts) see only such documents, so the types say "text"
 * where the file may say `{ "$copy": ... }`.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const COPY_DEFS = ['copyKey', 'copyRef', 'copyText'];
const COPY_REF = '#/$defs/copyRef';
const COPY_TEXT = '#/$defs/copyText';

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolved(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!isObject(schema)) return schema;
  // "a text, or a copy reference" is a text.
  if (schema.$ref === COPY_TEXT) {
    const { $ref: _ref, ...rest } = schema;
    return resolved({ ...rest, type: 'string' });
  }
  if (isObject(schema.then) && schema.then.$ref === COPY_REF && isObject(schema.else)) {
    const { if: _if, then: _then, else: otherwise, ...rest } = schema;
    return resolved({ ...rest, ...(otherwise as JsonObject) });
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    // An operator is never a copy reference any more.
    if (key === '$copy') continue;
    out[key] = resolved(value);
  }
  if (isObject(out.$defs)) for (const name of COPY_DEFS) delete out.$defs[name];
  return out;
}

export function withCopyResolved(metaSchema: JsonObject): JsonObject {
  return resolved(metaSchema) as JsonObject;
}
