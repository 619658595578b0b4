import { describe, expect, it } from 'vitest';
import {
  fitWithin,
  IMAGE_LIMIT_BYTES,
  jpegName,
  JPEG_QUALITY,
  LIGHTER_JPEG_QUALITY,
  MAX_SIDE_PX,
  prepareImage,
  SEND_AS_CHOSEN_BYTES,
  type JpegEncoder,
} from './prepare-image.ts';

/** A file of the given type that reports `size` bytes without holding them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The server takes the file's kind (a JPEG, PNG or WebP by its bytes), or does not. */
const acceptedKind = async () => true;
const otherKind = async () => false;

/** An encoder that records what it was asked and returns a blob of `size` bytes. */
function encoderGiving(size: number) {
  const calls: Array<{ name: string; quality: number; maxSide: number }> = [];
  const encode: JpegEncoder = async (image, options) => {
    calls.push({ name: image.name, ...options });
    return new Blob([new Uint8Array(size)], { type: 'image/jpeg' });
  };
  return { encode, calls };
}

describe('prepareImage', () => {
  it('refuses anything that is not an image, without decoding it', async () => {
    const { encode, calls } = encoderGiving(10);
    expect(
      await prepareImage(fileOf('statement.pdf', 'application/pdf', 1000), encode, acceptedKind),
    ).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    expect(await prepareImage(fileOf('photo', '', 1000), encode, acceptedKind)).toEqual({
      ok: false,
      problem: 'notAnImage',
    });
    expect(calls).toEqual([]);
  });

  it('keeps an image of up to 1 MB exactly as chosen', async () => {
    const { encode, calls } = encoderGiving(10);
    const photo = fileOf('aadhaar.png', 'image/png', SEND_AS_CHOSEN_BYTES);
    expect(await prepareImage(photo, encode, acceptedKind)).toEqual({ ok: true, file: photo });
    expect(calls).toEqual([]);
  });

  it("makes a camera's photo within the limit lighter: scaled down, JPEG at quality 0.8", async () => {
    for (const size of [SEND_AS_CHOSEN_BYTES + 1, 4_500_000, IMAGE_LIMIT_BYTES]) {
      const { encode, calls } = encoderGiving(600_000);
      const outcome = await prepareImage(fileOf('IMG_2041.png', 'image/png', size), encode, acceptedKind);
      expect(calls).toEqual([{ name: 'IMG_2041.png', quality: LIGHTER_JPEG_QUALITY, maxSide: MAX_SIDE_PX }]);
      if (!outcome.ok) throw new Error(outcome.problem);
      expect(outcome.file.type).toBe('image/jpeg');
      expect(outcome.file.name).toBe('IMG_2041.jpg');
      expect(outcome.file.size).toBe(600_000);
    }
    expect(LIGHTER_JPEG_QUALITY).toBe(0.8);
  });

  it('sends a photo within the limit as chosen when redrawing it saves nothing', async () => {
    const { encode } = encoderGiving(3_000_000);
    const photo = fileOf('scan.jpg', 'image/jpeg', 3_000_000);
    expect(await prepareImage(photo, encode, acceptedKind)).toEqual({ ok: true, file: photo });
  });

  it('sends a photo within the limit as chosen when the phone cannot redraw it', async () => {
    const failing: JpegEncoder = async () => {
      throw new Error('decode failed');
    };
    const photo = fileOf('scan.jpg', 'image/jpeg', 4_000_000);
    expect(await prepareImage(photo, failing, acceptedKind)).toEqual({ ok: true, file: photo });
  });

  it('refuses a file whose bytes are no photo the server takes, when the phone cannot redraw it', async () => {
    const failing: JpegEncoder = async () => {
      throw new Error('decode failed');
    };
    // A text file renamed photo.jpg (the phone says image/jpeg), small or not.
    for (const size of [1_000, 4_000_000])
      expect(await prepareImage(fileOf('photo.jpg', 'image/jpeg', size), failing, otherKind)).toEqual({
        ok: false,
        problem: 'notAnImage',
      });
  });

  it('sends another kind the phone can redraw as that JPEG, even when it is not lighter', async () => {
    for (const size of [300_000, 3_000_000]) {
      const { encode, calls } = encoderGiving(size * 2);
      const outcome = await prepareImage(fileOf('IMG_7.heic', 'image/heic', size), encode, otherKind);
      expect(calls).toEqual([{ name: 'IMG_7.heic', quality: LIGHTER_JPEG_QUALITY, maxSide: MAX_SIDE_PX }]);
      if (!outcome.ok) throw new Error(outcome.problem);
      expect(outcome.file.type).toBe('image/jpeg');
      expect(outcome.file.name).toBe('IMG_7.jpg');
      expect(outcome.file.size).toBe(size * 2);
    }
  });

  it('re-encodes a larger image as JPEG at quality 0.5 within the size cap', async () => {
    const { encode, calls } = encoderGiving(2_000_000);
    const outcome = await prepareImage(
      fileOf('IMG_0042.HEIC.png', 'image/png', IMAGE_LIMIT_BYTES + 1),
      encode,
      acceptedKind,
    );
    expect(calls).toEqual([{ name: 'IMG_0042.HEIC.png', quality: 0.5, maxSide: MAX_SIDE_PX }]);
    expect(JPEG_QUALITY).toBe(0.5);
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.file.type).toBe('image/jpeg');
    expect(outcome.file.name).toBe('IMG_0042.HEIC.jpg');
    expect(outcome.file.size).toBe(2_000_000);
  });

  it('refuses an image still over 10 MB after re-encoding', async () => {
    const { encode } = encoderGiving(IMAGE_LIMIT_BYTES + 1);
    expect(await prepareImage(fileOf('huge.jpg', 'image/jpeg', 40_000_000), encode, acceptedKind)).toEqual({
      ok: false,
      problem: 'tooBig',
    });
  });

  it('refuses a large image the phone cannot decode', async () => {
    const failing: JpegEncoder = async () => {
      throw new Error('decode failed');
    };
    expect(await prepareImage(fileOf('odd.tiff', 'image/tiff', 20_000_000), failing, acceptedKind)).toEqual({
      ok: false,
      problem: 'tooBig',
    });
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the cap, keeping the shape', () => {
    expect(fitWithin(8000, 6000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges a small image and never reaches zero', () => {
    expect(fitWithin(1200, 900, 2560)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(10000, 1, 2560)).toEqual({ width: 2560, height: 1 });
  });
});

describe('jpegName', () => {
  it('names the stored file after the chosen one, as a .jpg', () => {
    expect(jpegName('pan-card.PNG')).toBe('pan-card.jpg');
    expect(jpegName('selfie')).toBe('selfie.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
