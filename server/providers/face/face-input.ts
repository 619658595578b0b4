import { decodeImage, type EncodedImage, type Rgba } from '../image/decode-image.ts';
import { jpegOrientation, storedSteps, uprightSize } from '../image/exif-orientation.ts';

/** A square RGB picture, 3 bytes a pixel, row by row: what the face detector is given. */
export interface SquareRgb {
  side: number;
  data: Uint8Array;
}

/**
 * The picture turned upright, shrunk so its longer side is at most `maxSide`, and padded to a square
 * (the detector squeezes its input into a square, which would flatten faces in a tall selfie).
 */
export function uprightSquare(image: Rgba, orientation: number, maxSide: number): SquareRgb {
  const upright = uprightSize(orientation, image.width, image.height);
  const longer = Math.max(upright.width, upright.height);
  const side = Math.min(maxSide, longer);
  const scale = longer / side;
  const { origin, stepX, stepY } = storedSteps(orientation, image.width, image.height);
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y += 1) {
    const uy = Math.floor(y * scale);
    if (uy >= upright.height) break;
    for (let x = 0; x < side; x += 1) {
      const ux = Math.floor(x * scale);
      if (ux >= upright.width) break;
      const from = (origin + ux * stepX + uy * stepY) * 4;
      const to = (y * side + x) * 3;
      data[to] = image.data[from]!;
      data[to + 1] = image.data[from + 1]!;
      data[to + 2] = image.data[from + 2]!;
    }
  }
  return { side, data };
}

/** The upload as the detector wants it: decoded, upright, at most `maxSide` pixels square. */
export function faceInput(image: EncodedImage, maxSide: number): SquareRgb {
  const orientation = image.kind === 'image/jpeg' ? jpegOrientation(image.bytes) : 1;
  return uprightSquare(decodeImage(image), orientation, maxSide);
}
