import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { looksComplete, UnreadableImageError, type FileKind } from '../../http/file-kind.ts';
import { declaredPixels, MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS } from '../../http/image-pixels.ts';

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

// A 10 MB upload can hold a 50-megapixel JPEG; decoding it takes ~200 MB, more is refused.
const MAX_DECODE_MB = 512;

/** Decodes a JPEG or PNG; throws UnreadableImageError when the bytes cannot be decoded. */
export function decodeImage(image: EncodedImage): Rgba {
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
