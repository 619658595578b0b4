// The benchmark's table: one per database, one row per scenario.
import { failed, type ScenarioResult } from './run-scenario.ts';

const columns: Array<{ title: string; cell: (r: ScenarioResult) => string; left?: boolean }> = [
  { title: 'scenario', cell: (r) => r.name, left: true },
  { title: 'borrowers', cell: (r) => String(r.borrowers) },
  { title: 'requests', cell: (r) => String(r.requests) },
  { title: 'req/s', cell: (r) => r.requestsPerSecond.toFixed(0) },
  { title: 'p50 ms', cell: (r) => r.p50Ms.toFixed(0) },
  { title: 'p99 ms', cell: (r) => r.p99Ms.toFixed(0) },
  { title: 'srv p50', cell: (r) => r.serverTimes?.p50Ms.toFixed(0) ?? '-' },
  { title: 'srv p99', cell: (r) => r.serverTimes?.p99Ms.toFixed(0) ?? '-' },
  { title: 'non-2xx', cell: (r) => String(r.badStatus) },
  { title: 'code!=0', cell: (r) => String(r.envelopeErrors) },
  { title: 'no answer', cell: (r) => String(r.noAnswer) },
  { title: 'drain ms', cell: (r) => r.drainMs.toFixed(0) },
  { title: 'CPU ms/req', cell: (r) => r.serverCpuMsPerRequest?.toFixed(2) ?? '-' },
  { title: '', cell: (r) => (failed(r) ? 'FAILED' : 'ok'), left: true },
];

export function printTable(title: string, results: readonly ScenarioResult[]): void {
  const cells = results.map((r) => columns.map((c) => c.cell(r)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => (columns[i]?.left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(columns.map((c) => c.title)));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of cells) console.log(line(row));
  for (const r of results.filter(failed)) {
    console.log(`\n${r.name} failed:`);
    for (const problem of r.problems) console.log(`  ${problem}`);
  }
}

export const TABLE_NOTES = [
  'req/s: average of the per-second counts; p50/p99: latency of answered requests, as the client saw it.',
  'srv p50/p99: the same requests as the server timed them (read to answer written, Fastify log);',
  '  the difference is time spent waiting to be read: a busy event loop or cores held by other work.',
  'non-2xx: answers with another status than expected (200; 304 for the ETag revalidation).',
  'code!=0: 200 answers whose envelope refused (every answer is checked, not a sample).',
  'no answer: connection errors and timeouts (10 s).',
  'drain ms: time to answer what was still in flight when the time was up (over 10 s fails).',
  'CPU ms/req: the server process only (with PGlite inside it; PostgreSQL works in its own).',
];
