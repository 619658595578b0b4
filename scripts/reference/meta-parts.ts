/**
 * The parts of the screen meta-schema the reference lists, found by the meta-schema's own structure
 * so a new action kind, operator or function shows up without touching the generator:
 * - action kinds (and field rule kinds): the enum of the discriminating key, each kind's definition
 *   named by the `allOf` branch `if {key: const} then {$ref}`;
 * - operators: the keys of `operator.else.properties`, plus `$fn` (the `operator.if` branch);
 * - functions: the enum of `functionCall.properties.$fn`.
 * Operators and functions are documented by annotation-only `allOf` branches, which select one
 * operator (`if: {required: ["$eq"]}`) or one function (`if: {properties: {$fn: {const: "money"}}}`)
 * and carry `title`, `description` and `examples` in their `then`; they constrain nothing.
 */
import { defName, isObject, listAt, objectAt, pointerSegment, type Schema } from './json-schema.ts';

export interface Located {
  /** JSON pointer inside the meta-schema file. */
  pointer: string;
  schema: Schema;
}

export interface Variant extends Located {
  /** The discriminating values that select this definition, e.g. ["length", "minLength"]. */
  names: string[];
  defName: string;
}

export interface Documented {
  name: string;
  /** The annotation branch (its `then`), when there is one. */
  doc?: Located;
}

export interface FunctionPart extends Documented {
  minArgs?: number;
  maxArgs?: number;
}

const pointerOf = (...segments: (string | number)[]) => segments.map((s) => `/${pointerSegment(s)}`).join('');

function selectedValues(condition: unknown, key: string): string[] {
  const test = objectAt(objectAt(condition, 'properties'), key);
  if (typeof test.const === 'string') return [test.const];
  return listAt(test, 'enum').filter((v): v is string => typeof v === 'string');
}

/** The definitions a discriminated definition (`action`, `rule`) dispatches to, in schema order. */
export function variants(meta: Schema, def: string, key: string): Variant[] {
  const defs = objectAt(meta, '$defs');
  return listAt(defs[def], 'allOf').flatMap((branch) => {
    const target = defName(objectAt(branch, 'then').$ref);
    const schema = target === undefined ? undefined : defs[target];
    if (target === undefined || !isObject(schema)) return [];
    const names = selectedValues(objectAt(branch, 'if'), key);
    return names.length === 0
      ? []
      : [{ names, defName: target, schema, pointer: pointerOf('$defs', target) }];
  });
}

export function enumOf(meta: Schema, def: string, key: string): string[] {
  const values = listAt(objectAt(objectAt(objectAt(meta, '$defs')[def], 'properties'), key), 'enum');
  return values.filter((v): v is string => typeof v === 'string');
}

/** Annotation branches of an `allOf`, by the one name each selects. */
function docBranches(
  allOf: unknown[],
  basePointer: string,
  nameOf: (condition: unknown) => string | undefined,
): Map<string, Located> {
  const found = new Map<string, Located>();
  allOf.forEach((branch, index) => {
    const then = objectAt(branch, 'then');
    const documents = 'description' in then || 'examples' in then || 'title' in then;
    const name = nameOf(objectAt(branch, 'if'));
    if (documents && name !== undefined && !found.has(name)) {
      found.set(name, { pointer: `${basePointer}/allOf/${index}/then`, schema: then });
    }
  });
  return found;
}

export function operators(meta: Schema): Documented[] {
  const operator = objectAt(objectAt(meta, '$defs'), 'operator');
  const plain = objectAt(operator, 'else');
  const viaIf = listAt(objectAt(operator, 'if'), 'required').filter(
    (k): k is string => typeof k === 'string',
  );
  const names = [...Object.keys(objectAt(plain, 'properties')), ...viaIf];
  const docs = docBranches(listAt(plain, 'allOf'), pointerOf('$defs', 'operator', 'else'), (condition) => {
    const required = listAt(condition, 'required');
    return required.length === 1 && typeof required[0] === 'string' ? required[0] : undefined;
  });
  // An operator dispatched by `operator.if` (`$fn`) is documented by the definition it leads to.
  const target = defName(objectAt(operator, 'then').$ref);
  const targetDef = target === undefined ? undefined : objectAt(meta, '$defs')[target];
  if (target !== undefined && isObject(targetDef)) {
    for (const name of viaIf) docs.set(name, { pointer: pointerOf('$defs', target), schema: targetDef });
  }
  return names.map((name) => {
    const doc = docs.get(name);
    return doc ? { name, doc } : { name };
  });
}

export function functions(meta: Schema): FunctionPart[] {
  const call = objectAt(objectAt(meta, '$defs'), 'functionCall');
  const allOf = listAt(call, 'allOf');
  const docs = docBranches(allOf, pointerOf('$defs', 'functionCall'), (condition) => {
    const values = selectedValues(condition, '$fn');
    return values.length === 1 ? values[0] : undefined;
  });
  return enumOf(meta, 'functionCall', '$fn').map((name) => {
    const part: FunctionPart = { name };
    const doc = docs.get(name);
    if (doc) part.doc = doc;
    // The arity branches: `if {$fn in [...]} then {properties: {args: {minItems, maxItems}}}`.
    for (const branch of allOf) {
      if (!selectedValues(objectAt(branch, 'if'), '$fn').includes(name)) continue;
      const args = objectAt(objectAt(objectAt(branch, 'then'), 'properties'), 'args');
      if (typeof args.minItems === 'number') part.minArgs = args.minItems;
      if (typeof args.maxItems === 'number') part.maxArgs = args.maxItems;
    }
    return part;
  });
}

/** Every action kind of the `action` enum, with the definition its `allOf` branch names (if any). */
export function actionKinds(meta: Schema): Array<{ name: string; variant?: Variant }> {
  const byName = new Map(
    variants(meta, 'action', 'action').flatMap((v) => v.names.map((n) => [n, v] as const)),
  );
  return enumOf(meta, 'action', 'action').map((name) => {
    const variant = byName.get(name);
    return variant ? { name, variant } : { name };
  });
}
