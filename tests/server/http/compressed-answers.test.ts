/**
 * API answers compressed for a client that accepts it: a screen document in Brotli or gzip, the same
 * JSON once decompressed; a small answer and a client that asks for nothing go plain; a compressed
 * request body is not unpacked (the API takes plain JSON) and changes nothing.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultScreensDir } from '../../../server/paths.ts';
import { countRows } from '../helpers/db-rows.ts';
import { newPhone } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The app's own screens: the order detail is one of the larger documents a borrower downloads.
  t = await createTestApp({ screensDir: defaultScreensDir });
});
afterAll(() => t.close());

const screen = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api1/screens/order-detail',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends a screen document in Brotli to a client that accepts it: the same JSON, a fraction of the bytes', async () => {
    const plain = await screen();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const br = await screen('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['etag']).toBe(plain.headers['etag']);
    const unpacked = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(unpacked)).toEqual(JSON.parse(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('sends gzip to a client without Brotli, and plain JSON to one that takes neither', async () => {
    const gzip = await screen('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({
      code: 0,
      data: { id: 'order-detail' },
    });
    const identity = await screen('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body)).toMatchObject({ code: 0, data: { id: 'order-detail' } });
  });

  it('sends a small answer plain: compressing it would gain less than it costs', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api1/sms/v1/sendCode?phone=${newPhone()}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.rawPayload.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body)).toMatchObject({ code: 0 });
  });

  it('does not unpack a compressed request body: refused with the envelope, nothing stored', async () => {
    const phone = newPhone();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api1/user/v1/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ phone, code: '1234' })),
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect(await countRows(t.db, 'users', 'phone = $1', [phone])).toBe(0);
  });
});
