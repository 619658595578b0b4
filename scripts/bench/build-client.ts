// The client build the benchmark measures: `npm run build` of the current source into a temporary
// folder, so the figures are those of the code as it is and dist/ (which a running server or test may
// be serving) is left alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ClientBuild {
  dir: string;
  remove(): void;
}

export function buildClient(root: string): ClientBuild {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'loan-app-bench-dist-'));
  try {
    execFileSync('npm', ['run', 'build', '--', '--outDir', dir, '--emptyOutDir'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
