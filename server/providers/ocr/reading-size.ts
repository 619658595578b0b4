import { PNG } from 'pngjs';
import { declaredSize } from '../../http/image-pixels.ts';
import { decodeImage, type EncodedImage, type Rgba } from '../image/decode-image.ts';
import { jpegOrientation, storedSteps, uprightSize } from '../image/exif-orientation.ts';

/**
 * The longest side the OCR reads a photo at: what the app makes a camera's photo before sending it
 * (decision 0040). Tesseract looks for print a few dozen pixels high; on a camera's full-size photo
 * (3,000 px and more, with the sensor's grain) a card's print is several times that, and it found
 * the number in none of 10 such photos (decision 0046).
 */
export const OCR_READING_SIDE = 2560;

/** A grey picture, one byte a pixel, row by row. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Whether a photo is larger than the OCR reads well and can be made smaller here: a JPEG or PNG
 * whose header declares a side over `maxSide` (a WebP goes as it is: the server has no decoder
 * for it). Read from the header alone, so a photo of the usual size costs nothing.
 */
export function needsReadingSize(image: EncodedImage, maxSide = OCR_READING_SIDE): boolean {
  if (image.kind !== 'image/jpeg' && image.kind !== 'image/png') return false;
  const size = declaredSize(image.bytes);
  // No size to read: the decoder says what is wrong with it.
  return size === undefined || Math.max(size.width, size.height) > maxSide;
}

/**
 * The picture upright (per its EXIF orientation) and in grey, shrunk so its longer side is
 * `maxSide`: each new pixel is the mean of the pixels it covers, which keeps thin strokes of print
 * that picking one pixel in several would break.
 */
export function uprightGrey(image: Rgba, orientation: number, maxSide: number): Grey {
  const upright = uprightSize(orientation, image.width, image.height);
  const scale = Math.max(1, Math.max(upright.width, upright.height) / maxSide);
  const width = Math.max(1, Math.round(upright.width / scale));
  const height = Math.max(1, Math.round(upright.height / scale));
  // Which new column (row) each upright column (row) falls in, and how many fall in each.
  const columnOf = coverage(upright.width, width, scale);
  const rowOf = coverage(upright.height, height, scale);
  const { origin, stepX, stepY } = storedSteps(orientation, image.width, image.height);
  const sums = new Uint32Array(width * height);
  for (let uy = 0; uy < upright.height; uy += 1) {
    const row = rowOf.target[uy]! * width;
    let stored = origin + uy * stepY;
    for (let ux = 0; ux < upright.width; ux += 1, stored += stepX) {
      const from = stored * 4;
      // ITU-R BT.601 luma in integers: 0.299 R + 0.587 G + 0.114 B.
      sums[row + columnOf.target[ux]!]! +=
        (77 * image.data[from]! + 150 * image.data[from + 1]! + 29 * image.data[from + 2]!) >> 8;
    }
  }
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      data[y * width + x] = Math.round(sums[y * width + x]! / (rowOf.count[y]! * columnOf.count[x]!));
  return { width, height, data };
}

/** For each of `from` pixels along a side, the one of `to` it falls in; and how many fall in each. */
function coverage(from: number, to: number, scale: number): { target: Uint32Array; count: Uint32Array } {
  const target = new Uint32Array(from);
  const count = new Uint32Array(to);
  for (let i = 0; i < from; i += 1) {
    target[i] = Math.min(to - 1, Math.floor(i / scale));
    count[target[i]!]! += 1;
  }
  return { target, count };
}

/** A grey PNG of the picture: lossless, and a quarter of the bytes of a colour one. */
export function greyPng(grey: Grey): Buffer {
  const png = new PNG({
    width: grey.width,
    height: grey.height,
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
  });
  png.data = Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.byteLength);
  // Written only to be read back at once: the least compression and no filtering are fastest.
  return PNG.sync.write(png, {
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
    deflateLevel: 1,
    filterType: 0,
  });
}

/**
 * The photo at the OCR's reading size: decoded, upright, grey, at most `maxSide` a side, as a PNG.
 * Throws UnreadableImageError when it cannot be decoded. About a second for a camera's photo, so
 * the server runs it in a thread of its own (reading-size-worker.ts).
 */
export function toReadingSize(image: EncodedImage, maxSide = OCR_READING_SIDE): Buffer {
  const orientation = image.kind === 'image/jpeg' ? jpegOrientation(image.bytes) : 1;
  return greyPng(uprightGrey(decodeImage(image), orientation, maxSide));
}
