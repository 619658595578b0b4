import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { looksComplete, UnreadableImageError, type FileKind } from '../../http/file-kind.ts';
import {
  declaredPixels,
  inMegapixels,
  MAX_DECODE_MB,
  MAX_IMAGE_MEGAPIXELS,
  pixelLimit,
} from '../../http/image-pixels.ts';

/** An uploaded photo as it came: its bytes and the kind they were found to be. */
export interface EncodedImage {
  bytes: Buffer;
  kind: FileKind;
}

/** Decoded pixels, 4 bytes (red, green, blue, alpha) a pixel, row by row, as stored in the file. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes a JPEG or PNG; throws UnreadableImageError when the bytes cannot be decoded. */
export function decodeImage(image: EncodedImage): Rgba {
  if (!looksComplete(image.bytes, image.kind))
    throw new UnreadableImageError(`The ${image.kind} image is cut short`);
  // Refused before decoding: PNG's decoder allocates the whole picture, and copies of it, first.
  const pixels = declaredPixels(image.bytes);
  const limit = pixelLimit(image.bytes);
  if (pixels === undefined || limit === undefined)
    throw new UnreadableImageError(`The ${image.kind} image declares no size, or is an interlaced PNG`);
  if (pixels > limit)
    throw new UnreadableImageError(`The ${image.kind} image declares over ${inMegapixels(limit)} MP`);
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
