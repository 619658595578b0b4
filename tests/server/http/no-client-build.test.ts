/**
 * The server started without a client build (`npm run dev` on a fresh clone) says so at start:
 * its pages answer 404, and an operator should not have to guess why.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../crash/helpers/server-process.ts';

const START_TIMEOUT_MS = 90_000;
const made: string[] = [];
const servers: ServerProcess[] = [];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'no-client-build-'));
  made.push(dir);
  return dir;
}

async function startedWith(distDir: string, port: number): Promise<ServerProcess> {
  // At info: the line saying where it runs is one, and it marks the end of what the start says.
  const server = startServer(port, {
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: folder(),
    DIST_DIR: distDir,
  });
  servers.push(server);
  await server.ready(START_TIMEOUT_MS);
  return server;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a server started without a client build', () => {
  it('says at start that the pages will not answer and how to build them', async () => {
    const server = await startedWith(folder(), 8108);
    // Its own stream: it may reach this process after the first answer.
    await expect.poll(() => server.written().stdout).toContain("the app's pages do not. Run npm run build");
    const page = await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
  }, 120_000);

  it('says nothing of it when the client is built', async () => {
    const dist = folder();
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Loan app</title>');
    const server = await startedWith(dist, 8109);
    const page = await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    await expect.poll(() => server.written().stdout).toContain('Loan app running at');
    expect(server.written().stdout).not.toContain('No client build');
  }, 120_000);
});
