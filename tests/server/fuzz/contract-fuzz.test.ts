/**
 * Every endpoint of the contract (schemas/api/endpoints), fuzzed from its own schemas: whatever is
 * sent, the answer is never a 5xx, always the envelope with a catalogued code, and a refused call
 * leaves every table as it was. A new endpoint is fuzzed by being in the contract.
 *
 * FUZZ_RUNS (cases per endpoint) and FUZZ_SEED (to replay a run) can be set; the seed of each run
 * is printed with the case count.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type EndpointContract } from '../../../server/contract/load-contract.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { mayChangeOnRefusal, notFuzzed } from './allowances.ts';
import { readEnvelope } from './answer-checks.ts';
import { TableWatch } from './db-fingerprint.ts';
import { deepenersFor } from './deepeners.ts';
import {
  borrowerWithLoan,
  seededHints,
  signInBorrowers,
  startFuzzApp,
  tokenOf,
  type Borrowers,
  type LoanedBorrower,
} from './fuzz-world.ts';
import { prototypeKeys, pollutionOf } from './prototype-watch.ts';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary.ts';
import type { FuzzHints } from './valid-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 22);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

const contract = loadContract();
// The development endpoints go last: they move the shared clock (which would age the borrowers'
// sessions) and run due jobs, which would change what the endpoints after them see.
const endpoints = [...contract.values()].sort(
  (a, b) => Number(Boolean(a.devOnly)) - Number(Boolean(b.devOnly)),
);
const prototypesBefore = prototypeKeys();
const tally = { endpoints: 0, cases: 0, accepted: 0, serverErrors: 0 };
/** Per endpoint, how many cases got each code (printed with FUZZ_VERBOSE, to see how deep the fuzz gets). */
const codesSeen = new Map<string, Map<number, number>>();

let t: TestApp;
let hints: FuzzHints;
let tables: TableWatch;
let withLoan: LoanedBorrower;
beforeAll(async () => {
  t = await startFuzzApp();
  withLoan = await borrowerWithLoan(t);
  hints = await seededHints(t);
  tables = await TableWatch.start(t.db);
});
afterAll(async () => {
  await t?.close();
  if (process.env.FUZZ_VERBOSE)
    for (const [id, seen] of codesSeen)
      console.log(`fuzz: ${id} codes ${JSON.stringify(Object.fromEntries(seen))}`);
  console.log(
    `fuzz: ${tally.endpoints} endpoints, ${tally.cases} cases, ${tally.serverErrors} server errors` +
      ` (${tally.accepted} accepted; seed ${SEED}, ${RUNS} runs per endpoint)`,
  );
});

async function send(request: FuzzRequest, borrowers: Borrowers) {
  const token = tokenOf(request.caller, borrowers);
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.body.headers, ...(token === undefined ? {} : { token }) },
    remoteAddress: request.ip,
    ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
  });
}

async function fuzzEndpoint(endpoint: EndpointContract, seed: number): Promise<void> {
  const borrowers = await signInBorrowers(t, withLoan);
  const caseHints = { ...hints, integers: [...hints.integers, ...withLoan.ids, borrowers.cardId] };
  const allowed = mayChangeOnRefusal[endpoint.id] ?? {};
  const deepener = deepenersFor(t.config)[endpoint.id];
  await tables.changedTables(); // the borrowers just added are not a case's doing
  const property = fc.asyncProperty(requestArbitrary(endpoint, caseHints, deepener), async (request) => {
    const answer = await send(request, borrowers);
    tally.cases += 1;
    const read = readEnvelope(answer);
    if ('problem' in read) {
      if (answer.statusCode >= 500) tally.serverErrors += 1;
      throw new Error(read.problem);
    }
    const seen = codesSeen.get(endpoint.id) ?? new Map<number, number>();
    codesSeen.set(endpoint.id, seen.set(read.envelope.code, (seen.get(read.envelope.code) ?? 0) + 1));
    const changed = await tables.changedTables();
    if (read.envelope.code === 0) {
      tally.accepted += 1;
      return;
    }
    const unexpected = changed.filter((table) => !(table in allowed));
    if (unexpected.length > 0)
      throw new Error(
        `refused (${read.envelope.code} "${read.envelope.msg}") but changed ${unexpected.join(', ')}`,
      );
  });
  // No shrinking by default: each case changes the database, so a shrunk case may not fail alike.
  await fc.assert(property, { numRuns: RUNS, seed, endOnFailure: !process.env.FUZZ_SHRINK });
  tally.endpoints += 1;
}

describe('fuzzing every /api1 endpoint from its contract', () => {
  it('leaves out no endpoint without a written reason', () => {
    for (const [id, reason] of Object.entries(notFuzzed)) {
      expect(contract.has(id), `${id} is not in the contract`).toBe(true);
      expect(reason.trim().length, `${id} needs a reason`).toBeGreaterThan(10);
    }
    for (const id of Object.keys(mayChangeOnRefusal)) expect(contract.has(id), id).toBe(true);
  });

  endpoints.forEach((endpoint, index) => {
    const reason = notFuzzed[endpoint.id];
    it.skipIf(reason !== undefined)(
      `${endpoint.id}: ${endpoint.method} ${endpoint.path} answers every case with the envelope`,
      () => fuzzEndpoint(endpoint, SEED + index),
      60_000,
    );
  });

  it('fuzzed every endpoint not left out, and polluted no prototype', () => {
    expect(tally.endpoints).toBe(endpoints.length - Object.keys(notFuzzed).length);
    expect(pollutionOf(prototypesBefore)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
