import { describe, expect, it } from 'vitest';
import {
  storedPixel,
  storedSteps,
  uprightSize,
} from '../../../../server/providers/image/exif-orientation.ts';

describe('finding the stored pixel of an upright picture', () => {
  // Stored 3 wide, 2 tall: each pixel is its index, so each lookup says which stored pixel it took.
  const [width, height] = [3, 2];

  it('walks each of the 8 orientations by steps to the same pixels as one at a time', () => {
    for (let orientation = 1; orientation <= 8; orientation += 1) {
      const upright = uprightSize(orientation, width, height);
      const { origin, stepX, stepY } = storedSteps(orientation, width, height);
      for (let y = 0; y < upright.height; y += 1)
        for (let x = 0; x < upright.width; x += 1) {
          const [sx, sy] = storedPixel(orientation, x, y, width, height);
          expect(origin + x * stepX + y * stepY, `orientation ${orientation} at ${x},${y}`).toBe(
            sy * width + sx,
          );
        }
    }
  });

  it('turns a quarter clockwise for 6, the way a phone held upright stores a photo', () => {
    // Upright it is 2 wide and 3 tall; its top row is the stored left column, bottom to top.
    expect(uprightSize(6, width, height)).toEqual({ width: 2, height: 3 });
    expect([storedPixel(6, 0, 0, width, height), storedPixel(6, 1, 0, width, height)]).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });
});
