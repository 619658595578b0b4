import { describe, expect, it } from 'vitest';
import { storedSteps, uprightSize } from '../../../../server/providers/image/exif-orientation.ts';

/** The upright picture, row by row, as the stored index each of its pixels is taken from. */
function uprightIndices(orientation: number, width: number, height: number): number[][] {
  const upright = uprightSize(orientation, width, height);
  const { origin, stepX, stepY } = storedSteps(orientation, width, height);
  return Array.from({ length: upright.height }, (_, y) =>
    Array.from({ length: upright.width }, (_, x) => origin + x * stepX + y * stepY),
  );
}

describe('finding the stored pixel of an upright picture', () => {
  // Stored 3 wide, 2 tall, pixels numbered row by row: 0 1 2 / 3 4 5.
  it.each([
    [
      1,
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
    ],
    [
      2,
      [
        [2, 1, 0],
        [5, 4, 3],
      ],
    ], // mirrored
    [
      3,
      [
        [5, 4, 3],
        [2, 1, 0],
      ],
    ], // half a turn
    [
      4,
      [
        [3, 4, 5],
        [0, 1, 2],
      ],
    ], // upside down, mirrored
    [
      5,
      [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
    ],
    [
      6,
      [
        [3, 0],
        [4, 1],
        [5, 2],
      ],
    ], // a quarter clockwise: a phone held upright
    [
      7,
      [
        [5, 2],
        [4, 1],
        [3, 0],
      ],
    ],
    [
      8,
      [
        [2, 5],
        [1, 4],
        [0, 3],
      ],
    ], // a quarter anticlockwise
  ])('orientation %i', (orientation, expected) => {
    expect(uprightIndices(orientation, 3, 2)).toEqual(expected);
  });
});
