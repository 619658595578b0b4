// `npm run bench:api`: the server under 200 borrowers at once, on loopback. For each database it
// starts the real server (server/main.ts as a child process, no watch mode) on 127.0.0.1, signs 200
// borrowers in over HTTP, gives most of them a completed profile, a bank card and an approved loan
// application, then drives each main read and write with 200 connections for a fixed time, every
// request carrying the next borrower's token. It prints requests per second and p50/p99 latency
// per call, and exits 1 when any answer is an error (a non-2xx status, an envelope with code != 0,
// a timeout) or the server logged an error: the claim is "200 concurrent borrowers, no errors".
//
// Databases: always the embedded PGlite (a new temporary folder); PostgreSQL as well, in the same
// run, when BENCH_DATABASE_URL (or DATABASE_URL) is set. The run works in a new schema of that
// database and drops it at the end. For example, with a throwaway local cluster:
//   pg_createcluster 15 bench -p 54334 -- --auth-local=trust --auth-host=trust
//   pg_ctlcluster 15 bench start
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54334/postgres npm run bench:api
//   pg_ctlcluster 15 bench stop && pg_dropcluster 15 bench
//
// Settings: BENCH_API_PORT (8096), BENCH_API_SECONDS per scenario (4; about 60 s per database in
// all), BENCH_API_CONNECTIONS (200), BENCH_API_ONLY (scenario ids to run, e.g.
// order.detail,home.index). The server's rate limits are raised for this run only, since
// every borrower comes from 127.0.0.1 here (scripts/bench-api/server-env.ts says why).
// The numbers are those of this machine at that moment: other work on it moves them.
import { copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase, type BenchSettings } from './bench-api/bench-database.ts';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './bench-api/databases.ts';
import { printTable, TABLE_NOTES } from './bench-api/report.ts';
import { failed } from './bench-api/run-scenario.ts';
import { loggedErrors } from './bench-api/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 200);
const settings: BenchSettings = {
  root,
  port: Number(process.env.BENCH_API_PORT ?? 8096),
  borrowers: connections,
  withOrders: Math.round(connections * 0.75),
  connections,
  seconds: Number(process.env.BENCH_API_SECONDS ?? 4),
  only: (process.env.BENCH_API_ONLY ?? '').split(',').filter(Boolean),
};
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;

// Ctrl-C or a kill ends the run through process.exit, whose handler stops the server.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const databases: Array<() => Promise<BenchDatabase>> = [async () => pgliteDatabase()];
if (postgresUrl) databases.push(() => postgresDatabase(postgresUrl));
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to run it too (see scripts/bench-api.ts).');

const started = Date.now();
let anyError = false;
for (const makeDatabase of databases) {
  const database = await makeDatabase();
  const serverLog = path.join(database.workDir, 'server.log');
  let ok = false;
  console.log(`\n${database.name}: ${settings.borrowers} borrowers, ${settings.withOrders} with an order`);
  try {
    const run = await benchDatabase(database, settings);
    printTable(
      `${database.name}: ${settings.connections} connections, ${settings.seconds} s per scenario`,
      run.results,
    );
    printServerErrors(run.serverErrors);
    ok = !run.results.some(failed) && run.serverErrors.count === 0;
  } catch (error) {
    console.error(
      `\n${database.name}: the benchmark could not run: ${(error as Error).stack ?? String(error)}`,
    );
    printServerErrors(loggedErrors(serverLog));
  } finally {
    if (!ok) keepServerLog(serverLog, database.name);
    anyError ||= !ok;
    await database.dispose();
  }
}

console.log(`\n${TABLE_NOTES.join('\n')}`);
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s on ${machine()}.`);
if (anyError) {
  console.error('\nErrors under load: the server did not hold every borrower without errors.');
  process.exit(1);
}

function printServerErrors(errors: { count: number; first: string[] }): void {
  if (errors.count === 0) return;
  console.log(`\nThe server logged ${errors.count} errors, the first:`);
  for (const line of errors.first) console.log(`  ${line}`);
}

/** The server's log outlives the run's temporary folder when something went wrong. */
function keepServerLog(logFile: string, databaseName: string): void {
  if (!existsSync(logFile)) return;
  const kept = path.join(tmpdir(), `loan-app-bench-api-${databaseName.toLowerCase()}-server.log`);
  copyFileSync(logFile, kept);
  console.log(`The server's log is kept in ${kept}.`);
}

function machine(): string {
  return `${process.platform} ${process.arch}, Node ${process.version}`;
}
