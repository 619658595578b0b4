/**
 * Whether a chosen file is a photo the server takes (JPEG, PNG or WebP), read from its first bytes
 * as the server reads it (server/http/file-kind.ts), not from the name or the type the phone gives
 * it: a text file renamed photo.jpg says image/jpeg. Asked before anything goes on the way, so such
 * a file is refused on the phone with the picker's message instead of showing as a photo taken.
 */
const SIGNATURES: ReadonlyArray<ReadonlyArray<readonly [at: number, bytes: readonly number[]]>> = [
  [[0, [0xff, 0xd8, 0xff]]], // JPEG: start of image, then the next marker
  [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]], // PNG
  [
    [0, [0x52, 0x49, 0x46, 0x46]], // WebP: a RIFF container…
    [8, [0x57, 0x45, 0x42, 0x50]], // …whose form type is WEBP
  ],
];

const HEAD_BYTES = 12;

export async function isAcceptedPhoto(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return SIGNATURES.some((parts) =>
    parts.every(([at, bytes]) => bytes.every((byte, i) => head[at + i] === byte)),
  );
}
