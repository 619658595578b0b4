/**
 * What an uploaded file really is, read from its first bytes (its "magic number"), never from the
 * name or the Content-Type the client claims: a text file renamed photo.jpg is still text.
 */
export type FileKind = 'image/jpeg' | 'image/png' | 'image/webp';

export const fileKindNames: Record<FileKind, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export function isFileKind(value: string): value is FileKind {
  return value in fileKindNames;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** The kind of `bytes`, or null when it is none of the kinds the server accepts. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  // JPEG: start-of-image marker followed by the next marker's 0xFF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Whether the file ends the way its kind must: an upload cut short (a dropped connection, a
 * half-written file) is the usual broken image, and decoders either fail noisily or quietly fill the
 * missing part with grey.
 */
export function looksComplete(bytes: Uint8Array, kind: FileKind): boolean {
  if (kind === 'image/jpeg') {
    // The end-of-image marker, possibly followed by a little padding some cameras add.
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024));
    for (let i = tail.length - 2; i >= 0; i -= 1) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
    return false;
  }
  if (kind === 'image/png') {
    // The last chunk is IEND: length 0, type "IEND", CRC.
    const end = bytes.subarray(bytes.length - 12);
    return end.length === 12 && String.fromCharCode(...end.subarray(4, 8)) === 'IEND';
  }
  // WebP: the RIFF header says how long the file is.
  if (bytes.length < 12) return false;
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return riffSize + 8 <= bytes.length;
}

/** The bytes start like an accepted kind but cannot be decoded (cut short, corrupt). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}
