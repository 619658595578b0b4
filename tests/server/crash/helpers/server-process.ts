/**
 * The real server as an operator runs it (`node --import tsx server/main.ts`), in a child process
 * of its own, so a test can kill it with SIGKILL like a power cut of the process and start it
 * again on the same data. Its output is kept (the last lines) to explain a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot } from '../../../../server/paths.ts';

export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Resolves once /api1 answers; rejects if the process ends first or `timeoutMs` passes. */
  ready(timeoutMs: number): Promise<void>;
  /** Resolves with the signal or exit code when the process has ended and its output is all read. */
  readonly exited: Promise<string>;
  kill(signal: NodeJS.Signals): void;
  /** The last lines the server wrote, for a failure message. */
  output(): string;
  /** Everything the server wrote on each stream, for a test of the log itself. */
  written(): { stdout: string; stderr: string };
}

const KEEP_OUTPUT_CHARS = 8000;
/**
 * Only these ports, so the runs of other suites on this machine are never reached: 8100-8101 the
 * kill mid-burst, 8102 the connections ended mid-burst (tests/server/crash), 8103-8104 a data folder
 * in use (tests/server/http/data-folder-taken), 8106 the process's log
 * (tests/server/http/process-log), 8107 a port already taken (tests/server/http/port-taken),
 * 8108-8109 the start without a client build (tests/server/http/no-client-build).
 */
export const CRASH_PORTS = { first: 8100, last: 8109 } as const;

export function startServer(port: number, env: Record<string, string>): ServerProcess {
  if (port < CRASH_PORTS.first || port > CRASH_PORTS.last)
    throw new Error(`Crash tests use ports ${CRASH_PORTS.first}-${CRASH_PORTS.last}, not ${port}`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const written = { stdout: '', stderr: '' };
  const keep = (stream: keyof typeof written) => (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    written[stream] += text;
    output = (output + text).slice(-KEEP_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep('stdout'));
  child.stderr?.on('data', keep('stderr'));
  const exited = new Promise<string>((resolve) => {
    child.once('close', (code, signal) => resolve(signal ?? `exit ${code}`));
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  async function ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let ended: string | undefined;
    void exited.then((how) => (ended = how));
    while (Date.now() < deadline) {
      if (ended) throw new Error(`The server ended (${ended}) before answering:\n${output}`);
      try {
        const answer = await fetch(`${baseUrl}/api1/client/v1/config`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
  }

  return {
    baseUrl,
    pid: child.pid ?? -1,
    ready,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output: () => output,
    written: () => ({ ...written }),
  };
}
