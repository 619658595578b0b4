/**
 * The URL of a fuzzed request: path parameters (valid, at a boundary, hostile, traversal, broken
 * percent-encoding) and the query string (fuzzed fields, repeated keys, prototype keys in the
 * bracket syntax some query parsers expand).
 */
import fc from 'fast-check';
import type { EndpointContract } from '../../../server/contract/load-contract.ts';
import { requestPartValue } from './fuzz-arbitrary.ts';
import { percentEncode, plainText } from './json-text.ts';
import type { FuzzHints, JsonSchema } from './valid-arbitrary.ts';

/** Path segments sent as they are: traversal, encoded separators, broken and overlong escapes. */
const rawSegments = [
  '..',
  '../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f',
  '%00',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  '%D8%00',
  '1;DROP',
  '1%20OR%201=1',
  '.',
  '%20',
  'a'.repeat(5000),
];

function pathSegment(schema: JsonSchema | undefined, hints: FuzzHints): fc.Arbitrary<string> {
  const fuzzed = requestPartValue(schema ?? { type: 'string' }, hints).map((value) =>
    percentEncode(plainText(value)),
  );
  return fc.oneof(
    { weight: 4, arbitrary: fuzzed },
    { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
  );
}

function pathArbitrary(endpoint: EndpointContract, hints: FuzzHints): fc.Arbitrary<string> {
  const properties = (endpoint.params as JsonSchema | undefined)?.properties ?? {};
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return fc.tuple(...names.map((name) => pathSegment(properties[name], hints))).map((segments) => {
    let path = endpoint.path;
    names.forEach((name, i) => (path = path.replace(`{${name}}`, segments[i]!)));
    return path;
  });
}

/** Query text that the encoder of a fuzzed object cannot produce. */
const rawQueries = [
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  '__proto__=1',
  '%ZZ=1',
  'a=%E0%A4%A',
  '=&&=',
  'x'.repeat(3000) + '=1',
];

function encodePair(key: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  // An array is a repeated key (?id=1&id=2), as query parsers read it.
  return values.map((item) => `${percentEncode(key)}=${percentEncode(plainText(item))}`);
}

function queryArbitrary(schema: JsonSchema | undefined, hints: FuzzHints): fc.Arbitrary<string> {
  const fields = requestPartValue(schema ?? { type: 'object', properties: {} }, hints).map((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, item]) => encodePair(key, item))
      : // A hostile value instead of the whole object: sent as one nameless field.
        [percentEncode(plainText(value))],
  );
  const raw = fc.oneof({ weight: 5, arbitrary: fc.constant('') }, fc.constantFrom(...rawQueries));
  return fc.tuple(fields, raw).map(([pairs, extra]) => [...pairs, ...(extra ? [extra] : [])].join('&'));
}

/** `/path/with/params?query` below /api1. Endpoints without a query get one now and then. */
export function urlArbitrary(endpoint: EndpointContract, hints: FuzzHints): fc.Arbitrary<string> {
  const query = endpoint.query
    ? queryArbitrary(endpoint.query as JsonSchema, hints)
    : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, queryArbitrary(undefined, hints));
  return fc
    .tuple(pathArbitrary(endpoint, hints), query)
    .map(([path, search]) => `/api1${path}${search ? `?${search}` : ''}`);
}
