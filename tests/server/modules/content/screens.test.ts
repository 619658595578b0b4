import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, fixturesDir, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let screensDir: string;
beforeAll(async () => {
  // A copy of the fixture screens, so the test can edit files as staff would.
  screensDir = await mkdtemp(path.join(os.tmpdir(), 'screens-'));
  await cp(path.join(fixturesDir, 'screens'), screensDir, { recursive: true });
  t = await createTestApp({ screensDir });
});
afterAll(async () => {
  await t.close();
  await rm(screensDir, { recursive: true, force: true });
});

const v1 = { 'x-renderer-format': '1' };

describe('GET /api1/screens/{id}', () => {
  it('serves the screen file with an ETag made of id, version, content hash and language', async () => {
    const { status, body, headers } = await apiGet<{ id: string; version: number; body: unknown[] }>(
      t.app,
      '/screens/login',
      { headers: v1 },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      id: 'login',
      format: 1,
      version: 3,
      route: { path: '/login', title: 'Sign In' },
    });
    expect(body.data.body).toEqual([{ type: 'Text', props: { text: 'Sign In' } }]);
    expect(headers.etag).toMatch(/^"login@3-[0-9a-f]{10}-en"$/);
    expect(headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body when the client already has this version', async () => {
    const first = await apiGet(t.app, '/screens/login', { headers: v1 });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api1/screens/login',
      headers: { ...v1, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api1/screens/login',
      headers: { ...v1, 'if-none-match': '"login@2-0000000000"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses a screen whose format is newer than the client draws, so it uses its bundled copy', async () => {
    const { status, body } = await apiGet(t.app, '/screens/future', { headers: v1 });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, msg: 'This screen needs a newer app version.', data: null });
    const newer = await apiGet(t.app, '/screens/future', { headers: { 'x-renderer-format': '2' } });
    expect(newer.body.code).toBe(0);
  });

  it('says clearly when a screen does not exist, including ids that are not screen ids', async () => {
    const missing = { code: 3001, msg: 'This screen does not exist.', data: null };
    expect((await apiGet(t.app, '/screens/nothing-here', { headers: v1 })).body).toEqual(missing);
    expect((await apiGet(t.app, '/screens/..%2Fpackage', { headers: v1 })).body).toEqual({
      ...missing,
      code: 1001,
    });
    expect((await apiGet(t.app, '/screens/Login', { headers: v1 })).body).toEqual({ ...missing, code: 1001 });
  });

  it('refuses a renderer format that is not a whole number', async () => {
    const { body } = await apiGet(t.app, '/screens/login', { headers: { 'x-renderer-format': 'latest' } });
    expect(body).toEqual({
      code: 1001,
      msg: 'x-renderer-format must be a whole number of 1 or more.',
      data: null,
    });
  });

  it('serves an edited file on the next request in development, with a new ETag', async () => {
    const before = await apiGet(t.app, '/screens/overlay.feedback', { headers: v1 });
    const edited = {
      id: 'overlay.feedback',
      format: 1,
      version: 2,
      body: [{ type: 'Text', props: { text: 'Call us' } }],
    };
    await writeFile(path.join(screensDir, 'overlay.feedback.json'), `${JSON.stringify(edited, null, 2)}\n`);
    const after = await apiGet<{ version: number; body: unknown[] }>(t.app, '/screens/overlay.feedback', {
      headers: v1,
    });
    expect(after.body.data.version).toBe(2);
    expect(after.body.data.body).toEqual(edited.body);
    expect(after.headers.etag).toMatch(/^"overlay\.feedback@2-/);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a file that is not a screen (saved half-way) with an error the client can fall back from', async () => {
    await writeFile(path.join(screensDir, 'half-saved.json'), '{ "id": "half-saved", "format": 1, ');
    const { status, body } = await apiGet(t.app, '/screens/half-saved', { headers: v1 });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 3002,
      msg: 'This screen could not be loaded. Please try again.',
      data: null,
    });
  });
});

describe('GET /api1/screens', () => {
  it('lists every readable screen with version, format and route path', async () => {
    const { body } = await apiGet<{ id: string }[]>(t.app, '/screens');
    expect(body.code).toBe(0);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { id: 'future', version: 1, format: 2, path: '/future' },
        { id: 'login', version: 3, format: 1, path: '/login' },
        { id: 'overlay.feedback', version: expect.any(Number), format: 1, path: null },
      ]),
    );
    expect(body.data.map((s) => s.id)).not.toContain('half-saved');
  });
});
