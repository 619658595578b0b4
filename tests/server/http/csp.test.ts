// Every answer carries a strict Content-Security-Policy (no eval, no inline script, no plugins, no
// foreign framing, base or form target), and the HTML pages the server sends carry no inline code
// that such a policy would refuse: the app page, the staff gallery and the sandbox payment page.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';
import { createTestApp, fixturesDir, type TestApp } from '../helpers/test-app.ts';
import { pendingPayment, useTestRepayPurpose } from '../modules/payments/payment-fixtures.ts';
import { cspProblems, inlineCodeIn, parseCsp } from './csp-checks.ts';

// A client build made of the app's own page sources (Vite only adds script and link tags to them).
const distDir = mkdtempSync(path.join(os.tmpdir(), 'csp-client-build-'));
cpSync(path.join(fixturesDir, 'client-build'), distDir, { recursive: true });
for (const page of ['index.html', 'gallery.html'])
  cpSync(path.join(projectRoot, page), path.join(distDir, page));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ distDir });
  await useTestRepayPurpose(t);
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function policyOf(answer: { headers: Record<string, unknown> }): string | undefined {
  const header = answer.headers['content-security-policy'];
  return typeof header === 'string' ? header : undefined;
}

describe('the Content-Security-Policy', () => {
  it('is strict on the app page, on /api1 answers (success and failure) and on the gallery', async () => {
    const answers = {
      'the app page': await get('/', html),
      'a deep app route': await get('/orders/12/detail', html),
      'an /api1 success': await get('/api1/client/v1/faq'),
      'an /api1 failure': await get('/api1/user/v1/info'),
      'an unknown /api1 route': await get('/api1/nothing'),
      'the screen documents': await get('/api1/screens/login'),
      'the gallery page': await get('/__gallery', html),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.statusCode, what).toBeLessThan(500);
      expect(cspProblems(policyOf(answer)), what).toEqual([]);
    }
  });

  it('lets scripts come only from our own files, and forms post only here', async () => {
    const policy = parseCsp(policyOf(await get('/', html)) ?? '');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('is strict on the sandbox payment page, open or not found', async () => {
    const { paymentUrl } = await pendingPayment(t);
    const open = await get(`${paymentUrl}?callback=${encodeURIComponent('/orders')}`, html);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Sandbox payment');
    expect(cspProblems(policyOf(open))).toEqual([]);
    const missing = await get('/api1/sandbox-pay/sbx_missing', html);
    expect(missing.statusCode).toBe(404);
    expect(cspProblems(policyOf(missing))).toEqual([]);
  });

  it('finds what is unsafe in a weak policy (the check itself can fail)', () => {
    expect(cspProblems(undefined)).toEqual(['no Content-Security-Policy header']);
    expect(cspProblems("script-src 'self' 'unsafe-eval' 'unsafe-inline' data: *; object-src 'self'")).toEqual(
      [
        "script-src allows 'unsafe-eval'",
        "script-src allows 'unsafe-inline'",
        'script-src allows data:',
        'script-src allows *',
        "object-src is not 'none'",
        'no base-uri',
        'no form-action',
        'no frame-ancestors',
      ],
    );
  });
});

describe('the HTML pages the server sends', () => {
  it('carry no inline script, handler attribute or javascript: address', async () => {
    const { paymentUrl } = await pendingPayment(t);
    const pages = {
      'the app page': await get('/login', html),
      'the gallery page': await get('/__gallery', html),
      'the sandbox payment page': await get(paymentUrl, html),
    };
    for (const [what, answer] of Object.entries(pages)) {
      expect(answer.headers['content-type'], what).toContain('text/html');
      expect(answer.body, what).toMatch(/<script type="module"[^>]* src="\/|<form method="post"/);
      expect(inlineCodeIn(answer.body), what).toEqual([]);
    }
  });

  it('a page with inline code is caught (the check itself can fail)', () => {
    const hostile =
      '<p>ok</p><script>alert(1)</script><script src="/a.js"></script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    expect(inlineCodeIn(hostile)).toEqual([
      'inline <script>',
      'onerror handler in <img src=x onerror=alert(1)>',
      'javascript: in <a href="javascript:alert(1)">',
    ]);
  });
});
