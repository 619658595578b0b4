// Starts the real server for a benchmark on its own port and an empty temporary data folder, serving
// the client build in `distDir` (dist/ when not given).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startServer(root: string, port: number, distDir?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_ENV: process.env.APP_ENV ?? 'development',
  };
  delete env.DATABASE_URL;
  if (distDir) env.DIST_DIR = distDir;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Generous: the first start migrates a new database, slow on a busy 2-core machine.
    await waitUntilUp(`${url}/`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
