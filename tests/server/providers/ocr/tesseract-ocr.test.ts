import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { UnreadableImageError } from '../../../../server/http/file-kind.ts';
import { tesseractOcr } from '../../../../server/providers/ocr/tesseract-ocr.ts';
import { fixtureImage } from '../../fixtures/images/fixture-images.ts';
import { cameraSizedPhoto, longestStall } from '../../helpers/camera-photos.ts';
import { slowCardPhoto } from '../../helpers/http-uploads.ts';

const ocr = tesseractOcr(Fastify({ logger: false }).log, { maxWaiting: 8 });
afterAll(() => ocr.close());

describe('the sandbox OCR (tesseract.js, offline)', () => {
  it('reads the name and the Aadhaar number from a photo of an Aadhaar front', async () => {
    const reading = await ocr.readCard(
      { bytes: fixtureImage('aadhaar-front.jpg'), kind: 'image/jpeg' },
      'aadhaarFront',
    );
    expect(reading).toEqual({ name: 'Asha Verma', aadhaarNo: '234567890124', panNo: null });
  });

  it('reads another layout (year of birth) from a PNG', async () => {
    const reading = await ocr.readCard(
      { bytes: fixtureImage('aadhaar-front-yob.png'), kind: 'image/png' },
      'aadhaarFront',
    );
    expect(reading).toEqual({ name: 'Rahul Kumar Singh', aadhaarNo: '987654321096', panNo: null });
  });

  it("reads the PAN and the holder's name (under its label, not the father's) from a PAN card, in PNG and in WebP", async () => {
    for (const [file, kind] of [
      ['pan-card.png', 'image/png'],
      ['pan-card.webp', 'image/webp'],
    ] as const) {
      const reading = await ocr.readCard({ bytes: fixtureImage(file), kind }, 'pan');
      expect(reading).toEqual({ name: 'ASHA VERMA', aadhaarNo: null, panNo: 'ABCPV1234F' });
    }
  });

  it("reads a camera's full-size photo, made smaller off the server's thread first", async () => {
    // 3,300 x 2,340 with a sensor's grain: read as it is, tesseract finds no Aadhaar number in it.
    const photo = {
      bytes: cameraSizedPhoto('aadhaar-front.jpg', { factor: 3, grain: 0.12, quality: 95 }),
      kind: 'image/jpeg',
    } as const;
    let reading: Promise<unknown> | undefined;
    const stall = await longestStall(() => (reading = ocr.readCard(photo, 'aadhaarFront')));
    // The grain beside the name, read as a letter or two, may come with it; the number is exact.
    expect(await reading).toEqual({
      name: expect.stringContaining('Asha Verma'),
      aadhaarNo: '234567890124',
      panNo: null,
    });
    // Decoding the 7.7 megapixels takes a second or more, none of it here.
    expect(stall).toBeLessThan(200);
  }, 60_000);

  it('finds no card fields in a photo of something else', async () => {
    const image = { bytes: fixtureImage('not-a-card.png'), kind: 'image/png' } as const;
    expect(await ocr.readCard(image, 'aadhaarFront')).toEqual({ name: null, aadhaarNo: null, panNo: null });
    expect(await ocr.readCard(image, 'pan')).toEqual({ name: null, aadhaarNo: null, panNo: null });
  });

  it('rejects an image cut short without asking the OCR', async () => {
    const cut = fixtureImage('aadhaar-front.jpg').subarray(0, 5000);
    await expect(ocr.readCard({ bytes: cut, kind: 'image/jpeg' }, 'aadhaarFront')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });

  it('rejects an image the OCR cannot decode, and keeps working afterwards', async () => {
    // Whole-looking (it ends with IEND) but broken inside: the OCR worker itself fails on it.
    const png = fixtureImage('pan-card.png');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200), png.subarray(png.length - 12)]);
    await expect(ocr.readCard({ bytes: broken, kind: 'image/png' }, 'pan')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const reading = await ocr.readCard({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' }, 'pan');
    expect(reading.panNo).toBe('ABCPV1234F');
  });

  it('stops reading a photo that takes longer than the read limit, and reads the next one', async () => {
    // The noise photo takes seconds to read (and finds nothing): about 5 s on a 2-core machine, where
    // a PAN card takes about 0.3 s. The limit here lies between them with room on each side for a
    // machine busy with other tests (300 ms, the card's own time, failed a CI run).
    const hurried = tesseractOcr(Fastify({ logger: false }).log, { maxWaiting: 8, readLimitMs: 1500 });
    try {
      const noise = { bytes: Buffer.from(slowCardPhoto().bytes), kind: 'image/jpeg' } as const;
      await expect(hurried.readCard(noise, 'pan')).rejects.toThrow(
        new UnreadableImageError('The photo took longer than 1500 ms to read'),
      );
      const reading = await hurried.readCard(
        { bytes: fixtureImage('pan-card.png'), kind: 'image/png' },
        'pan',
      );
      expect(reading.panNo).toBe('ABCPV1234F');
    } finally {
      await hurried.close();
    }
  });

  it('starts a new worker after being closed (the server closing and a test app reopening)', async () => {
    await ocr.close();
    const reading = await ocr.readCard({ bytes: fixtureImage('pan-card.png'), kind: 'image/png' }, 'pan');
    expect(reading.panNo).toBe('ABCPV1234F');
  });
});
