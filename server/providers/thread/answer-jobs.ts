/**
 * The job thread's side of job-thread.ts: runs each job it is sent and posts back its result, or
 * why it failed. Called once by the module a job thread starts with.
 */
import { parentPort } from 'node:worker_threads';
import { UnreadableImageError } from '../../http/file-kind.ts';
import type { JobAnswer, JobMessage } from './job-messages.ts';

export function answerJobs<Job, Result>(
  run: (job: Job) => Promise<Result> | Result,
  transferOf: (result: Result) => ArrayBuffer[] = () => [],
): void {
  parentPort?.on('message', ({ id, job }: JobMessage<Job>) => {
    Promise.resolve()
      .then(() => run(job))
      .then(
        (result) => parentPort?.postMessage({ id, result } satisfies JobAnswer<Result>, transferOf(result)),
        (error: unknown) => {
          const answer: JobAnswer<Result> =
            error instanceof UnreadableImageError
              ? { id, unreadable: error.message }
              : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
          parentPort?.postMessage(answer);
        },
      );
  });
}

/**
 * The memory to hand over with `bytes` instead of copying it: its ArrayBuffer when the bytes have it
 * to themselves. A small Buffer lives in Node's shared pool with others, and handing the pool over
 * would empty every other Buffer in it; those are copied.
 */
export function ownMemory(bytes: Uint8Array): ArrayBuffer[] {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}
