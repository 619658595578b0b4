/**
 * What happens to a photo between the file picker and the form (spec §5, §9): only images; at most
 * 10 MB; a larger image is re-encoded as JPEG at quality 0.5 (and scaled down when very large), and
 * refused if it is still too big. A photo within the limit but over 1 MB is made lighter for the
 * way (decision 0040): scaled down and re-encoded at a higher quality, and sent as chosen when that
 * fails or saves nothing. What is sent as chosen must be a JPEG, PNG or WebP by its bytes, the kinds
 * the server takes (decision 0098); another kind the phone can redraw goes as that JPEG, and one it
 * cannot is refused as not an image. The encoder and the check of the bytes are handed in, so these
 * rules are tested without a canvas (see canvas-jpeg.ts and image-kind.ts for the real ones).
 */

export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
export const JPEG_QUALITY = 0.5;
/**
 * Up to this a photo goes as chosen. Above it, a camera's photo (3-6 MB) would take one to two
 * minutes on a 3G uplink of 400 kbit/s, the larger ones past the app's 100 s wait for an answer.
 */
export const SEND_AS_CHOSEN_BYTES = 1024 * 1024;
/** The quality of a photo within the limit made lighter: it only has to travel well, not shrink at any cost. */
export const LIGHTER_JPEG_QUALITY = 0.8;
/**
 * Longest side of a re-encoded photo. A 48-megapixel camera image would need ~190 MB of canvas
 * memory; 2560 px (~26 MB) still reads well for OCR and face checks on a cheap phone.
 */
export const MAX_SIDE_PX = 2560;

export type JpegEncoder = (image: File, options: { quality: number; maxSide: number }) => Promise<Blob>;
/** Whether the file's bytes are of a kind the server takes. */
export type KindCheck = (image: File) => Promise<boolean>;

/** Why a photo is refused; the widget words it in the screen's language. */
export type ImageProblem = 'notAnImage' | 'tooBig';

export type PreparedImage = { ok: true; file: File } | { ok: false; problem: ImageProblem };

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

/** The re-encoded photo as a file named after the chosen one. */
function asJpeg(encoded: Blob, chosen: File): File {
  return new File([encoded], jpegName(chosen.name), {
    type: 'image/jpeg',
    lastModified: chosen.lastModified,
  });
}

/**
 * A photo within the limit: lighter if the phone can make it so, as chosen if the server takes its
 * kind, else as the JPEG the phone redrew it into; not an image if it is none of those.
 */
async function withinLimit(file: File, accepted: boolean, encode: JpegEncoder): Promise<PreparedImage> {
  if (accepted && file.size <= SEND_AS_CHOSEN_BYTES) return { ok: true, file };
  let redrawn: Blob | undefined;
  try {
    redrawn = await encode(file, { quality: LIGHTER_JPEG_QUALITY, maxSide: MAX_SIDE_PX });
  } catch {
    // A photo this phone cannot redraw (a format it only passes on, a canvas it cannot afford)
    // goes as chosen if the server takes it.
  }
  if (redrawn && (!accepted || redrawn.size < file.size)) return { ok: true, file: asJpeg(redrawn, file) };
  return accepted ? { ok: true, file } : { ok: false, problem: 'notAnImage' };
}

export async function prepareImage(
  file: File,
  encode: JpegEncoder,
  isAccepted: KindCheck,
): Promise<PreparedImage> {
  if (!file.type.startsWith('image/')) return { ok: false, problem: 'notAnImage' };
  if (file.size <= IMAGE_LIMIT_BYTES) return withinLimit(file, await isAccepted(file), encode);
  let smaller: Blob;
  try {
    smaller = await encode(file, { quality: JPEG_QUALITY, maxSide: MAX_SIDE_PX });
  } catch {
    // A photo the phone cannot decode cannot be made smaller: it is still over the limit.
    return { ok: false, problem: 'tooBig' };
  }
  if (smaller.size > IMAGE_LIMIT_BYTES) return { ok: false, problem: 'tooBig' };
  return { ok: true, file: asJpeg(smaller, file) };
}
