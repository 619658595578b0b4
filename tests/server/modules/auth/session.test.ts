import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedOut = { code: -4, msg: 'Please sign in again.', data: null };

describe('the token header on endpoints that need a signed-in borrower', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'A'.repeat(43)],
    ['a token of the wrong shape', 'not-a-token'],
  ])('answers -4 for %s', async (_case, token) => {
    const home = await apiGet(t.app, '/home/v1/index', token ? { token } : {});
    expect(home.status).toBe(200);
    expect(home.body).toEqual(signedOut);
    expect((await apiGet(t.app, '/order/v1/list', token ? { token } : {})).body).toEqual(signedOut);
  });

  it('answers -4 after Quit, for that token only', async () => {
    const me = await signIn(t.app);
    const otherDevice = await signIn(t.app);
    expect((await apiGet(t.app, '/home/v1/index', { token: me.token })).body.code).toBe(0);

    const quit = await apiPost(t.app, '/user/v1/logout', undefined, { token: me.token });
    expect(quit.body).toEqual({ code: 0, msg: 'success', data: {} });

    expect((await apiGet(t.app, '/home/v1/index', { token: me.token })).body).toEqual(signedOut);
    expect((await apiPost(t.app, '/user/v1/logout', undefined, { token: me.token })).body).toEqual(signedOut);
    expect((await apiGet(t.app, '/home/v1/index', { token: otherDevice.token })).body.code).toBe(0);
  });

  it('accepts Quit with an empty JSON body, as a browser may send it', async () => {
    const me = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/logout',
      headers: { token: me.token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(JSON.parse(response.body)).toEqual({ code: 0, msg: 'success', data: {} });
  });

  it('answers -4 before looking at the input when the borrower is signed out', async () => {
    const answer = await apiGet(t.app, '/order/v1/list?unexpected=1');
    expect(answer.body).toEqual(signedOut);
  });

  it('keeps a session 30 days, then answers -4', async () => {
    const me = await signIn(t.app);
    await apiPost(t.app, '/dev/clock', { advanceDays: 29 });
    expect((await apiGet(t.app, '/home/v1/index', { token: me.token })).body.code).toBe(0);
    await apiPost(t.app, '/dev/clock', { advanceDays: 2 });
    expect((await apiGet(t.app, '/home/v1/index', { token: me.token })).body).toEqual(signedOut);
  });
});
