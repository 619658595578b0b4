/** The parts of a JSON Schema the reference's tests read and change, typed loosely for reading. */
export interface SchemaJson {
  title?: string;
  examples?: unknown[];
  properties?: Record<string, SchemaJson>;
  required?: string[];
  const?: unknown;
  enum?: unknown[];
  if?: SchemaJson;
  then?: SchemaJson;
  else?: SchemaJson;
  allOf?: SchemaJson[];
  $defs?: Record<string, SchemaJson>;
  'x-widget'?: { type: string; since: number };
}

/** A definition of a meta-schema, or a failure naming the one missing. */
export function defOf(schema: SchemaJson, name: string): SchemaJson {
  const def = schema.$defs?.[name];
  if (!def) throw new Error(`the meta-schema has no $defs/${name}`);
  return def;
}
