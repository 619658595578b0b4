import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api1/system/get-country', () => {
  it('tells anyone the service runs in India, with the +91 prefix and rupees', async () => {
    const { status, body } = await apiGet(t.app, '/system/get-country');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: { countryCode: 'IN', countryName: 'India', phonePrefix: '91', currency: 'INR' },
    });
  });
});
