// One measured scenario against the running server: autocannon's figures, plus what the server's
// process spent on it and how long it took to answer the requests still in flight when the time
// was up (autocannon stops counting then; a long drain means those requests waited that long).
import type { Borrower } from './borrowers.ts';
import { cpuMsOf } from './process-cpu.ts';
import { runScenario, TIMEOUT_SECONDS, type RunOptions, type ScenarioResult } from './run-scenario.ts';
import type { Fixture, Scenario } from './scenarios.ts';
import type { ApiServer } from './server.ts';
import { logSize, serverTimesSince } from './server-timings.ts';

/**
 * The time until the server answers one more request: it queues behind what the scenario left in
 * flight (PGlite runs one query at a time, the PostgreSQL pool hands out connections in turn), so
 * it comes back once that backlog is worked off, and the next scenario starts on an idle server.
 */
async function drain(baseUrl: string, token: string): Promise<number> {
  const started = performance.now();
  await fetch(`${baseUrl}/api1/home/v1/index`, {
    headers: { token },
    signal: AbortSignal.timeout(3 * TIMEOUT_SECONDS * 1000),
  });
  return performance.now() - started;
}

export async function measureScenario(
  server: ApiServer,
  scenario: Scenario,
  borrowers: readonly Borrower[],
  fixture: Fixture,
  options: RunOptions,
): Promise<ScenarioResult> {
  const logOffset = logSize(server.logFile);
  const cpuBefore = cpuMsOf(server.pid);
  const result = await runScenario(scenario, borrowers, fixture, options);
  const drainMs = result.cutOff > 0 ? await drain(server.url, (borrowers[0] as Borrower).token) : 0;
  const cpuAfter = cpuMsOf(server.pid);
  const answered = result.requests + result.cutOff;
  const serverCpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || answered === 0
      ? undefined
      : (cpuAfter - cpuBefore) / answered;
  const problems = [...result.problems];
  if (result.requests === 0)
    problems.push(`not one answer in ${options.seconds} s (${result.cutOff} requests were in flight)`);
  if (drainMs > TIMEOUT_SECONDS * 1000)
    problems.push(`${result.cutOff} requests in flight at the end took ${Math.round(drainMs)} ms more`);
  return {
    ...result,
    problems,
    drainMs,
    serverCpuMsPerRequest,
    serverTimes: serverTimesSince(server.logFile, logOffset),
  };
}
