/**
 * The server started on a port another process holds (often the same server started twice) says
 * so in one line and exits 1, rather than with a stack after it migrated and seeded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '../crash/helpers/server-process.ts';

const PORT = 8107;

it('says the port is taken in one line and exits 1', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(PORT, '127.0.0.1', resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'port-taken-'));
  try {
    const server = startServer(PORT, { APP_ENV: 'test', DATA_DIR: dataDir });
    expect(await server.exited).toBe('exit 1');
    expect(server.output()).toContain(`Could not listen on 127.0.0.1:${PORT}: Error: listen EADDRINUSE`);
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toContain('running at');
  } finally {
    await new Promise((resolve) => holder.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
