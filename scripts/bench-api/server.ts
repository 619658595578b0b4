// Starts the real server (server/main.ts, no watch mode) as a child process on loopback for the API
// benchmark, with the settings the benchmark needs on top of the caller's environment. Its output
// goes to a log file, so the benchmark can show the server's own errors when a request fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';

export interface ApiServer {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// Whatever ends the benchmark (an error, Ctrl-C), no server is left behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killLater);
  }
  running.delete(child);
}

/** `env` is the server's settings (PORT, DATA_DIR or DATABASE_URL, limits); HOST is always loopback. */
export async function startApiServer(
  root: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
): Promise<ApiServer> {
  const log = openSync(logFile, 'a');
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  try {
    await waitUntilUp(`${url}/api1/client/v1/config`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid as number, logFile, stop };
}

/** How many error lines (pino level 50 and above) the server logged, and the first few of them. */
export function loggedErrors(logFile: string, keep = 3): { count: number; first: string[] } {
  if (!existsSync(logFile)) return { count: 0, first: [] };
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const errors = lines.filter((line) => /"level":(5|6)0\b/.test(line));
  return { count: errors.length, first: errors.slice(0, keep).map((line) => line.slice(0, 600)) };
}
