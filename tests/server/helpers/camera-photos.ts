import jpeg from 'jpeg-js';
import { decodeImage } from '../../../server/providers/image/decode-image.ts';
import { fixtureImage } from '../fixtures/images/fixture-images.ts';

interface Enlargement {
  /** How many times wider and taller: 3 makes the Aadhaar fixture 3,300 x 2,340, a camera's 7.7 MP. */
  factor: number;
  /** How much of a sensor's grain (0-1) is mixed into each pixel; always the same grain. */
  grain?: number;
  quality?: number;
}

/**
 * A JPEG fixture enlarged to a phone camera's size, as a JPEG: as slow to decode as a camera's
 * photo, and with `grain`, printed text as large and as rough as a camera gives it.
 */
export function cameraSizedPhoto(fixture: string, { factor, grain = 0, quality = 90 }: Enlargement): Buffer {
  const small = decodeImage({ bytes: fixtureImage(fixture), kind: 'image/jpeg' });
  const width = small.width * factor;
  const height = small.height * factor;
  const data = Buffer.alloc(width * height * 4);
  let seed = 1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const from = (Math.floor(y / factor) * small.width + Math.floor(x / factor)) * 4;
      const to = (y * width + x) * 4;
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const noise = (seed >>> 24) * grain;
      for (let channel = 0; channel < 3; channel += 1)
        data[to + channel] = Math.round(small.data[from + channel]! * (1 - grain) + noise);
      data[to + 3] = 255;
    }
  return jpeg.encode({ width, height, data }, quality).data;
}

/** How long the server's own thread stays blocked at most while the work `startWork` starts runs. */
export async function longestStall(startWork: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    // Started after the timer: work done synchronously on the call counts too.
    await startWork();
  } finally {
    clearInterval(timer);
  }
  return longest;
}
