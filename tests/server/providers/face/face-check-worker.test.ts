import { afterAll, describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import type { FaceCheckResult } from '../../../../server/providers/face/face-provider.ts';
import { faceCheckInWorker } from '../../../../server/providers/face/face-check-worker.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';
import { cameraSizedPhoto, longestStall } from '../../helpers/camera-photos.ts';

const face = faceCheckInWorker(8);
afterAll(() => face.close());

describe('the face check in its worker thread', () => {
  it('judges photos off the server thread: a real face passes, a landscape fails', async () => {
    // The real face at 3,360 px square (11 megapixels): slow to decode in JavaScript.
    const large = cameraSizedPhoto('face-real.jpg', { factor: 8 });
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
