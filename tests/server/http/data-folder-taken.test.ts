/**
 * A second server started on the embedded database folder a running one uses (a second
 * `npm start` on another port, a supervisor that starts the new one before the old has stopped)
 * says so in one line and exits 1, before it touches the database: two processes on one folder
 * each answer from their own copy, and the last to write loses the other's acknowledged writes.
 * Once the first is gone, even killed, the folder is free.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../crash/helpers/server-process.ts';

const FIRST_PORT = 8103;
const SECOND_PORT = 8104;
const START_TIMEOUT_MS = 120_000;

it('refuses a second server on a folder in use, and starts one once the first was killed', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-taken-'));
  const dataDir = path.join(folder, 'data');
  const env = { APP_ENV: 'test', DATA_DIR: dataDir };
  const servers: ServerProcess[] = [];
  try {
    const first = startServer(FIRST_PORT, env);
    servers.push(first);
    await first.ready(START_TIMEOUT_MS);

    const second = startServer(SECOND_PORT, env);
    servers.push(second);
    expect(await second.exited).toBe('exit 1');
    expect(second.output()).toContain(
      `The embedded database in ${dataDir} is in use by another process (pid ${first.pid}, since `,
    );
    expect(second.output()).not.toMatch(/^\s+at /m);
    expect(second.output()).not.toContain('running at');
    // The first server goes on, its database untouched by the second.
    expect((await fetch(`${first.baseUrl}/health`)).status).toBe(200);

    first.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const third = startServer(SECOND_PORT, env);
    servers.push(third);
    await third.ready(START_TIMEOUT_MS);
    expect((await fetch(`${third.baseUrl}/health`)).status).toBe(200);
    third.kill('SIGTERM');
    expect(await third.exited).toMatch(/^(exit 0|SIGTERM)$/);
    // A server that stops removes its lock.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  } finally {
    for (const server of servers) {
      server.kill('SIGKILL');
      await server.exited;
    }
    rmSync(folder, { recursive: true, force: true });
  }
}, 240_000);
