import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { uprightSquare } from '../../../../server/providers/face/face-input.ts';
import { decodeImage, type Rgba } from '../../../../server/providers/image/decode-image.ts';
import { jpegOrientation } from '../../../../server/providers/image/exif-orientation.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';
import { interlacedPngInflatingTo, pngOfSide, pngOfZeros } from '../../helpers/image-bombs.ts';

/** A 2 x 1 picture: pixel values 1 and 2 (red channel), stored left to right. */
const wide: Rgba = { width: 2, height: 1, data: new Uint8Array([1, 0, 0, 255, 2, 0, 0, 255]) };

/** The red channel of a square RGB picture, row by row. */
function reds(square: { side: number; data: Uint8Array }): number[][] {
  return Array.from({ length: square.side }, (_, y) =>
    Array.from({ length: square.side }, (_, x) => square.data[(y * square.side + x) * 3]!),
  );
}

describe('reading a photo for the face detector', () => {
  it('reads the EXIF orientation phones write, and 1 when there is none', () => {
    expect(jpegOrientation(fixtureImage('face-real-exif-rotated.jpg'))).toBe(6);
    expect(jpegOrientation(fixtureImage('face-real.jpg'))).toBe(1);
  });

  it('pads a picture to a square below it, keeping its proportions', () => {
    expect(reds(uprightSquare(wide, 1, 10))).toEqual([
      [1, 2],
      [0, 0],
    ]);
  });

  it.each([
    [
      3,
      [
        [2, 1],
        [0, 0],
      ],
    ],
    [
      6,
      [
        [1, 0],
        [2, 0],
      ],
    ],
    [
      8,
      [
        [2, 0],
        [1, 0],
      ],
    ],
  ])('turns a picture stored with orientation %i upright', (orientation, expected) => {
    expect(reds(uprightSquare(wide, orientation, 10))).toEqual(expected);
  });

  it('shrinks a large picture so its longer side fits', () => {
    const image = decodeImage({ bytes: fixtureImage('face-real.jpg'), kind: 'image/jpeg' });
    expect(image.width).toBe(420);
    expect(uprightSquare(image, 1, 200).side).toBe(200);
  });

  it('refuses a picture over 50 megapixels from its header, before allocating it', () => {
    // 15,000 px square in 219 KB: decoding it first took 1.35 GB and 2 s.
    expect(() => decodeImage({ bytes: pngOfSide(15_000), kind: 'image/png' })).toThrow(/declares over 50 MP/);
    expect(decodeImage({ bytes: pngOfSide(300), kind: 'image/png' })).toMatchObject({
      width: 300,
      height: 300,
    });
  });

  it('refuses a PNG whose decoding would take over 512 MB from its header, before the decoder runs', () => {
    const read = vi.spyOn(PNG.sync, 'read');
    try {
      // 379 KB for 7,000 x 7,000 16-bit RGBA pixels (49 MP): decoding it first took 1.1 GB and 5 s.
      const heavy = pngOfZeros(7000, 7000, 16, 6);
      expect(heavy.length).toBeLessThan(400_000);
      expect(() => decodeImage({ bytes: heavy, kind: 'image/png' })).toThrow(/declares over 19 MP/);
      // Interlaced, the decoder inflates all the data holds, whatever the header says.
      expect(() => decodeImage({ bytes: interlacedPngInflatingTo(64 * 2 ** 20), kind: 'image/png' })).toThrow(
        /interlaced/,
      );
      expect(read).not.toHaveBeenCalled();

      // A photo's PNG (8-bit RGB), and a 16-bit one within the bound, are decoded as before.
      expect(decodeImage({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' })).toMatchObject({
        width: 864,
        height: 544,
      });
      expect(decodeImage({ bytes: pngOfZeros(300, 200, 16, 6), kind: 'image/png' })).toMatchObject({
        width: 300,
        height: 200,
      });
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
    }
  });

  it('refuses bytes that do not decode', () => {
    expect(() =>
      decodeImage({ bytes: Buffer.from('\x89PNG\r\n\x1a\nnot really', 'latin1'), kind: 'image/png' }),
    ).toThrow(UnreadableImageError);
  });
});
