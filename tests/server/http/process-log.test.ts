/**
 * Everything the server process writes is a JSON line an operator's log shipper can parse: the
 * start's own lines (migrations, where it listens, a missing client build), the request log and the
 * stop. Errors that end a start go to stderr, the rest to stdout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../crash/helpers/server-process.ts';

const PORT = 8106;
const made: string[] = [];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'process-log-'));
  made.push(dir);
  return dir;
}

/** Each line of a stream as the object it encodes; a line that is not JSON fails the test, named. */
function entries(stream: string): { level: number; msg?: string; err?: unknown; req?: { url: string } }[] {
  return stream
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg?: string };
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the server process's log", () => {
  it('is JSON lines from the first to the last, the start and the stop included', async () => {
    const server = startServer(PORT, {
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: folder(),
      DIST_DIR: folder(), // no client build: the start warns of it
    });
    try {
      await server.ready(90_000);
      await fetch(`${server.baseUrl}/api1/client/v1/config?phone=919876543210`);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await server.exited).toBe('exit 0');

    const { stdout, stderr } = server.written();
    const messages = entries(stdout).map((entry) => entry.msg ?? '');
    expect(messages).toContainEqual(expect.stringMatching(/^Database migrated: 001_identity.sql, /));
    expect(messages).toContainEqual(expect.stringMatching(/^Loan app running at http:\/\/localhost:8106 /));
    expect(messages).toContainEqual(expect.stringMatching(/^No client build in /));
    expect(messages).toContain('SIGTERM: shutting down');
    // The request log's privacy holds on the process's logger too.
    const urls = entries(stdout).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toContain('/api1/client/v1/config?phone=********3210');
    expect(entries(stderr)).toEqual([]);
  }, 120_000);

  it('says why a start failed on an error of its own in a JSON line on stderr, at any level', async () => {
    const notAFolder = path.join(folder(), 'a-file');
    writeFileSync(notAFolder, 'not a data folder');
    const server = startServer(PORT, { APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: notAFolder });
    expect(await server.exited).toBe('exit 1');
    const { stdout, stderr } = server.written();
    expect(stdout).toBe('');
    expect(entries(stderr)).toEqual([
      expect.objectContaining({ level: 60, msg: 'The server could not start', err: expect.anything() }),
    ]);
  }, 60_000);

  it('says why a start failed in a JSON line on stderr', async () => {
    const server = startServer(PORT, { APP_ENV: 'test', LOG_LEVEL: 'nonsense', DATA_DIR: folder() });
    expect(await server.exited).toBe('exit 1');
    const { stdout, stderr } = server.written();
    expect(stdout).toBe('');
    expect(entries(stderr)).toEqual([
      expect.objectContaining({ level: 60, msg: expect.stringContaining('LOG_LEVEL must be one of') }),
    ]);
  }, 60_000);
});
