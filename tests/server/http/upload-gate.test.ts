// One borrower's uploads at once, over real sockets: two may be on their way, a third is refused
// before it is read, another borrower is not affected, and a connection that drops mid-upload gives
// its place back.
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../helpers/db-rows.ts';
import { openUpload, uploadOverHttp, type UploadParts } from '../helpers/http-uploads.ts';
import { pause } from '../helpers/pause.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { imagePart } from '../modules/kyc/kyc-helpers.ts';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const OCR = '/auth/v1/ocr-separate';
const aadhaarFront: UploadParts = { type: 'aadhaarFront', image: imagePart('aadhaar-front.jpg') };
const readsOf = async (phone: string) =>
  countRows(t.db, 'kyc_card_reads r JOIN users u ON u.id = r.user_id', 'u.phone = $1', [phone]);

describe('uploads on their way at once, per borrower', () => {
  it('refuses a third upload while two are still arriving, with 429 and a message; nothing is read', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const arriving: net.Socket[] = [];
    try {
      // Two uploads whose bodies are still on their way (a slow mobile connection).
      arriving.push(await openUpload(port, OCR, aadhaarFront, a.token, { bodyBytes: 200 }));
      arriving.push(await openUpload(port, OCR, aadhaarFront, a.token, { bodyBytes: 200 }));
      await pause(300);

      const third = await uploadOverHttp(port, OCR, aadhaarFront, a.token);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        code: 4016,
        msg: 'Your other photo is still being sent. Please wait for it to finish, then try again.',
        data: null,
      });
      expect(await readsOf(a.phone)).toBe(0);

      // Another borrower meanwhile: served as usual.
      const other = await uploadOverHttp(port, OCR, aadhaarFront, b.token);
      expect(other.body.code).toBe(0);

      // One of the two connections drops mid-upload: its place is given back.
      arriving[0]!.destroy();
      await pause(300);
      const again = await uploadOverHttp(port, OCR, aadhaarFront, a.token);
      expect(again.status).toBe(200);
      expect(again.body.code).toBe(0);
      expect(await readsOf(a.phone)).toBe(1);
    } finally {
      for (const socket of arriving) socket.destroy();
    }
  });

  it('gives each place back once its answer is sent: uploads one after another are never refused', async () => {
    const { phone, token } = await signIn(t.app);
    for (let i = 0; i < 4; i += 1) {
      const answer = await uploadOverHttp(port, OCR, aadhaarFront, token);
      expect(answer.body.code).toBe(0);
    }
    expect(await readsOf(phone)).toBe(4);
  });
});
