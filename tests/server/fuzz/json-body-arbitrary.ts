/**
 * The body of a fuzzed JSON request: the fuzzed value of the contract's body schema (possibly
 * signed the way only a real caller can, see deepeners.ts), JSON text with prototype keys written
 * by hand, malformed or empty text, and the right text under the wrong content type.
 */
import fc from 'fast-check';
import type { Deepener } from './deepeners.ts';
import { requestPartValue } from './fuzz-arbitrary.ts';
import { HUGE_STRING } from './hostile-values.ts';
import { jsonText } from './json-text.ts';
import type { FuzzHints, JsonSchema } from './valid-arbitrary.ts';

export interface BodyPart {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const JSON_TYPE = 'application/json';

const malformedTexts = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  'undefined',
  '\u0000',
  '\uFEFF{}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  `"${HUGE_STRING}"`,
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/json-patch+json',
  'application/jsonx',
  'application/xml',
  '*/*',
];

/** Prototype keys written into otherwise valid text: what JSON.parse would turn into own keys. */
function withPrototypeKeys(text: string): fc.Arbitrary<string> {
  const injected = fc.constantFrom(
    '"__proto__":{"isAdmin":true}',
    '"constructor":{"prototype":{"isAdmin":true}}',
    '"__proto__":{"__proto__":{"isAdmin":true}}',
  );
  return injected.map((key) =>
    text.startsWith('{') && text !== '{}' ? `{${key},${text.slice(1)}` : `{${key}}`,
  );
}

export function jsonBodyArbitrary(
  schema: JsonSchema | undefined,
  hints: FuzzHints,
  deepener: Deepener | undefined,
): fc.Arbitrary<BodyPart> {
  const bodySchema = deepener?.bodySchema ?? schema ?? { type: 'object', properties: {} };
  const value = requestPartValue(bodySchema, hints);
  const signed = deepener?.sign
    ? fc
        .tuple(value, fc.boolean())
        .map(([body, sign]) => (sign ? deepener.sign!(body) : { body, headers: {} }))
    : value.map((body) => ({ body, headers: {} as Record<string, string> }));
  const structured = signed.map(({ body, headers }) => ({
    payload: jsonText(body),
    headers: { 'content-type': JSON_TYPE, ...headers },
  }));
  const text = value.map((body) => jsonText(body));
  return fc.oneof(
    { weight: 12, arbitrary: structured },
    {
      weight: 2,
      arbitrary: text
        .chain(withPrototypeKeys)
        .map((payload) => ({ payload, headers: { 'content-type': JSON_TYPE } })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...malformedTexts)
        .map((payload) => ({ payload, headers: { 'content-type': JSON_TYPE } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom(...wrongContentTypes))
        .map(([payload, type]) => ({ payload, headers: { 'content-type': type } })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyPart>(
        { headers: {} },
        { payload: '', headers: { 'content-type': JSON_TYPE } },
        { payload: '   ', headers: { 'content-type': JSON_TYPE } },
        { payload: '{}', headers: {} },
      ),
    },
  );
}
