import { describe, expect, it } from 'vitest';
import { isAcceptedPhoto } from './image-kind.ts';

const fileOf = (bytes: number[] | string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'photo.jpg', { type });

describe('isAcceptedPhoto', () => {
  it('takes JPEG, PNG and WebP by their first bytes, whatever the phone calls them', async () => {
    expect(await isAcceptedPhoto(fileOf([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'application/octet-stream'))).toBe(
      true,
    );
    expect(
      await isAcceptedPhoto(fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0xd])),
    ).toBe(true);
    const webp = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50];
    expect(await isAcceptedPhoto(fileOf(webp, 'image/webp'))).toBe(true);
  });

  it('refuses text named .jpg, another RIFF (a WAV), a HEIC and a file too short to tell', async () => {
    expect(await isAcceptedPhoto(fileOf('These are my bank statements for March.'))).toBe(false);
    const wav = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45];
    expect(await isAcceptedPhoto(fileOf(wav))).toBe(false);
    const heic = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63];
    expect(await isAcceptedPhoto(fileOf(heic, 'image/heic'))).toBe(false);
    expect(await isAcceptedPhoto(fileOf([0xff, 0xd8]))).toBe(false);
    expect(await isAcceptedPhoto(fileOf([]))).toBe(false);
  });
});
