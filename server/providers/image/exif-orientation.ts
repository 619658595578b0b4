/**
 * The EXIF orientation of a JPEG (1-8; 1 when absent). Phone cameras store the pixels as the sensor
 * saw them and write in this tag how to turn them for viewing: a selfie taken with the phone held
 * sideways is stored lying on its side, and a face detector (or an OCR) must see it upright.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 1;
    const marker = bytes[offset + 1]!;
    // Start of scan: the image data begins, no metadata after it.
    if (marker === 0xda) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1 && offset + 4 + length - 2 <= bytes.length) {
      const orientation = exifOrientation(view, offset + 4, length - 2);
      if (orientation !== null) return orientation;
    }
    offset += 2 + length;
  }
  return 1;
}

/** The orientation tag of an APP1 segment's payload, or null when it is not EXIF or has none. */
function exifOrientation(view: DataView, start: number, length: number): number | null {
  const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
  if (length < 14 || !exifHeader.every((byte, i) => view.getUint8(start + i) === byte)) return null;
  const tiff = start + 6;
  const end = start + length;
  const little = view.getUint16(tiff) === 0x4949; // "II": little-endian, "MM": big-endian
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** Whether the picture must be turned a quarter for viewing (orientations 5-8 swap width and height). */
export function uprightSize(
  orientation: number,
  width: number,
  height: number,
): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Where the pixel at (x, y) of the upright picture sits in the stored one, per EXIF orientation, as
 * steps for walking a whole picture: its stored index (in pixels) is origin + x * stepX + y * stepY.
 */
export function storedSteps(
  orientation: number,
  width: number,
  height: number,
): { origin: number; stepX: number; stepY: number } {
  const last = width - 1;
  const lastRow = (height - 1) * width;
  switch (orientation) {
    case 2:
      return { origin: last, stepX: -1, stepY: width };
    case 3:
      return { origin: lastRow + last, stepX: -1, stepY: -width };
    case 4:
      return { origin: lastRow, stepX: 1, stepY: -width };
    case 5:
      return { origin: 0, stepX: width, stepY: 1 };
    case 6:
      return { origin: lastRow, stepX: -width, stepY: 1 };
    case 7:
      return { origin: lastRow + last, stepX: -width, stepY: -1 };
    case 8:
      return { origin: last, stepX: width, stepY: -1 };
    default:
      return { origin: 0, stepX: 1, stepY: width };
  }
}
