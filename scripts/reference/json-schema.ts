/** Small helpers for reading JSON Schemas as plain data (the reference only reads, never validates here). */
export type Schema = Record<string, unknown>;

export function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectAt(value: unknown, key: string): Schema {
  if (!isObject(value)) return {};
  const inner = value[key];
  return isObject(inner) ? inner : {};
}

export function listAt(value: unknown, key: string): unknown[] {
  if (!isObject(value)) return [];
  const inner = value[key];
  return Array.isArray(inner) ? inner : [];
}

export function textAt(value: unknown, key: string): string | undefined {
  if (!isObject(value)) return undefined;
  const inner = value[key];
  return typeof inner === 'string' ? inner : undefined;
}

/** The name of a local definition reference (`#/$defs/textExpression` -> `textExpression`). */
export function defName(ref: unknown): string | undefined {
  return typeof ref === 'string' ? /^#\/\$defs\/([^/]+)$/.exec(ref)?.[1] : undefined;
}

/** The definition a local reference names, or undefined. */
export function resolveDef(document: Schema, ref: unknown): Schema | undefined {
  const name = defName(ref);
  if (name === undefined) return undefined;
  const def = objectAt(document, '$defs')[name];
  return isObject(def) ? def : undefined;
}

/** A JSON pointer segment, escaped (`/` and `~`). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
