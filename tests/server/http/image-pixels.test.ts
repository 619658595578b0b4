import { describe, expect, it } from 'vitest';
import { declaredPixels, MAX_IMAGE_PIXELS } from '../../../server/http/image-pixels.ts';
import { fixtureImage } from '../fixtures/images/fixture-images.ts';
import { jpegDeclaring, pngOfSide } from '../helpers/image-bombs.ts';

describe('the pixels an image declares, read without decoding it', () => {
  it('reads JPEG, PNG and WebP headers', () => {
    for (const file of ['aadhaar-front.jpg', 'pan-card.png', 'pan-card.webp', 'face-real.jpg']) {
      const pixels = declaredPixels(fixtureImage(file));
      expect(pixels, file).toBeGreaterThan(10_000);
      expect(pixels, file).toBeLessThan(MAX_IMAGE_PIXELS);
    }
    expect(declaredPixels(pngOfSide(300))).toBe(90_000);
  });

  it('reads what a small hostile file claims', () => {
    const bomb = pngOfSide(15_000);
    expect(bomb.length).toBeLessThan(300_000);
    expect(declaredPixels(bomb)).toBe(225_000_000);
    expect(declaredPixels(jpegDeclaring(fixtureImage('aadhaar-front.jpg'), 30_000, 30_000))).toBe(
      900_000_000,
    );
  });

  it('finds nothing in bytes that declare no size', () => {
    expect(declaredPixels(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeUndefined();
    expect(declaredPixels(fixtureImage('pan-card.png').subarray(0, 12))).toBeUndefined();
    expect(declaredPixels(new TextEncoder().encode('not an image'))).toBeUndefined();
  });
});
