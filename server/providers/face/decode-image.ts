import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { looksComplete, UnreadableImageError } from '../../http/file-kind.ts';
import { declaredPixels, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from '../../http/image-pixels.ts';
import type { FaceImage } from './face-provider.ts';
import { jpegOrientation } from './exif-orientation.ts';

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A square RGB picture, 3 bytes a pixel, row by row: what the face detector is given. */
export interface SquareRgb {
  side: number;
  data: Uint8Array;
}

// A 10 MB upload can hold a 50-megapixel JPEG; decoding it takes ~200 MB, more is refused.
const MAX_DECODE_MB = 512;

/** Decodes a JPEG or PNG; throws UnreadableImageError when the bytes cannot be decoded. */
export function decodeImage(image: FaceImage): Rgba {
  if (!looksComplete(image.bytes, image.kind))
    throw new UnreadableImageError(`The ${image.kind} image is cut short`);
  // Refused before decoding: PNG's decoder allocates the whole picture first.
  const pixels = declaredPixels(image.bytes);
  if (pixels === undefined || pixels > MAX_IMAGE_PIXELS)
    throw new UnreadableImageError(
      `The ${image.kind} image declares no size, or over ${MAX_IMAGE_MEGAPIXELS} MP`,
    );
  try {
    if (image.kind === 'image/jpeg') {
      const decoded = jpeg.decode(image.bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
        maxMemoryUsageInMB: MAX_DECODE_MB,
      });
      return { width: decoded.width, height: decoded.height, data: decoded.data };
    }
    if (image.kind === 'image/png') {
      const decoded = PNG.sync.read(image.bytes);
      return { width: decoded.width, height: decoded.height, data: decoded.data };
    }
  } catch (error) {
    throw new UnreadableImageError(`The ${image.kind} image could not be decoded`, { cause: error });
  }
  throw new UnreadableImageError(`No decoder for ${image.kind}`);
}

/** Where the pixel at (x, y) of the upright picture sits in the stored one, per EXIF orientation. */
function storedPixel(
  orientation: number,
  x: number,
  y: number,
  width: number,
  height: number,
): [number, number] {
  switch (orientation) {
    case 2:
      return [width - 1 - x, y];
    case 3:
      return [width - 1 - x, height - 1 - y];
    case 4:
      return [x, height - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [y, height - 1 - x];
    case 7:
      return [width - 1 - y, height - 1 - x];
    case 8:
      return [width - 1 - y, x];
    default:
      return [x, y];
  }
}

/**
 * The picture turned upright, shrunk so its longer side is at most `maxSide`, and padded to a square
 * (the detector squeezes its input into a square, which would flatten faces in a tall selfie).
 */
export function uprightSquare(image: Rgba, orientation: number, maxSide: number): SquareRgb {
  const sideways = orientation >= 5;
  const uprightWidth = sideways ? image.height : image.width;
  const uprightHeight = sideways ? image.width : image.height;
  const longer = Math.max(uprightWidth, uprightHeight);
  const side = Math.min(maxSide, longer);
  const scale = longer / side;
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    const uy = Math.floor(y * scale);
    if (uy >= uprightHeight) break;
    for (let x = 0; x < side; x += 1) {
      const ux = Math.floor(x * scale);
      if (ux >= uprightWidth) break;
      const [sx, sy] = storedPixel(orientation, ux, uy, image.width, image.height);
      const from = (sy * image.width + sx) * 4;
      const to = (y * side + x) * 3;
      data[to] = image.data[from]!;
      data[to + 1] = image.data[from + 1]!;
      data[to + 2] = image.data[from + 2]!;
    }
  }
  return { side, data };
}

/** The upload as the detector wants it: decoded, upright, at most `maxSide` pixels square. */
export function faceInput(image: FaceImage, maxSide: number): SquareRgb {
  const orientation = image.kind === 'image/jpeg' ? jpegOrientation(image.bytes) : 1;
  return uprightSquare(decodeImage(image), orientation, maxSide);
}
