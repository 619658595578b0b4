// The sandbox photo readers take one photo at a time. With one place to wait (PHOTOS_MAX_WAITING=1),
// over real sockets: a photo that finds the queue full is refused at once with 503 and a message,
// nothing read, stored or counted; a photo whose borrower's connection closes while it waits is
// dropped unread (logged as abandoned), and the borrowers behind it are served.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../helpers/db-rows.ts';
import { openUpload, slowCardPhoto, uploadOverHttp, type UploadParts } from '../../helpers/http-uploads.ts';
import { pngOfSide } from '../../helpers/image-bombs.ts';
import { pause } from '../../helpers/pause.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { imagePart } from './kyc-helpers.ts';

let t: TestApp;
let port = 0;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { PHOTOS_MAX_WAITING: '1' },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const OCR = '/auth/v1/ocr-separate';
const FACE = '/auth/v3/living-check';
const BUSY = {
  code: 4017,
  msg: 'Many photos are being checked right now. Please try again in a minute.',
  data: null,
};
const aadhaarFront: UploadParts = { type: 'aadhaarFront', image: imagePart('aadhaar-front.jpg') };
const rowsOf = (table: string, phone: string) =>
  countRows(t.db, `${table} r JOIN users u ON u.id = r.user_id`, 'u.phone = $1', [phone]);

describe('photos waiting for the sandbox readers', () => {
  it('refuses a face photo that finds the queue full, without judging or counting it', async () => {
    const [first, second, third] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    // A large photo keeps the face check busy (the first also starts its worker and model).
    const judging = uploadOverHttp(
      port,
      FACE,
      { image: { bytes: pngOfSide(5000), filename: 'big.png', type: 'image/png' } },
      first.token,
    );
    await pause(150);
    const face = { image: imagePart('face-real.jpg') };
    const answers = await Promise.all([
      uploadOverHttp(port, FACE, face, second.token),
      uploadOverHttp(port, FACE, face, third.token),
    ]);
    expect((await judging).body.code).toBe(0);

    // One of the two found the only place to wait; the other was refused.
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.map((answer) => answer.body)).toEqual([BUSY]);
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    const checks = (await rowsOf('face_checks', second.phone)) + (await rowsOf('face_checks', third.phone));
    expect(checks).toBe(1);
  });

  it('refuses a card photo that finds the queue full, then reads it once there is room', async () => {
    const [busy, waiting, refusedOne] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    const reading = uploadOverHttp(port, OCR, { type: 'pan', image: slowCardPhoto() }, busy.token);
    await pause(300);
    const waited = uploadOverHttp(port, OCR, aadhaarFront, waiting.token);
    await pause(300);

    const logFrom = logLines.length;
    const refused = await uploadOverHttp(port, OCR, aadhaarFront, refusedOne.token);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(BUSY);
    expect(await rowsOf('kyc_card_reads', refusedOne.phone)).toBe(0);
    expect(await rowsOf('card_photo_reads', refusedOne.phone)).toBe(0);
    // The operator reads a warning (a capacity signal), not an error with a stack.
    const busyLines = logLines
      .slice(logFrom)
      .map((line) => JSON.parse(line) as { level: number; code?: number; err?: unknown })
      .filter((line) => line.code === 4017 || (line.err !== undefined && line.level >= 50));
    expect(busyLines).toEqual([
      expect.objectContaining({ level: 40, code: 4017, msg: BUSY.msg, res: { statusCode: 503 } }),
    ]);

    expect((await reading).body.code).toBe(4023);
    expect((await waited).body.code).toBe(0);
    const later = await uploadOverHttp(port, OCR, aadhaarFront, refusedOne.token);
    expect(later.body.code).toBe(0);
    expect(await rowsOf('kyc_card_reads', refusedOne.phone)).toBe(1);
  });

  it('drops a waiting photo whose connection closed, unread, and serves the borrower behind it', async () => {
    const [busy, gone, next] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    const reading = uploadOverHttp(port, OCR, { type: 'pan', image: slowCardPhoto() }, busy.token);
    await pause(300);
    // Sent whole, then the borrower's connection drops while the photo waits.
    const socket = await openUpload(port, OCR, aadhaarFront, gone.token);
    await pause(300);
    socket.destroy();
    await pause(100);
    const behind = await uploadOverHttp(port, OCR, aadhaarFront, next.token);

    expect(behind.body.code).toBe(0);
    expect((await reading).body.code).toBe(4023);
    // Read in order: had the dropped photo been read, it would have been before the one behind it.
    expect(await rowsOf('kyc_card_reads', gone.phone)).toBe(0);
    expect(await rowsOf('card_photo_reads', gone.phone)).toBe(0);
    expect(await rowsOf('kyc_card_reads', next.phone)).toBe(1);
    // The operator sees why the request ended without an answer.
    const logged = logLines.map((line) => JSON.parse(line) as { msg: string; code?: number; res?: object });
    expect(logged.filter((line) => line.code === 1009)).toEqual([
      expect.objectContaining({
        msg: 'The request was abandoned by the client.',
        res: { statusCode: 499 },
      }),
    ]);
  });
});
