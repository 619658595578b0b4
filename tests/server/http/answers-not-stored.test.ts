/**
 * A borrower's answers are not kept by the browser: after Quit on a shared phone, the next person
 * must not read the contacts, bank accounts or orders from the browser's cache, however the path
 * was spelled (decision 0105). The screen documents keep their own rule (revalidated by ETag); the
 * app's pages and hashed files theirs (client-build.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../helpers/api.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Cache-Control of the answers', () => {
  it("is no-store on a borrower's answers, on a refusal and on an unknown route", async () => {
    const { token } = await signIn(t.app);
    const answers = {
      'the contacts': await apiGet(t.app, '/auth/v1/contacts', { token }),
      'the bank cards': await apiGet(t.app, '/bank/v1/find-user-bank-card', { token }),
      'the home page': await apiGet(t.app, '/home/v1/index', { token }),
      'the orders': await apiGet(t.app, '/order/v1/list', { token }),
      'a refusal without a token': await apiGet(t.app, '/auth/v1/contacts'),
      'the public config': await apiGet(t.app, '/client/v1/config'),
      'an unknown route': await t.app.inject({ method: 'GET', url: '/api1/nothing' }),
      'the API root with a query': await t.app.inject({ method: 'GET', url: '/api1?x=1' }),
      'the contacts by another spelling': await t.app.inject({
        method: 'GET',
        url: '/%61pi1/auth/v1/contacts',
        headers: { token },
      }),
    };
    for (const [what, answer] of Object.entries(answers))
      expect(answer.headers['cache-control'], what).toBe('no-store');
    // The router decodes the path: this spelling is the contacts' route, with their answer.
    expect(JSON.parse(answers['the contacts by another spelling'].body)).toMatchObject({ code: 0 });
  });

  it('leaves the screen documents to be revalidated by their ETag', async () => {
    const screen = await t.app.inject({ method: 'GET', url: '/api1/screens/login' });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(screen.headers.etag).toBeTruthy();
  });
});
