// Small files that declare huge pictures ("decompression bombs"): what a hostile upload looks like.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** A valid PNG of `side` x `side` black grey pixels: a few hundred KB that decode to side² x 4 bytes. */
export function pngOfSide(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((side + 1) * side); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `jpeg` with its frame header saying `width` x `height` (its scan data stays as it was). */
export function jpegDeclaring(jpeg: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let at = 2; at + 9 < out.length;) {
    if (out[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = out[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  throw new Error('no frame header');
}
