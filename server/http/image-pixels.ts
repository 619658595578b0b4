/**
 * How many pixels an uploaded image says it has, read from its header without decoding it
 * (image-size). Decoding is what costs: a 219 KB PNG of 15,000 x 15,000 grey pixels made the face
 * check allocate 1.35 GB before refusing it, and the OCR engine grow by 800 MB that it never gives
 * back; a few such uploads at once and the server is out of memory. The count is checked before
 * any decoder sees the bytes.
 */
import { imageSize } from 'image-size';
import { detectFileKind } from './file-kind.ts';
import { pngDecodeBytes, pngHeader } from './png-decode-bytes.ts';

/**
 * The most pixels a photo may have: above any photo a borrower's phone sends without making it
 * smaller first (the app re-encodes a photo over 10 MB to at most 2560 px a side), and what the
 * face check can decode in ~200 MB.
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * The most memory one photo's decoding may take: jpeg-js is given it (a 50 MP JPEG takes ~200 MB),
 * and a PNG's is counted from its header before pngjs sees it (png-decode-bytes.ts).
 */
export const MAX_DECODE_MB = 512;

/** Width and height as the image's header declares them; undefined when it declares none it can read. */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(endingWithTheFile(bytes));
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Width x height as the image's header declares them; undefined when it declares none it can read. */
export function declaredPixels(bytes: Uint8Array): number | undefined {
  const size = declaredSize(bytes);
  return size && size.width * size.height;
}

/**
 * The bytes in memory of their own. image-size reads a header's numbers through a DataView that
 * runs to the end of the bytes' ArrayBuffer, not to the end of the file: a file cut short inside
 * its header had its size read from whatever followed it there (Node keeps small Buffers side by
 * side in one pool). The same cut WebP was refused as declaring no size on one upload, and on
 * another passed on to the reader with a size made of the bytes after it. Copied only when
 * something else shares the memory, which is so for small files alone: the upload parser joins a
 * file of 4 KB or more into an ArrayBuffer of its own (Buffer.concat).
 */
function endingWithTheFile(bytes: Uint8Array): Uint8Array {
  const alone = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return alone ? bytes : new Uint8Array(bytes);
}

/**
 * The most pixels this image may declare: 50 MP, fewer for a PNG whose pixels take more bytes to
 * decode (16-bit samples, alpha), so that pngjs stays within MAX_DECODE_MB, as jpeg-js does.
 * Undefined for a PNG whose header does not bound its decoding: pngjs inflates an interlaced PNG
 * with no limit (a 989 KB one declaring 100 x 100 pixels made it allocate 2 GB), and phones do not
 * write them.
 */
export function pixelLimit(bytes: Uint8Array): number | undefined {
  if (detectFileKind(bytes) !== 'image/png') return MAX_IMAGE_PIXELS;
  const header = pngHeader(bytes);
  if (!header || header.interlaced) return undefined;
  const bytesPerPixel = pngDecodeBytes(header) / (header.width * header.height);
  return Math.min(MAX_IMAGE_PIXELS, Math.floor((MAX_DECODE_MB * 2 ** 20) / bytesPerPixel));
}

/** A pixel limit as the refusal names it: whole megapixels, rounded down. */
export function inMegapixels(pixels: number): string {
  return String(Math.floor(pixels / 1_000_000));
}
