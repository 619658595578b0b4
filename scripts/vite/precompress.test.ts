import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from './precompress.ts';

type WriteBundle = (options: { dir: string }, bundle: Record<string, unknown>) => void;
const writeBundle = precompress().writeBundle as unknown as WriteBundle;

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): void {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  writeBundle({ dir }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));
}

describe('precompress (client build)', () => {
  const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;

  it('writes Brotli and gzip copies of a script that decompress to the very file', () => {
    build({ 'app.js': script });
    const br = readFileSync(path.join(dir, 'app.js.br'));
    const gz = readFileSync(path.join(dir, 'app.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 3);
  });

  it('leaves alone files too small to gain, source maps and images', () => {
    build({
      'tiny.css': 'a{}'.repeat(MIN_BYTES / 4),
      'app.js.map': script,
      'icon.png': script,
    });
    for (const name of ['tiny.css', 'app.js.map', 'icon.png']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
