/**
 * What the contract fuzz found, kept as plain examples so each stays fixed whatever the fuzz's
 * random cases are on a given run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiPost } from '../helpers/api.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signIn(t.app));
});
afterAll(() => t.close());

const unreadable = { code: 1002, msg: 'The request could not be read. Please try again.', data: null };

describe('URLs the router refuses before any route runs are answered with the envelope', () => {
  it('answers a path with a broken percent-escape with 400 and the envelope', async () => {
    for (const url of ['/map-state/v1/district/%C0%AE%C0%AE', '/screens/%E0%A4%A']) {
      const { status, body, headers } = await apiGet(t.app, url);
      expect(status).toBe(400);
      expect(body).toEqual(unreadable);
      expect(headers['content-type']).toContain('application/json');
    }
  });

  it('answers a path parameter over the length limit with 400 and the envelope', async () => {
    const { status, body } = await apiGet(t.app, `/screens/${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toEqual(unreadable);
  });
});

describe('numbers a PostgreSQL integer cannot hold are refused as input, not a server error', () => {
  it('refuses Infinity in a path or a query with the field message', async () => {
    for (const url of ['/map-state/v1/district/Infinity', '/map-state/v1/district/-Infinity']) {
      const { status, body } = await apiGet(t.app, url);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 1001, msg: 'Please select a state from the list.', data: null });
    }
    const calc = await apiGet(t.app, '/order/v1/calculate?amount=Infinity&period=7&productId=1', { token });
    expect(calc.body).toEqual({ code: 1001, msg: 'Please choose an amount.', data: null });
  });

  it('refuses an id past 2147483647 in a path, a query and a body', async () => {
    const path = await apiGet(t.app, '/map-state/v1/district/2147483648');
    expect(path.body).toEqual({ code: 1001, msg: 'Please select a state from the list.', data: null });
    const query = await apiGet(t.app, '/product/v1/product-info?id=9007199254740991', { token });
    expect(query.body).toEqual({ code: 1001, msg: 'Please choose a product.', data: null });
    const body = await apiPost(t.app, '/order/v1/loan', { orderId: 2147483648 }, { token });
    expect(body.body).toEqual({ code: 1001, msg: 'Please choose an order.', data: null });
  });

  it('still finds the largest id a PostgreSQL integer holds (no such row here)', async () => {
    const { status, body } = await apiGet(t.app, '/map-state/v1/district/2147483647');
    expect(status).toBe(200);
    expect(body.code).toBe(4052);
  });
});
