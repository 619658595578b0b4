// Runs one scenario with autocannon for a fixed time: every request carries the next borrower's
// token in turn, and every answer is checked: its HTTP status, and for a 200 its envelope's code.
import autocannon from 'autocannon';
import type { Borrower } from './borrowers.ts';
import type { Fixture, Scenario } from './scenarios.ts';
import type { ServerTimes } from './server-timings.ts';

export interface ScenarioResult {
  name: string;
  kind: 'read' | 'write';
  borrowers: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers whose HTTP status was not the expected one (200, or 304 for a revalidation). */
  badStatus: number;
  /** 200 answers whose envelope said code != 0. */
  envelopeErrors: number;
  /** Connection errors and timeouts (no answer at all). */
  noAnswer: number;
  /** Requests still unanswered when the time was up (answered while the server drained). */
  cutOff: number;
  /** How long the server took to answer those after the time was up (see measure.ts). */
  drainMs: number;
  /** CPU of the server's process per answered request (PGlite's work included, PostgreSQL's not). */
  serverCpuMsPerRequest: number | undefined;
  /** The server's own handling time of the same requests (server-timings.ts). */
  serverTimes: ServerTimes | undefined;
  /** One answer of each kind of problem, to show what went wrong. */
  problems: string[];
}

/** autocannon's timeout: a request unanswered for this long counts as an error. */
export const TIMEOUT_SECONDS = 10;

export interface RunOptions {
  url: string;
  connections: number;
  seconds: number;
}

// The app's own prefix of a success envelope (the serialiser writes `code` first); anything else
// is parsed to be sure.
const SUCCESS_PREFIX = '{"code":0,';

export async function runScenario(
  scenario: Scenario,
  everyone: readonly Borrower[],
  fixture: Fixture,
  options: RunOptions,
): Promise<Omit<ScenarioResult, 'drainMs' | 'serverCpuMsPerRequest' | 'serverTimes'>> {
  const borrowers = scenario.who === 'all' ? everyone : everyone.filter((b) => b.orderId !== undefined);
  if (borrowers.length === 0) throw new Error(`${scenario.name}: no borrower to send it`);
  const calls = borrowers.map((borrower) => {
    const spec = scenario.call(borrower, fixture);
    const headers: Record<string, string> = { token: borrower.token, os: 'android-h5', ...spec.headers };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    return {
      method: spec.method,
      path: spec.path,
      headers,
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
    };
  });
  let next = 0;
  let answered = 0;
  let badStatus = 0;
  let envelopeErrors = 0;
  const problems = new Map<string, string>();
  const note = (kind: string, text: string) => {
    if (!problems.has(kind)) problems.set(kind, text.slice(0, 300));
  };

  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        // Keeps autocannon's own fields (host, port) and puts the borrower's call over them.
        setupRequest: (request) => {
          const call = calls[next++ % calls.length] as (typeof calls)[number];
          return { ...request, ...call, headers: { ...request.headers, ...call.headers } };
        },
        onResponse: (status, body) => {
          answered += 1;
          if (status !== scenario.expectStatus) {
            badStatus += 1;
            note(`status ${status}`, `HTTP ${status}: ${body}`);
          } else if (status === 200 && !body.startsWith(SUCCESS_PREFIX)) {
            const code = envelopeCode(body);
            if (code !== 0) {
              envelopeErrors += 1;
              note(`code ${code}`, `code ${code}: ${body}`);
            }
          }
        },
      },
    ],
  });
  const noAnswer = result.errors + result.timeouts;
  if (noAnswer > 0) note('no answer', `${result.errors} connection errors, ${result.timeouts} timeouts`);
  return {
    name: scenario.name,
    kind: scenario.kind,
    borrowers: borrowers.length,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    badStatus,
    envelopeErrors,
    noAnswer,
    // setupRequest runs once per request sent.
    cutOff: Math.max(0, next - answered - noAnswer),
    problems: [...problems.values()],
  };
}

function envelopeCode(body: string): number | string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : 'missing';
  } catch {
    return 'not JSON';
  }
}

/**
 * An error answer, no answer, a request left waiting longer than the timeout, or not a single
 * answer in the whole run (then nothing was shown to hold).
 */
export const failed = (r: ScenarioResult): boolean =>
  r.badStatus + r.envelopeErrors + r.noAnswer > 0 || r.drainMs > TIMEOUT_SECONDS * 1000 || r.requests === 0;
