import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// A built client as `npm run build` leaves it: each text file beside its .br and .gz copies.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};\n`;
const html = `<!doctype html><html lang="en"><body><div id="root"></div>${' '.repeat(1200)}</body></html>`;
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
  writeFileSync(path.join(distDir, 'index.html'), html);
  writeFileSync(path.join(distDir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(distDir, 'index.html.gz'), gzipSync(html));
  const assets = path.join(distDir, 'assets');
  mkdirSync(assets);
  writeFileSync(path.join(assets, 'app-1a2b3c.js'), script);
  writeFileSync(path.join(assets, 'app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(assets, 'app-1a2b3c.js.gz'), gzipSync(script));
  t = await createTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('compressed copies of the built client', () => {
  it('sends the Brotli copy of a script to a browser that accepts it, still cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(String(response.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page an app route answers with, too', async () => {
    const response = await get('/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });
});
