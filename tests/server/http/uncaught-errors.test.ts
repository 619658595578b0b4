/**
 * An error nobody caught at run time is said as a JSON line on stderr an operator's log shipper can
 * parse, at any log level, and Node's own handling of it is unchanged: its stack is still printed
 * and the process still exits 1.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';

const FIXTURE = path.join(projectRoot, 'tests/server/http/fixtures/uncaught-at-run-time.ts');

function run(
  how: 'throw' | 'reject',
  level: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, how, level], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The first line of stderr, which must be the JSON line written before Node's own stack. */
function firstLine(stderr: string): { level: number; msg: string; origin: string; err: { message: string } } {
  return JSON.parse(stderr.split('\n')[0] ?? '') as never;
}

describe('an error nobody caught at run time', () => {
  it.each([
    ['throw', 'uncaughtException', 'an error nobody caught'],
    ['reject', 'unhandledRejection', 'a rejection nobody handled'],
  ] as const)(
    '(%s) is said as a JSON line, then Node handles it as before',
    async (how, origin, message) => {
      const { code, stdout, stderr } = await run(how, 'info');
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(firstLine(stderr)).toMatchObject({
        level: 60,
        msg: 'An error nobody caught',
        origin,
        err: { message },
      });
      // Node's own report follows, unchanged.
      expect(stderr.split('\n').slice(1).join('\n')).toContain(`Error: ${message}`);
    },
    30_000,
  );

  it('is said even at LOG_LEVEL=silent', async () => {
    const { code, stderr } = await run('throw', 'silent');
    expect(code).toBe(1);
    expect(firstLine(stderr)).toMatchObject({ level: 60, msg: 'An error nobody caught' });
  }, 30_000);
});
