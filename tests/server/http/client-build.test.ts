import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixturesDir, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ distDir: path.join(fixturesDir, 'client-build') });
});
afterAll(() => t.close());

const page = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built client', () => {
  it('serves index.html for any app route (history mode), revalidated every time', async () => {
    for (const url of ['/', '/orders/12/detail', '/login?redirect=%2Fpersonal']) {
      const response = await t.app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves a page without a listener-leak warning in the log', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/orders', headers: page });
      expect(response.statusCode).toBe(200);
      // Node emits a warning on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset and unknown /api1 routes with the envelope 404, never the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api1/unknown', headers: page });
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ code: 1005, msg: 'This address does not exist.', data: null });
  });

  it('still answers the API next to the client', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api1/client/v1/faq' });
    expect(JSON.parse(response.body).code).toBe(0);
  });
});
