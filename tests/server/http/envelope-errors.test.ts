import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../helpers/api.ts';
import { newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '40' } });
});
afterAll(() => t.close());

describe('failures that are not a borrower mistake keep the envelope and their HTTP status', () => {
  it('answers an unknown /api1 route with 404', async () => {
    for (const url of ['/nothing/v1/here', '/home/v1/index/extra']) {
      const { status, body, headers } = await apiGet(t.app, url);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 1005, msg: 'This address does not exist.', data: null });
      expect(headers['content-type']).toContain('application/json');
    }
    expect((await apiPost(t.app, '/home/v1/index', {})).status).toBe(404); // wrong method
  });

  it('answers a body over the limit with 413', async () => {
    const { status, body } = await apiPost(t.app, '/user/v1/login', {
      phone: newPhone(),
      code: '1234',
      pad: 'x'.repeat(200_000),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ code: 1004, msg: 'The request is too large.', data: null });
  });

  it('answers a flood from one address with 429', async () => {
    const ip = '10.99.99.99';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await apiGet(t.app, '/client/v1/faq', { ip })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await apiGet(t.app, '/client/v1/faq', { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 1006,
      msg: 'Too many requests. Please wait a minute and try again.',
      data: null,
    });
    expect((await apiGet(t.app, '/client/v1/faq', { ip: '10.99.99.98' })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('are on every answer, API and errors alike', async () => {
    for (const answer of [await apiGet(t.app, '/client/v1/config'), await apiGet(t.app, '/nothing')]) {
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined(); // production only
    }
  });
});
