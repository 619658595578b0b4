import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type Tesseract from 'tesseract.js';
import { looksComplete, UnreadableImageError } from '../../http/file-kind.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import { jobThread } from '../thread/job-thread.ts';
import { findAadhaarName, findAadhaarNumber, findPan, findPanName } from './card-text.ts';
import type { CardImage, CardReading, CardSide, OcrProvider } from './ocr-provider.ts';
import { needsReadingSize } from './reading-size.ts';
import type { ReadingSizeJob } from './reading-size-worker.ts';

const require = createRequire(import.meta.url);

/** The English model shipped in @tesseract.js-data/eng: without a local langPath the worker fetches one from a CDN. */
function englishModel(): { langPath: string; gzip: boolean } {
  return require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
}

/**
 * The longest one photo may take to read. A clear card photo at the 2560 px the app sends at most
 * reads in about half a second; a photo of noise that size took 28 s, all of it spent in front of
 * the borrowers waiting behind it (decision 0030).
 */
export const OCR_READ_LIMIT_MS = 20_000;

export interface TesseractOptions {
  /** Photos that may wait behind the one being read. */
  maxWaiting: number;
  readLimitMs?: number;
}

/**
 * OCR that runs on the server itself (tesseract.js, offline): the sandbox provider, good enough for
 * clear photos of printed cards. One worker, started on the first photo (about half a second) and
 * reused; it reads one photo at a time, from a bounded queue of ours (one-at-a-time.ts) that drops
 * the photos of borrowers who have gone, and is stopped when the server closes. A photo larger than
 * the OCR reads is first brought to its reading size (reading-size.ts) in a thread of its own. A
 * photo that takes longer than the read limit is unreadable: the worker is stopped (tesseract
 * cannot cancel a job) and the next photo starts a new one.
 */
export function tesseractOcr(log: FastifyBaseLogger, options: TesseractOptions): OcrProvider {
  const readLimitMs = options.readLimitMs ?? OCR_READ_LIMIT_MS;
  let worker: Promise<Tesseract.Worker> | undefined;
  const queue = oneAtATime(options.maxWaiting);
  const resizer = jobThread<ReadingSizeJob, Uint8Array>(
    new URL('./reading-size-worker.ts', import.meta.url),
    'OCR photo resizing',
  );

  async function startWorker(): Promise<Tesseract.Worker> {
    const { createWorker, OEM } = (await import('tesseract.js')).default;
    const model = englishModel();
    return createWorker('eng', OEM.LSTM_ONLY, {
      langPath: model.langPath,
      gzip: model.gzip,
      cacheMethod: 'none',
      // Without a handler the library rethrows a failed job's error outside any promise, which
      // would stop the server; the failure still rejects the job's own promise.
      errorHandler: (error: unknown) => log.debug({ err: error }, 'OCR job failed'),
    });
  }

  function getWorker(): Promise<Tesseract.Worker> {
    if (!worker) {
      worker = startWorker();
      // A worker that failed to start is not kept: the next photo tries again.
      worker.catch(() => {
        worker = undefined;
      });
    }
    return worker;
  }

  /** Stops the worker in use, if it is still the current one; the next photo starts another. */
  async function stopWorker(stuck: Tesseract.Worker): Promise<void> {
    if (worker && (await worker.catch(() => undefined)) === stuck) worker = undefined;
    await stuck.terminate().catch(() => undefined);
  }

  async function recognize(bytes: Buffer): Promise<string> {
    const ocr = await getWorker();
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new UnreadableImageError(`The photo took longer than ${readLimitMs} ms to read`)),
        readLimitMs,
      );
    });
    try {
      const { data } = await Promise.race([ocr.recognize(bytes), tooLong]);
      return data.text;
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        log.warn({ readLimitMs, bytes: bytes.length }, 'OCR stopped a photo that took too long to read');
        await stopWorker(ocr);
        throw error;
      }
      throw new UnreadableImageError('The image could not be decoded for OCR', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The photo as the OCR reads it best: as it came, or brought to the reading size. */
  async function readable(image: CardImage): Promise<Buffer> {
    if (!needsReadingSize(image)) return image.bytes;
    const png = await resizer.run({ bytes: image.bytes, kind: image.kind });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  }

  async function readText(image: CardImage, signal: AbortSignal | undefined): Promise<string> {
    if (!looksComplete(image.bytes, image.kind))
      throw new UnreadableImageError(`The ${image.kind} image is cut short`);
    return queue.run(async () => recognize(await readable(image)), signal);
  }

  return {
    name: 'sandbox',
    async readCard(image: CardImage, side: CardSide, signal?: AbortSignal): Promise<CardReading> {
      const text = await readText(image, signal);
      if (side === 'pan') return { name: findPanName(text), aadhaarNo: null, panNo: findPan(text) };
      return { name: findAadhaarName(text), aadhaarNo: findAadhaarNumber(text), panNo: null };
    },
    async close() {
      const running = worker;
      worker = undefined;
      await resizer.close();
      if (running) await (await running.catch(() => undefined))?.terminate();
    },
  };
}
