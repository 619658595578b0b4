// The server's own view of a scenario: Fastify logs every request's handling time
// ("request completed", responseTime in ms, from the request read to the answer written). Next to
// the latency autocannon sees, it tells the server's work apart from the time a request waited to
// be read at all (a busy event loop, or a machine whose cores other work holds).
import { openSync, readSync, closeSync, statSync } from 'node:fs';

export interface ServerTimes {
  p50Ms: number;
  p99Ms: number;
}

/** Where the log ends now: a scenario's lines are those written after it. */
export function logSize(logFile: string): number {
  return statSync(logFile).size;
}

function readFrom(logFile: string, offset: number): string {
  const length = logSize(logFile) - offset;
  if (length <= 0) return '';
  const buffer = Buffer.alloc(length);
  const fd = openSync(logFile, 'r');
  try {
    readSync(fd, buffer, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;

/** Handling times of the requests completed since `offset`; undefined when none was logged. */
export function serverTimesSince(logFile: string, offset: number): ServerTimes | undefined {
  const times: number[] = [];
  for (const line of readFrom(logFile, offset).split('\n')) {
    if (!line.includes('"request completed"')) continue;
    const responseTime = (JSON.parse(line) as { responseTime?: unknown }).responseTime;
    if (typeof responseTime === 'number') times.push(responseTime);
  }
  if (times.length === 0) return undefined;
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}
