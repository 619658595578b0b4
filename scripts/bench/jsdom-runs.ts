// Runs a jsdom benchmark script in its own Node process with React's production build
// (NODE_ENV=production) and returns the JSON line it prints last.
import { execFileSync } from 'node:child_process';

export function runJsdomBench<T>(root: string, script: string, args: string[] = []): T {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as T;
}

export interface LoginRender {
  runs: number;
  medianMs: number;
  p95Ms: number;
  firstMs: number;
}

export interface WorkFormTyping {
  keystrokes: number;
  rendered: Record<string, number>;
  otherFieldsRendered: number;
  medianMsPerKeystroke: number;
}
