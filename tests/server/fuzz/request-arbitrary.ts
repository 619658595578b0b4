/**
 * One fuzzed request to an endpoint: who calls (a signed-in borrower, nobody, a forged token),
 * from which address, the URL and the body. Printed short when a case fails.
 */
import fc from 'fast-check';
import type { EndpointContract } from '../../../server/contract/load-contract.ts';
import { MULTIPART } from '../../../server/contract/multipart-fields.ts';
import type { Deepener } from './deepeners.ts';
import { jsonBodyArbitrary, type BodyPart } from './json-body-arbitrary.ts';
import { multipartBodyArbitrary } from './multipart-arbitrary.ts';
import { urlArbitrary } from './url-arbitrary.ts';
import type { FuzzHints, JsonSchema } from './valid-arbitrary.ts';

/** Whose token the request carries: borrowers the test signed in, or none, or a forged one. */
export type Caller = 'fresh' | 'profiled' | 'loaned' | 'none' | { forged: string };

export interface FuzzRequest {
  caller: Caller;
  method: 'GET' | 'POST';
  url: string;
  ip: string;
  body: BodyPart;
}

const forgedTokens = [
  'x',
  'null',
  'Bearer abc',
  '0'.repeat(64),
  'f'.repeat(4096),
  '../../etc/passwd',
  "' OR '1'='1",
  '%00',
];

const callerArbitrary: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Caller>('profiled') },
  { weight: 3, arbitrary: fc.constant<Caller>('loaned') },
  { weight: 2, arbitrary: fc.constant<Caller>('fresh') },
  { weight: 1, arbitrary: fc.constant<Caller>('none') },
  { weight: 1, arbitrary: fc.constantFrom(...forgedTokens).map((forged): Caller => ({ forged })) },
);

// Several addresses, as several phones would come from.
const ipArbitrary = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map(([a, b]) => `10.77.${a}.${b}`),
  fc.constantFrom('127.0.0.1', '::1', '::ffff:10.0.0.1'),
);

function short(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** What fast-check prints for a failing case: readable, never 100 kB. */
export function describeRequest(request: FuzzRequest): string {
  const who =
    typeof request.caller === 'string' ? request.caller : `forged ${short(request.caller.forged, 40)}`;
  const payload =
    request.body.payload === undefined ? '(no body)' : short(request.body.payload.toString('latin1'));
  return `${request.method} ${short(request.url, 200)} as ${who} from ${request.ip} headers ${JSON.stringify(request.body.headers)} body ${JSON.stringify(payload)}`;
}

export function requestArbitrary(
  endpoint: EndpointContract,
  hints: FuzzHints,
  deepener: Deepener | undefined,
): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<BodyPart> =
    endpoint.method === 'GET'
      ? fc.constant({ headers: {} })
      : endpoint.contentType === MULTIPART
        ? multipartBodyArbitrary(endpoint.body as JsonSchema, hints)
        : jsonBodyArbitrary(endpoint.body as JsonSchema | undefined, hints, deepener);
  return fc
    .record({ caller: callerArbitrary, url: urlArbitrary(endpoint, hints), ip: ipArbitrary, body })
    .map((parts) => {
      const request: FuzzRequest = { ...parts, method: endpoint.method };
      return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
    });
}
