import { describe, expect, it } from 'vitest';
import { detectFileKind, looksComplete } from '../../../../server/http/file-kind.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';

describe('what an upload is, by its bytes', () => {
  it.each([
    ['aadhaar-front.jpg', 'image/jpeg'],
    ['pan-card.png', 'image/png'],
    ['pan-card.webp', 'image/webp'],
  ])('%s is %s', (file, kind) => {
    expect(detectFileKind(fixtureImage(file))).toBe(kind);
  });

  it('is nothing accepted for text, a PDF, a GIF or an empty file', () => {
    expect(detectFileKind(new TextEncoder().encode('hello, this is text'))).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('%PDF-1.7\n'))).toBeNull();
    expect(detectFileKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectFileKind(new Uint8Array(0))).toBeNull();
    // RIFF but not WebP (a WAV sound).
    expect(detectFileKind(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('tells a whole image from one cut short', () => {
    for (const [file, kind] of [
      ['aadhaar-front.jpg', 'image/jpeg'],
      ['pan-card.png', 'image/png'],
      ['pan-card.webp', 'image/webp'],
    ] as const) {
      const bytes = fixtureImage(file);
      expect(looksComplete(bytes, kind)).toBe(true);
      expect(looksComplete(bytes.subarray(0, bytes.length - 100), kind)).toBe(false);
    }
  });
});
