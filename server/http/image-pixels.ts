/**
 * How many pixels an uploaded image says it has, read from its header without decoding it
 * (image-size). Decoding is what costs: a 219 KB PNG of 15,000 x 15,000 grey pixels made the face
 * check allocate 1.35 GB before refusing it, and the OCR engine grow by 800 MB that it never gives
 * back; a few such uploads at once and the server is out of memory. The count is checked before
 * any decoder sees the bytes.
 */
import { imageSize } from 'image-size';

/**
 * The most pixels a photo may have: above any photo a borrower's phone sends without making it
 * smaller first (the app re-encodes a photo over 10 MB to at most 2560 px a side), and what the
 * face check can decode in ~200 MB.
 */
export const MAX_IMAGE_MEGAPIXELS = 50;
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** Width x height as the image's header declares them; undefined when it declares none it can read. */
export function declaredPixels(bytes: Uint8Array): number | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? width * height : undefined;
  } catch {
    return undefined;
  }
}
