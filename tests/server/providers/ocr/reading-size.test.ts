import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { decodeImage, type Rgba } from '../../../../server/providers/image/decode-image.ts';
import {
  needsReadingSize,
  toReadingSize,
  uprightGrey,
} from '../../../../server/providers/ocr/reading-size.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';
import { pngOfSide } from '../../helpers/image-bombs.ts';

/** A picture `width` x `height` whose pixel (x, y) is grey `value(x, y)`, stored as RGBA. */
function rgba(width: number, height: number, value: (x: number, y: number) => number): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      data.set([value(x, y), value(x, y), value(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

describe('bringing a photo to the OCR reading size', () => {
  it('leaves the photos the app sends as they are, and takes a larger JPEG or PNG', () => {
    expect(needsReadingSize({ bytes: fixtureImage('aadhaar-front.jpg'), kind: 'image/jpeg' })).toBe(false);
    expect(needsReadingSize({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' })).toBe(false);
    // 864 px wide: over a reading side of 800.
    expect(needsReadingSize({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' }, 800)).toBe(true);
    expect(needsReadingSize({ bytes: pngOfSide(3000), kind: 'image/png' })).toBe(true);
    // No decoder for WebP on the server: the OCR takes it as it is.
    expect(needsReadingSize({ bytes: fixtureImage('pan-card.webp'), kind: 'image/webp' }, 100)).toBe(false);
  });

  it('averages the pixels each new pixel covers, in grey', () => {
    // Columns of black and white, 4 x 2: halved, each pixel is half black, half white.
    const stripes = rgba(4, 2, (x) => (x % 2 === 0 ? 0 : 255));
    expect(uprightGrey(stripes, 1, 2)).toEqual({ width: 2, height: 1, data: new Uint8Array([128, 128]) });
    // Pure red is dark in grey (BT.601: 0.299 of full).
    const red: Rgba = { width: 1, height: 1, data: new Uint8Array([255, 0, 0, 255]) };
    expect(uprightGrey(red, 1, 10).data[0]).toBe(76);
  });

  it('turns a photo stored on its side upright, as its EXIF orientation says', () => {
    // Stored 2 wide, 1 tall: values 10 then 200. Orientation 6 (turn a quarter clockwise) makes it
    // 1 wide, 2 tall, with the stored left pixel on top.
    const lying = rgba(2, 1, (x) => (x === 0 ? 10 : 200));
    expect(uprightGrey(lying, 6, 10)).toEqual({ width: 1, height: 2, data: new Uint8Array([10, 200]) });
    expect(uprightGrey(lying, 8, 10)).toEqual({ width: 1, height: 2, data: new Uint8Array([200, 10]) });
  });

  it('writes a grey PNG with its longer side at the reading size, in proportion', () => {
    const png = toReadingSize({ bytes: fixtureImage('aadhaar-front.jpg'), kind: 'image/jpeg' }, 550);
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([550, 390]);
    // The card's white, still white-ish; its print, still dark: the picture survived.
    const grey = decodeImage({ bytes: png, kind: 'image/png' });
    let [darkest, lightest] = [255, 0];
    for (let i = 0; i < grey.data.length; i += 4) {
      darkest = Math.min(darkest, grey.data[i]!);
      lightest = Math.max(lightest, grey.data[i]!);
    }
    expect(lightest).toBeGreaterThan(230);
    expect(darkest).toBeLessThan(40);
  });

  it('refuses bytes that do not decode, and a picture over 50 megapixels before decoding it', () => {
    const cut = Buffer.concat([
      fixtureImage('aadhaar-front.jpg').subarray(0, 2000),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(() => toReadingSize({ bytes: cut, kind: 'image/jpeg' })).toThrow(UnreadableImageError);
    expect(() => toReadingSize({ bytes: pngOfSide(8000), kind: 'image/png' })).toThrow(UnreadableImageError);
  });
});
