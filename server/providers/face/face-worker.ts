/**
 * The face check's own thread (started by face-check-worker.ts): decoding a phone photo (about a
 * second for 8 megapixels in JavaScript) and running the models would otherwise stop the server
 * from answering anyone else meanwhile.
 */
import type { FileKind } from '../../http/file-kind.ts';
import { answerJobs } from '../thread/answer-jobs.ts';
import type { FaceCheckResult } from './face-provider.ts';
import { humanFaceCheck } from './human-face.ts';

export interface FaceJob {
  bytes: Uint8Array;
  kind: FileKind;
}

const face = humanFaceCheck();

answerJobs<FaceJob, FaceCheckResult>((job) =>
  face.check({
    bytes: Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
    kind: job.kind,
  }),
);
