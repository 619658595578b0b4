import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { decodeImage } from '../../../../server/providers/face/decode-image.ts';
import type { FaceCheckResult } from '../../../../server/providers/face/face-provider.ts';
import { faceCheckInWorker } from '../../../../server/providers/face/face-check-worker.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';

const face = faceCheckInWorker(8);
afterAll(() => face.close());

/** The real face enlarged 8x (3360 px square, 11 megapixels): a phone-sized photo, slow to decode in JavaScript. */
function largeFacePhoto(): Buffer {
  const small = decodeImage({ bytes: fixtureImage('face-real.jpg'), kind: 'image/jpeg' });
  const factor = 8;
  const side = small.width * factor;
  const data = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const from = (Math.floor(y / factor) * small.width + Math.floor(x / factor)) * 4;
      data.set(small.data.subarray(from, from + 4), (y * side + x) * 4);
    }
  return jpeg.encode({ width: side, height: side, data }, 90).data;
}

/** How long the server's own thread stays blocked at most while `work` runs. */
async function longestStall(startWork: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    // Started after the timer: work done synchronously on the call counts too.
    await startWork();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('the face check in its worker thread', () => {
  it('judges photos off the server thread: a real face passes, a landscape fails', async () => {
    const large = largeFacePhoto();
    let checks: Promise<FaceCheckResult[]> | undefined;
    const stall = await longestStall(() => {
      checks = Promise.all([
        face.check({ bytes: large, kind: 'image/jpeg' }),
        face.check({ bytes: fixtureImage('landscape.png'), kind: 'image/png' }),
      ]);
      return checks;
    });
    // Model loading, decoding and detection take hundreds of milliseconds, none of them here.
    expect(stall).toBeLessThan(200);
    const [real, landscape] = (await checks) as FaceCheckResult[];
    expect(real).toMatchObject({ passed: true, refusal: null });
    expect(landscape).toMatchObject({ passed: false, refusal: 'no_face' });
  }, 60_000);

  it('reports an undecodable photo as such', async () => {
    const cut = fixtureImage('face-real.jpg').subarray(0, 30);
    await expect(face.check({ bytes: cut, kind: 'image/jpeg' })).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('starts again after being closed', async () => {
    await face.close();
    expect(await face.check({ bytes: fixtureImage('faces-group.jpg'), kind: 'image/jpeg' })).toMatchObject({
      refusal: 'several_faces',
    });
  }, 60_000);
});
