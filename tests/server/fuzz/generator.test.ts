/**
 * The fuzz's "valid" values must be valid, or the fuzz never gets past validation into the modules
 * (and a keyword the generator does not understand would go unnoticed). Checked against every
 * request schema of the contract with the contract's own ajv.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContractAjv } from '../../../server/contract/ajv.ts';
import { loadContract } from '../../../server/contract/load-contract.ts';
import { boundaryValue } from './boundary-arbitrary.ts';
import { jsonText } from './json-text.ts';
import { validValue, type FuzzHints, type JsonSchema } from './valid-arbitrary.ts';

const ajv = createContractAjv({ coerceTypes: false });
const hints: FuzzHints = { integers: [1, 3000, 7], keys: ['firstName', 'email'] };
const schemas = [...loadContract().values()].flatMap((endpoint) =>
  (['query', 'params', 'body'] as const)
    .filter((part) => endpoint[part])
    .map((part) => ({ name: `${endpoint.id} ${part}`, schema: endpoint[part] as JsonSchema })),
);

describe('the fuzz value generator', () => {
  it.each(schemas)('makes only values that $name accepts', ({ schema }) => {
    const validate = ajv.compile(schema);
    for (const value of fc.sample(validValue(schema, hints), { numRuns: 40, seed: 7 })) {
      // Through JSON, as the request carries it (an own __proto__ key must survive).
      const sent: unknown = JSON.parse(jsonText(value));
      expect(validate(sent), `${jsonText(value)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('makes boundary values on both sides of a limit', () => {
    const schema: JsonSchema = { type: 'integer', minimum: 1, maximum: 10 };
    const values = new Set(fc.sample(boundaryValue(schema, hints), { numRuns: 300, seed: 7 }));
    for (const edge of [0, 1, 10, 11, 1.5]) expect(values.has(edge), String(edge)).toBe(true);
    const text: JsonSchema = { type: 'string', maxLength: 4 };
    const strings = new Set(fc.sample(boundaryValue(text, hints), { numRuns: 300, seed: 7 }));
    for (const edge of ['', '7777', '77777']) expect(strings.has(edge), edge).toBe(true);
  });

  it('keeps a __proto__ key as an own key of the JSON text', () => {
    expect(jsonText(JSON.parse('{"__proto__":{"isAdmin":true}}'))).toBe('{"__proto__":{"isAdmin":true}}');
  });
});
