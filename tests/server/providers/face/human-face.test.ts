import { describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { faceThresholds, humanFaceCheck, judgeFaces } from '../../../../server/providers/face/human-face.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';

const face = humanFaceCheck();

describe('the sandbox face check (@vladmandic/human on TensorFlow.js WebAssembly, offline)', () => {
  it('passes a photograph of one real person, with a score and a reference of its own', async () => {
    const first = await face.check({ bytes: fixtureImage('face-real.jpg'), kind: 'image/jpeg' });
    expect(first).toMatchObject({ passed: true, refusal: null });
    expect(first.score).toBeGreaterThanOrEqual(faceThresholds.real);
    expect(first.reference).toMatch(/^sandbox-face-[0-9a-f-]{36}$/);
    const second = await face.check({ bytes: fixtureImage('face-real.jpg'), kind: 'image/jpeg' });
    expect(second.reference).not.toBe(first.reference);
  }, 60_000);

  it('turns a photo upright by its EXIF orientation before looking for the face', async () => {
    const result = await face.check({
      bytes: fixtureImage('face-real-exif-rotated.jpg'),
      kind: 'image/jpeg',
    });
    expect(result).toMatchObject({ passed: true, refusal: null });
  });

  it('fails a picture without a face', async () => {
    const result = await face.check({ bytes: fixtureImage('landscape.png'), kind: 'image/png' });
    expect(result).toMatchObject({ passed: false, refusal: 'no_face', score: null });
  });

  it('fails a card photo without a face, and a photo of several real people', async () => {
    expect(await face.check({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' })).toMatchObject({
      passed: false,
      refusal: 'no_face',
    });
    expect(await face.check({ bytes: fixtureImage('faces-group.jpg'), kind: 'image/jpeg' })).toMatchObject({
      passed: false,
      refusal: 'several_faces',
    });
  });

  it('judges one photo at a time when several arrive together, each on its own', async () => {
    const results = await Promise.all([
      face.check({ bytes: fixtureImage('face-real.jpg'), kind: 'image/jpeg' }),
      face.check({ bytes: fixtureImage('landscape.png'), kind: 'image/png' }),
      face.check({ bytes: fixtureImage('faces-group.jpg'), kind: 'image/jpeg' }),
    ]);
    expect(results.map((result) => result.refusal)).toEqual([null, 'no_face', 'several_faces']);
  });

  it('rejects bytes that are not a decodable JPEG or PNG', async () => {
    const cut = fixtureImage('landscape.png').subarray(0, 60);
    await expect(face.check({ bytes: cut, kind: 'image/png' })).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(
      face.check({ bytes: fixtureImage('pan-card.webp'), kind: 'image/webp' }),
    ).rejects.toBeInstanceOf(UnreadableImageError);
  });
});

describe('the verdict on the faces found', () => {
  const clear = { boxScore: 0.9, real: 0.8, live: 0.9 };

  it('passes exactly one clear, real, live face; the score is its weakest judgement', () => {
    expect(judgeFaces([clear])).toEqual({ passed: true, score: 0.8, refusal: null });
  });

  it('ignores faint detections when counting faces', () => {
    expect(judgeFaces([clear, { boxScore: 0.3, real: 0.9, live: 0.9 }])).toMatchObject({ passed: true });
  });

  it.each([
    ['no face', [], 'no_face'],
    ['two faces', [clear, { ...clear, boxScore: 0.6 }], 'several_faces'],
    ['a face seen unclearly', [{ ...clear, boxScore: 0.6 }], 'unclear_face'],
    ['a face judged not real', [{ ...clear, real: 0.3 }], 'not_live'],
    ['a face judged not live', [{ ...clear, live: 0.2 }], 'not_live'],
    ['a face without liveness scores', [{ boxScore: 0.9 }], 'not_live'],
  ])('fails %s', (_case, faces, refusal) => {
    expect(judgeFaces(faces as Parameters<typeof judgeFaces>[0])).toMatchObject({ passed: false, refusal });
  });
});
