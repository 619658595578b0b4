import { describe, expect, it } from 'vitest';
import {
  declaredPixels,
  inMegapixels,
  MAX_IMAGE_PIXELS,
  pixelLimit,
} from '../../../server/http/image-pixels.ts';
import { pngDecodeBytes, pngHeader } from '../../../server/http/png-decode-bytes.ts';
import { fixtureImage } from '../fixtures/images/fixture-images.ts';
import {
  interlacedPngInflatingTo,
  jpegDeclaring,
  pngOfSide,
  pngOfZeros,
  webpCutAfterChunkName,
} from '../helpers/image-bombs.ts';

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

  it('reads a file alike wherever it sits in memory, never past its last byte', () => {
    // Found by the contract fuzz: a cut WebP's size was read from the bytes that followed it in
    // the same memory (Node keeps small Buffers side by side in one pool).
    const cutWebp = webpCutAfterChunkName();
    const cutPng = fixtureImage('pan-card.png').subarray(0, 20);
    for (const cut of [cutWebp, cutPng]) {
      const shared = Buffer.alloc(cut.length + 64, 0x41);
      cut.copy(shared, 8);
      expect(declaredPixels(shared.subarray(8, 8 + cut.length))).toBeUndefined();
      expect(declaredPixels(Uint8Array.from(cut))).toBeUndefined();
    }
    const whole = fixtureImage('pan-card.webp');
    const shared = Buffer.alloc(whole.length + 64, 0x41);
    whole.copy(shared, 8);
    expect(declaredPixels(shared.subarray(8, 8 + whole.length))).toBe(declaredPixels(Uint8Array.from(whole)));
  });
});

describe('the pixels an image may declare, from what decoding them costs', () => {
  it('allows 50 MP of a JPEG, a WebP and an 8-bit RGB PNG such as a photo or a screenshot', () => {
    for (const file of ['aadhaar-front.jpg', 'pan-card.png', 'pan-card.webp'])
      expect(pixelLimit(fixtureImage(file)), file).toBe(MAX_IMAGE_PIXELS);
  });

  it('allows fewer pixels of a PNG whose pixels take more bytes to decode', () => {
    // pngjs holds the inflated rows twice, then 4 samples a pixel (2 bytes each for 16-bit), then
    // for 16-bit the same at 1 byte: 28 bytes a pixel for 16-bit RGBA, 6 for 8-bit grey.
    const header = pngHeader(pngOfZeros(7000, 7000, 16, 6))!;
    expect(header).toEqual({ width: 7000, height: 7000, depth: 16, channels: 4, interlaced: false });
    expect(pngDecodeBytes(header)).toBe(2 * 7000 * (1 + 7000 * 8) + 7000 * 7000 * (8 + 4));
    expect(pngDecodeBytes(pngHeader(pngOfSide(7000))!)).toBe(2 * 7000 * 7001 + 7000 * 7000 * 4);
    // Within 512 MB: 19 MP of 16-bit RGBA, 44 MP of 8-bit RGBA; 8-bit grey keeps the 50 MP cap.
    expect(inMegapixels(pixelLimit(pngOfZeros(7000, 7000, 16, 6))!)).toBe('19');
    expect(inMegapixels(pixelLimit(pngOfZeros(7000, 7000, 8, 6))!)).toBe('44');
    expect(pixelLimit(pngOfSide(7000))).toBe(MAX_IMAGE_PIXELS);
  });

  it('allows none of an interlaced PNG, whose decoding its header does not bound', () => {
    expect(pixelLimit(interlacedPngInflatingTo(1000))).toBeUndefined();
    expect(pixelLimit(fixtureImage('pan-card.png').subarray(0, 20))).toBeUndefined();
  });
});
