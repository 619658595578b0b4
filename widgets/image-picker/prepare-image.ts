/**
 * What happens to a photo between the file picker and the form (spec §5, §9): only images; at most
 * 10 MB; a larger image is re-encoded as JPEG at quality 0.5 (and scaled down when very large), and
 * refused if it is still too big. The encoder is handed in, so these rules are tested without a
 * canvas (see canvas-jpeg.ts for the real one).
 */

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
export const JPEG_QUALITY = 0.5;
/**
 * Longest side of a re-encoded photo. A 48-megapixel camera image would need ~190 MB of canvas
 * memory; 2560 px (~26 MB) still reads well for OCR and face checks on a cheap phone.
 */
export const MAX_SIDE_PX = 2560;

export const NOT_AN_IMAGE = 'Please choose an image';
export const TOO_BIG = 'Image size is too big, limit 10MB';

export type JpegEncoder = (image: File, options: { quality: number; maxSide: number }) => Promise<Blob>;

export type PreparedImage = { ok: true; file: File } | { ok: false; message: string };

/** `passport.PNG` -> `passport.jpg`: the stored file's name says what it now holds. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** The size to draw at: the same shape, the longest side at most `maxSide`, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function prepareImage(file: File, encode: JpegEncoder): Promise<PreparedImage> {
  if (!file.type.startsWith('image/')) return { ok: false, message: NOT_AN_IMAGE };
  if (file.size <= IMAGE_LIMIT_BYTES) return { ok: true, file };
  let smaller: Blob;
  try {
    smaller = await encode(file, { quality: JPEG_QUALITY, maxSide: MAX_SIDE_PX });
  } catch {
    // A photo the phone cannot decode cannot be made smaller: it is still over the limit.
    return { ok: false, message: TOO_BIG };
  }
  if (smaller.size > IMAGE_LIMIT_BYTES) return { ok: false, message: TOO_BIG };
  return {
    ok: true,
    file: new File([smaller], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
  };
}
