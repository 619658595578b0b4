import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config.ts';
import { productionEnv } from '../../helpers/production-env.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { createGalleryFiles, type GalleryFiles } from './gallery-files.ts';

const TOKEN = 'g'.repeat(20) + 'allery-token-for-staff';
const PAGE = '<!doctype html><title>Gallery</title><div id="gallery"></div>';

let files: GalleryFiles;
let distDir: string;
beforeAll(() => {
  files = createGalleryFiles();
  // A client build holding the gallery page next to the borrowers' one.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Loan</title>');
  fs.writeFileSync(path.join(distDir, 'gallery.html'), PAGE);
  // As the build leaves it: precompressed copies beside the page.
  fs.writeFileSync(path.join(distDir, 'gallery.html.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(distDir, 'gallery.html.br'), 'brotli bytes');
});
afterAll(() => {
  files.remove();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the gallery while the development surface is on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      distDir,
      screensDir: files.screensDir,
      env: { FIXTURES_DIR: files.fixturesDir },
    });
  });
  afterAll(() => t.close());

  it('serves the gallery page for the index and for a frame, never cached', async () => {
    for (const url of ['/__gallery', '/__gallery/frame?screen=help&fixture=default']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe(PAGE);
    }
  });

  it('keeps the built gallery.html and unknown gallery addresses out of reach', async () => {
    for (const url of ['/gallery.html', '/gallery.html.gz', '/gallery.html.br', '/__gallery/nothing'])
      expect((await get(t, url)).statusCode, url).toBe(404);
    // The borrowers' app is untouched.
    expect((await get(t, '/personal/help')).statusCode).toBe(200);
  });
});

describe('a look through the whole gallery', () => {
  it('is not cut short by the per-address limit while the gallery is open to all', async () => {
    const t = await createTestApp({
      distDir,
      screensDir: files.screensDir,
      env: {
        FIXTURES_DIR: files.fixturesDir,
        RATE_LIMIT_PER_MINUTE: '3',
        RATE_LIMIT_FILES_PER_MINUTE: '3',
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        for (const url of ['/__gallery/frame?screen=help&fixture=default', '/__gallery/api/screen/help'])
          statuses.push((await get(t, url)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // The borrowers' pages keep their limit (the built client's own budget, decision 0036).
      for (let i = 0; i < 4; i++) statuses.push((await get(t, '/personal/help')).statusCode);
      expect(statuses.slice(6)).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('the gallery in production', () => {
  const production = (extra: Record<string, string> = {}) =>
    createTestApp({
      distDir,
      screensDir: files.screensDir,
      env: { ...productionEnv, FIXTURES_DIR: files.fixturesDir, ...extra },
    });

  it('does not exist without GALLERY_TOKEN, whatever is brought', async () => {
    const t = await production();
    try {
      for (const url of [
        '/__gallery',
        '/__gallery/api/catalog',
        `/__gallery?token=${TOKEN}`,
        '/gallery.html.gz',
        '/gallery.html.br',
      ])
        expect((await get(t, url)).statusCode, url).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with GALLERY_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await production({ GALLERY_TOKEN: TOKEN });
    });
    afterAll(() => t.close());

    it('answers 404 without the token or with a wrong one', async () => {
      expect((await get(t, '/__gallery')).statusCode).toBe(404);
      expect((await get(t, '/__gallery/api/catalog')).statusCode).toBe(404);
      expect((await get(t, `/__gallery?token=${TOKEN.slice(0, -1)}x`)).statusCode).toBe(404);
      expect((await get(t, '/__gallery', { cookie: `gallery_token=${TOKEN}x` })).statusCode).toBe(404);
    });

    it('lets staff in with ?token= once, then through an HttpOnly, SameSite=Strict cookie', async () => {
      const first = await get(t, `/__gallery?token=${TOKEN}`);
      expect(first.statusCode).toBe(200);
      expect(first.body).toBe(PAGE);
      expect(first.headers['set-cookie']).toBe(
        `gallery_token=${TOKEN}; Path=/__gallery; HttpOnly; SameSite=Strict; Secure`,
      );
      const cookie = { cookie: `gallery_token=${TOKEN}` };
      expect((await get(t, '/__gallery/frame?screen=help&fixture=default', cookie)).statusCode).toBe(200);
      const catalog = await get(t, '/__gallery/api/catalog', cookie);
      expect(catalog.statusCode).toBe(200);
      expect((catalog.json() as { screens: Array<{ id: string }> }).screens.map((s) => s.id)).toEqual([
        'alert',
        'help',
      ]);
    });
  });

  it('refuses to start with a GALLERY_TOKEN shorter than 32 characters', () => {
    expect(() => loadConfig({ GALLERY_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ GALLERY_TOKEN: 'short' })).toThrow(
      'GALLERY_TOKEN must be at least 32 random characters (got 5).',
    );
    expect(loadConfig({ GALLERY_TOKEN: TOKEN }).galleryToken).toBe(TOKEN);
  });
});
