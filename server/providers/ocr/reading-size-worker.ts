/**
 * The OCR's thread for bringing a camera's photo to its reading size (reading-size.ts): decoding 8
 * megapixels in JavaScript takes about a second, in which the server would answer no one else.
 */
import type { FileKind } from '../../http/file-kind.ts';
import { answerJobs, ownMemory } from '../thread/answer-jobs.ts';
import { toReadingSize } from './reading-size.ts';

export interface ReadingSizeJob {
  bytes: Uint8Array;
  kind: FileKind;
}

answerJobs<ReadingSizeJob, Uint8Array>(
  (job) =>
    toReadingSize({
      bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      kind: job.kind,
    }),
  // The PNG (megabytes) is handed over, not copied.
  ownMemory,
);
