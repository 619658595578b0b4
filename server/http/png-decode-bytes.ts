/**
 * What decoding a PNG with pngjs (`PNG.sync.read`) costs in memory, read from its header. The count
 * of pixels alone does not say it: a 380 KB PNG of 7,000 x 7,000 16-bit RGBA pixels (49 MP, under
 * the 50 MP cap) made it allocate 1.1 GB and spend 5 s, where 7,000 x 7,000 8-bit grey took 280 MB.
 */

/** The header (IHDR) fields that decide the cost. */
export interface PngHeader {
  width: number;
  height: number;
  /** Bits a sample: 1, 2, 4, 8 or 16. */
  depth: number;
  /** Samples a pixel, from the colour type: grey 1, RGB 3, palette 1, grey and alpha 2, RGBA 4. */
  channels: number;
  interlaced: boolean;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The header of a PNG, where the format puts it (the first chunk); undefined when it is not there
 * or declares no pixels or no colour type pngjs knows.
 */
export function pngHeader(bytes: Uint8Array): PngHeader | undefined {
  if (bytes.length < 29 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  const channels = CHANNELS[bytes[25]!];
  if (width === 0 || height === 0 || channels === undefined) return undefined;
  return { width, height, depth: bytes[24]!, channels, interlaced: bytes[28] !== 0 };
}

/**
 * The most bytes pngjs holds at once to decode this PNG: the inflated rows (a filter byte, then the
 * samples) and their unfiltered copy, both kept until the picture is built; the picture, 4 samples
 * a pixel, in a Uint16Array for 16-bit depth; and for 16-bit, the picture again at 1 byte a
 * sample. So 6 bytes a pixel for 8-bit grey, 10 for 8-bit RGB, 12 for 8-bit RGBA, 28 for 16-bit
 * RGBA. Measured on 49 MP of zeros (growth of RSS), pngjs took as much for 8-bit and up to a sixth
 * less for 16-bit: never more than this says.
 */
export function pngDecodeBytes({ width, height, depth, channels }: PngHeader): number {
  const rows = height * (1 + Math.ceil((width * channels * depth) / 8));
  const pixels = width * height;
  const wide = depth === 16;
  return 2 * rows + pixels * 4 * (wide ? 2 : 1) + (wide ? pixels * 4 : 0);
}
