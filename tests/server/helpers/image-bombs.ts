// Small files that declare huge pictures ("decompression bombs"): what a hostile upload looks like.
import { constants, crc32, deflateRawSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * The zlib stream of `length` zero bytes, made without ever holding them: a deflated megabyte of
 * zeros, flushed so that it ends on a byte and refers to nothing before it, repeated.
 */
function zlibOfZeros(length: number): Buffer {
  const MB = 1 << 20;
  const flushed = (bytes: number) =>
    deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const megabyte = flushed(MB);
  const adler32 = Buffer.alloc(4);
  // Of zeros, Adler-32's sum of bytes stays 1 and its sum of sums grows by 1 a byte.
  adler32.writeUInt32BE((length % 65521) * 65536 + 1);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: Math.floor(length / MB) }, () => megabyte),
    flushed(length % MB),
    deflateRawSync(Buffer.alloc(0)), // the final, empty block
    adler32,
  ]);
}

const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 } as const;

interface PngFields {
  width: number;
  height: number;
  /** Bits a sample. */
  depth: 8 | 16;
  /** PNG's: 0 grey, 2 RGB, 4 grey and alpha, 6 RGBA. */
  colourType: 0 | 2 | 4 | 6;
  interlaced: boolean;
}

/** A PNG with this header whose pixel data inflates to `inflated` zero bytes. */
function pngOf({ width, height, depth, colourType, interlaced }: PngFields, inflated: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colourType; // then compression and filter 0
  header[12] = interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibOfZeros(inflated)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of `width` x `height` pixels, all zeros: a few hundred KB however many pixels. */
export function pngOfZeros(
  width: number,
  height: number,
  depth: 8 | 16 = 8,
  colourType: 0 | 2 | 4 | 6 = 0,
): Buffer {
  // Each row: its filter byte (0), then its samples.
  const rows = (1 + (width * CHANNELS[colourType] * depth) / 8) * height;
  return pngOf({ width, height, depth, colourType, interlaced: false }, rows);
}

/**
 * An interlaced PNG declaring 100 x 100 grey pixels whose data inflates to `inflated` bytes, far
 * more than they need: the decoder that inflates it all before looking is the one at risk.
 */
export function interlacedPngInflatingTo(inflated: number): Buffer {
  return pngOf({ width: 100, height: 100, depth: 8, colourType: 0, interlaced: true }, inflated);
}

/** A valid PNG of `side` x `side` black grey pixels: a few hundred KB that decode to side² x 4 bytes. */
export function pngOfSide(side: number): Buffer {
  return pngOfZeros(side, side);
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

/**
 * A WebP cut right after its chunk name: no size to read. Found by the contract fuzz, whose cheap
 * files include it; a header reader that ran past its last byte found a size in the memory after it.
 */
export function webpCutAfterChunkName(): Buffer {
  return Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1');
}
