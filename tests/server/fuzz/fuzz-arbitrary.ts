/**
 * The fuzzed value of a schema: mostly valid (to reach the module), often at a boundary, often
 * hostile (wrong type, huge, unicode, prototype keys). Objects are fuzzed field by field: a
 * required field may be missing, an optional one present, and foreign keys may be added.
 */
import fc from 'fast-check';
import { boundaryValue } from './boundary-arbitrary.ts';
import { hostileKey, hostileValue } from './hostile-values.ts';
import { objectOf } from './json-text.ts';
import { kindsOf, validValue, type FuzzHints, type JsonSchema } from './valid-arbitrary.ts';

type Entry = readonly [string, unknown];

/** `{"__proto__": {...}}` and its relatives, as own keys of the body (JSON.parse makes them so). */
const pollutingEntry: fc.Arbitrary<Entry> = fc.constantFrom<Entry>(
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { isAdmin: true } }],
  ['prototype', { isAdmin: true }],
  ['__proto__', { toString: 'polluted' }],
);

const extraEntries: fc.Arbitrary<Entry[]> = fc.array(
  fc.oneof(fc.tuple(hostileKey, hostileValue), pollutingEntry),
  { minLength: 1, maxLength: 3 },
);

function fuzzObject(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.option(
      fuzzValue(field, hints).map((value): Entry[] => [[name, value]]),
      // fast-check leaves a value out once in `freq`: a required field is usually sent, an
      // optional one half the time.
      { nil: [], freq: required.has(name) ? 8 : 2 },
    ),
  );
  const patterned = Object.entries(schema.patternProperties ?? {}).map(([pattern, field]) =>
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.stringMatching(new RegExp(pattern, 'u')),
          fc.constantFrom(...(hints.keys.length ? hints.keys : ['name'])),
          hostileKey,
        ),
        fuzzValue(field, hints),
      ),
      { maxLength: 4 },
    ),
  );
  // Foreign keys in one body out of five: more would stop most bodies at validation.
  const extras = fc.oneof({ weight: 4, arbitrary: fc.constant<Entry[]>([]) }, extraEntries);
  return fc.tuple(...fields, ...patterned, extras).map((groups) => objectOf(groups.flat()));
}

function fuzzList(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown[]> {
  const item = fc.oneof({ weight: 3, arbitrary: fuzzObject(schema.items ?? {}, hints) }, hostileValue);
  return fc.array(item, { minLength: 1, maxLength: 4 });
}

/** One fuzzed value for a field (or a whole body) described by `schema`. */
export function fuzzValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  const kinds = kindsOf(schema);
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (kinds.includes('object')) shaped.push(fuzzObject(schema, hints));
  if (kinds.includes('array')) shaped.push(fuzzList(schema, hints));
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, hints) },
    ...shaped.map((arbitrary) => ({ weight: 5, arbitrary })),
    { weight: 2, arbitrary: boundaryValue(schema, hints) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * A whole request part (body, query, path parameter): valid throughout a third of the time, so
 * that the module's own rules (ownership, states, limits) are reached with valid-looking ids and
 * amounts; otherwise fuzzed field by field.
 */
export function requestPartValue(schema: JsonSchema, hints: FuzzHints): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: validValue(schema, hints) },
    { weight: 2, arbitrary: fuzzValue(schema, hints) },
  );
}
