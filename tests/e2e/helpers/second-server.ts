// A second real server for a test that changes what is served (a deploy under an open page): its
// own port, data folder and build folder, so the suite's server and build are never touched.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORT } from './served-screens.ts';

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function startSecondServer(distDir: string): Promise<SecondServer> {
  const port = E2E_PORT + 100;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-e2e-second-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the second server did not answer /health within 60 s');
}
