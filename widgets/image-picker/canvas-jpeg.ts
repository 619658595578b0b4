/**
 * The browser half of prepare-image.ts: decode the photo, draw it (scaled down) on a canvas and
 * encode it as JPEG. Kept thin on purpose: every decision is in prepare-image.ts, under test.
 */
import { fitWithin, type JpegEncoder } from './prepare-image.ts';

async function decode(image: File): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(image);
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  // Older WebViews: an <img> reads the file instead.
  const url = URL.createObjectURL(image);
  try {
    const element = new Image();
    element.src = url;
    await element.decode();
    return { source: element, width: element.naturalWidth, height: element.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const canvasJpegEncoder: JpegEncoder = async (image, { quality, maxSide }) => {
  const decoded = await decode(image);
  const size = fitWithin(decoded.width, decoded.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(decoded.source, 0, 0, size.width, size.height);
  if ('close' in decoded.source) decoded.source.close();
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      quality,
    ),
  );
};
