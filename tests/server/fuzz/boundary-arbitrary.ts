/**
 * Values at and just past each limit a schema states (min-1, min, max, max+1, maxLength+1, an
 * empty string, an enum value in the wrong case): where off-by-one mistakes in the contract or in
 * a module's own checks show.
 */
import fc from 'fast-check';
import {
  INT32_MAX,
  kindsOf,
  numberBounds,
  validValue,
  type FuzzHints,
  type JsonSchema,
} from './valid-arbitrary.ts';

function numberEdges(schema: JsonSchema, integer: boolean): number[] {
  const { low, high } = numberBounds(schema);
  const edges = [low - 1, low, high, high + 1, 0, -1];
  if (schema.maximum === undefined) edges.push(INT32_MAX, INT32_MAX + 1, Number.MAX_SAFE_INTEGER);
  if (schema.exclusiveMinimum !== undefined)
    edges.push(schema.exclusiveMinimum, schema.exclusiveMinimum + 0.001, schema.exclusiveMinimum - 0.001);
  if (integer) edges.push(low + 0.5, 1.0000001);
  else edges.push(0.001, 0.005, 1 / 3, 99.999);
  return edges.filter((value) => Number.isFinite(value));
}

function stringEdges(schema: JsonSchema): string[] {
  const edges = ['', ' '];
  const { minLength, maxLength } = schema;
  if (minLength && minLength > 1) edges.push('a'.repeat(minLength - 1));
  if (maxLength !== undefined) {
    edges.push('7'.repeat(maxLength), '7'.repeat(maxLength + 1));
    // Several bytes per character: a length counted in bytes would be wrong here.
    edges.push('क'.repeat(maxLength), '😀'.repeat(maxLength + 1));
  }
  return edges;
}

/** Valid strings moved just off: padded, cased differently, one character longer. */
function nearlyValidStrings(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<string> {
  return fc
    .tuple(
      validValue({ ...schema, type: 'string' }, hints),
      fc.constantFrom('pad', 'upper', 'extend', 'newline'),
    )
    .map(([value, how]) => {
      const text = String(value);
      if (how === 'pad') return ` ${text} `;
      if (how === 'upper') return text.toUpperCase();
      if (how === 'newline') return `${text}\n`;
      return `${text}9`;
    });
}

function enumEdges(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => {
    const text = String(value);
    return [text.toUpperCase(), ` ${text}`, `${text}\u0000`, typeof value === 'string' ? 1 : text];
  });
}

export function boundaryValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  const derived: fc.Arbitrary<unknown>[] = [];
  for (const kind of kindsOf(schema)) {
    if (kind === 'enum') edges.push(...enumEdges(schema.enum ?? [schema.const]), '');
    else if (kind === 'integer' || kind === 'number') edges.push(...numberEdges(schema, kind === 'integer'));
    else if (kind === 'string') {
      edges.push(...stringEdges(schema));
      derived.push(nearlyValidStrings(schema, hints));
    } else if (kind === 'object') edges.push({});
    else if (kind === 'array') {
      const item = validValue(schema.items ?? {}, hints);
      const max = schema.maxItems ?? 5;
      edges.push([]);
      derived.push(fc.array(item, { minLength: max, maxLength: max }));
      derived.push(fc.array(item, { minLength: max + 1, maxLength: max + 1 }));
    }
  }
  return fc.oneof(fc.constantFrom(...edges), ...derived);
}
