// The flood limit counts the built client's files apart from the API (decision 0036): a first visit
// fetches about a hundred files, and borrowers behind one carrier NAT share one address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../access/brute-force-helpers.ts';
import { apiGet } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const API_BUDGET = 3;
const FILES_BUDGET = 6;

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'client-files-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Loan"}');
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'main-1a2b3c.js'), 'export {};\n');
  t = await createTestApp({
    distDir,
    env: { RATE_LIMIT_PER_MINUTE: String(API_BUDGET), RATE_LIMIT_FILES_PER_MINUTE: String(FILES_BUDGET) },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** What a first visit fetches, in turn: the page of an app route, its script, the manifest. */
const VISIT = [
  { url: '/login', headers: { accept: 'text/html' } },
  { url: '/assets/main-1a2b3c.js', headers: {} },
  { url: '/manifest.webmanifest', headers: {} },
];

const fetchFile = async (index: number, ip: string) => {
  const { url, headers } = VISIT[index % VISIT.length]!;
  return t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
};

describe('the flood limit and the client files', () => {
  it("leaves the API its whole budget after a network's borrowers fetched more files than it", async () => {
    const ip = freshAddress();
    for (let index = 0; index < FILES_BUDGET; index++)
      expect((await fetchFile(index, ip)).statusCode).toBe(200);
    const api: number[] = [];
    for (let call = 0; call <= API_BUDGET; call++)
      api.push((await apiGet(t.app, '/system/get-country', { ip })).status);
    expect(api).toEqual([200, 200, 200, 429]);
  });

  it('still limits the files, on a budget of their own, with the envelope', async () => {
    const ip = freshAddress();
    for (let index = 0; index < FILES_BUDGET; index++)
      expect((await fetchFile(index, ip)).statusCode).toBe(200);
    const over = await fetchFile(0, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: expect.any(Number), msg: expect.stringMatching(/.+/) });
    // The network's API calls are still answered; another network's files are too.
    expect((await apiGet(t.app, '/system/get-country', { ip })).status).toBe(200);
    expect((await fetchFile(1, freshAddress())).statusCode).toBe(200);
  });

  it('keeps the files out of the API budget: its calls still run out at its own limit', async () => {
    const ip = freshAddress();
    for (let call = 0; call < API_BUDGET; call++)
      expect((await apiGet(t.app, '/system/get-country', { ip })).status).toBe(200);
    expect((await apiGet(t.app, '/system/get-country', { ip })).status).toBe(429);
    expect((await fetchFile(1, ip)).statusCode).toBe(200);
  });
});
