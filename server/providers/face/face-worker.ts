/**
 * The face check's own thread (started by face-check-worker.ts): decoding a phone photo (about a
 * second for 8 megapixels in JavaScript) and running the models would otherwise stop the server
 * from answering anyone else meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { UnreadableImageError, type FileKind } from '../../http/file-kind.ts';
import type { FaceCheckResult } from './face-provider.ts';
import { humanFaceCheck } from './human-face.ts';

export interface FaceJob {
  id: number;
  bytes: Uint8Array;
  kind: FileKind;
}

export type FaceJobAnswer =
  | { id: number; result: FaceCheckResult }
  | { id: number; unreadable: string }
  | { id: number; failure: string };

const face = humanFaceCheck();

parentPort?.on('message', (job: FaceJob) => {
  face
    .check({
      bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      kind: job.kind,
    })
    .then(
      (result) => parentPort?.postMessage({ id: job.id, result } satisfies FaceJobAnswer),
      (error: unknown) => {
        const answer: FaceJobAnswer =
          error instanceof UnreadableImageError
            ? { id: job.id, unreadable: error.message }
            : {
                id: job.id,
                failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
              };
        parentPort?.postMessage(answer);
      },
    );
});
