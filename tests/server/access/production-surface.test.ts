/**
 * In production (APP_ENV=production) the development surface does not exist: every endpoint the
 * contract marks devOnly (found in the contract, not listed here), the sandbox payment page and the
 * gallery without its staff token answer 404 with the envelope, as an unknown address does, and
 * never the client's page, even to a browser asking for HTML.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAGE_PATH } from '../../../server/providers/payment/sandbox-gateway.ts';
import { productionEnv } from '../helpers/production-env.ts';
import { createTestApp, fixturesDir, type TestApp } from '../helpers/test-app.ts';
import { devOnlyEndpoints } from './access-table.ts';
import { endpointOf, urlOf } from './contract-request.ts';

const NOT_FOUND = { code: 1005, msg: 'This address does not exist.', data: null };

let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    // With a client build, so that a page address the server does not know would get the app.
    distDir: path.join(fixturesDir, 'client-build'),
    // The SMS provider is never called here; it points nowhere beyond this machine all the same.
    env: { ...productionEnv, SMS_API_URL: 'http://127.0.0.1:9/sms' },
  });
});
afterAll(() => prod.close());

/** A development address, with path parameters filled in (any value: the route must not exist). */
function devRequest(id: string) {
  const endpoint = endpointOf(id);
  const params = Object.fromEntries([...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));
  return { method: endpoint.method, url: urlOf(endpoint, { params }) };
}

const devPages: Array<{ method: 'GET' | 'POST'; url: string }> = [
  { method: 'GET', url: `${SANDBOX_PAGE_PATH}/sbx_pay_0001` },
  { method: 'POST', url: `${SANDBOX_PAGE_PATH}/sbx_pay_0001` },
  ...[
    '/__gallery',
    '/__gallery/',
    '/__gallery/frame?screen=help&fixture=default',
    '/__gallery/api/catalog',
    '/__gallery/api/screen/help',
    '/__gallery/api/events',
    '/gallery.html',
  ].map((url) => ({ method: 'GET' as const, url })),
];

describe('the development surface in production', () => {
  it('is found in the contract', () => {
    expect(devOnlyEndpoints).toEqual(expect.arrayContaining(['dev.outbox', 'dev.clock']));
  });

  it.each(devOnlyEndpoints)('%s answers the envelope 404, to an API client and to a browser', async (id) => {
    const { method, url } = devRequest(id);
    for (const accept of ['application/json', 'text/html']) {
      const response = await prod.app.inject({
        method,
        url,
        headers: { accept, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
      expect({ accept, status: response.statusCode, body: response.json() }).toEqual({
        accept,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it.each(devPages)('$method $url answers the envelope 404, not a page', async ({ method, url }) => {
    const response = await prod.app.inject({
      method,
      url,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { payload: 'outcome=pay' } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it("still serves the borrowers' app and API (the 404s are not everything failing)", async () => {
    const page = await prod.app.inject({
      method: 'GET',
      url: '/personal/help',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const config = await prod.app.inject({ method: 'GET', url: '/api1/client/v1/config' });
    expect(config.json()).toMatchObject({ code: 0 });
  });
});
