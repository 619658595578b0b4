/**
 * Values a contract schema accepts, generated from the schema itself (the keywords the contract
 * uses: type, enum, string lengths and patterns, number ranges and steps, objects with properties,
 * patternProperties and minProperties, bounded lists). Valid values get a request past validation
 * into the module, where the deeper bugs are.
 */
import fc from 'fast-check';
import { objectOf } from './json-text.ts';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
}

/** What the test database holds that a random value would rarely hit: real ids, amounts, field names. */
export interface FuzzHints {
  integers: readonly number[];
  keys: readonly string[];
}

export const INT32_MAX = 2_147_483_647;

/** The types a schema allows; `enum` and `const` count as their own kind. */
export function kindsOf(schema: JsonSchema): string[] {
  if (schema.enum || 'const' in schema) return ['enum'];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return schema.properties || schema.patternProperties ? ['object'] : ['string'];
}

const codePoints = (text: string) => [...text].length;

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const cap = Math.max(min, Math.min(max, 40));
  const base = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
    : fc.oneof(
        fc.string({ minLength: min, maxLength: cap }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: cap }),
      );
  // ajv counts code points; patterns say nothing of length.
  return base.filter((text) => codePoints(text) >= min && codePoints(text) <= max);
}

/** Inclusive bounds of a numeric schema; open sides get a range wide enough to matter. */
export function numberBounds(schema: JsonSchema): { low: number; high: number } {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 10_000_000;
  return { low, high };
}

function withinExclusive(schema: JsonSchema, value: number): boolean {
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  return true;
}

function validInteger(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<number> {
  const { low, high } = numberBounds(schema);
  const min = Math.ceil(low);
  const max = Math.floor(Math.min(high, schema.maximum ?? INT32_MAX));
  const hinted = hints.integers.filter((n) => Number.isInteger(n) && n >= min && n <= max);
  // Ids start at 1: small values hit real rows, which random 32-bit ones never do.
  return fc
    .oneof(
      fc.integer({ min, max: Math.min(max, min + 12) }),
      fc.integer({ min, max }),
      ...(hinted.length > 0 ? [fc.constantFrom(...hinted)] : []),
    )
    .filter((value) => withinExclusive(schema, value));
}

/** A double as a multiple of `step` (whole paise of a rupee amount), or as it is without one. */
function onStep(value: number, step: number | undefined): number {
  return step === undefined ? value : Math.round(value / step) / Math.round(1 / step);
}

function validNumber(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<number> {
  const { low, high } = numberBounds(schema);
  return fc
    .oneof(
      validInteger({ ...schema, maximum: Math.floor(high) }, hints),
      fc
        .double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
        .map((value) => onStep(value, schema.multipleOf)),
    )
    .filter((value) => withinExclusive(schema, value) && value >= low && value <= high);
}

function validObject(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const entry = validValue(field, hints).map((value) => [[name, value] as const]);
    return required.has(name) ? entry : fc.option(entry, { nil: [] });
  });
  const patterned = Object.entries(schema.patternProperties ?? {}).map(([pattern, field]) => {
    const matches = new RegExp(pattern, 'u');
    const known = hints.keys.filter((key) => matches.test(key));
    const key = fc.oneof(fc.stringMatching(matches), ...(known.length ? [fc.constantFrom(...known)] : []));
    return fc.array(fc.tuple(key, validValue(field, hints)), { maxLength: 4 });
  });
  return fc
    .tuple(...fields, ...patterned)
    .map((groups) => objectOf(groups.flat()))
    .filter((value) => Object.keys(value).length >= (schema.minProperties ?? 0));
}

/** A value the schema accepts (or, for the odd pattern with lengths, almost always accepts). */
export function validValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  const choices = kindsOf(schema).map((kind): fc.Arbitrary<unknown> => {
    switch (kind) {
      case 'enum':
        return fc.constantFrom(...(schema.enum ?? [schema.const]));
      case 'integer':
        return validInteger(schema, hints);
      case 'number':
        return validNumber(schema, hints);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'object':
        return validObject(schema, hints);
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 5, 5);
        const items = validValue(schema.items ?? {}, hints);
        return fc.array(items, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
      }
      default:
        return validString(schema);
    }
  });
  return choices.length === 1 ? choices[0]! : fc.oneof(...choices);
}
