import { Worker } from 'node:worker_threads';
import { UnreadableImageError } from '../../http/file-kind.ts';
import { oneAtATime } from '../one-at-a-time.ts';
import type { FaceCheckResult, FaceImage, FaceProvider } from './face-provider.ts';
import type { FaceJob, FaceJobAnswer } from './face-worker.ts';
import { faceImageKinds } from './human-face.ts';

const workerFile = new URL('./face-worker.ts', import.meta.url).href;

// The worker runs TypeScript like the server does: tsx is registered in it before its file loads
// (Node does not pass a loader to worker threads by itself).
const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); })`;

interface Pending {
  resolve: (result: FaceCheckResult) => void;
  reject: (error: Error) => void;
}

/**
 * The sandbox face check (human-face.ts) in a worker thread of its own, started on the first photo
 * (the model loads there once, about a second) and stopped when the server closes. Photos are
 * judged one at a time, in the order they came, from a bounded queue of ours (one-at-a-time.ts)
 * that drops the photos of borrowers who have gone; a worker that dies fails its pending checks and
 * is started again for the next photo.
 */
export function faceCheckInWorker(maxWaiting: number): FaceProvider {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const queue = oneAtATime(maxWaiting);

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function answer(message: FaceJobAnswer): void {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if ('result' in message) job.resolve(message.result);
    else if ('unreadable' in message) job.reject(new UnreadableImageError(message.unreadable));
    else job.reject(new Error(`Face check failed in its worker: ${message.failure}`));
  }

  function start(): Worker {
    const started = new Worker(bootstrap, { eval: true });
    started.on('message', answer);
    started.on('error', (error) => {
      worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The face check worker stopped (exit code ${code})`));
    });
    // An idle worker must not keep the process alive (tests, scripts); a pending check does.
    started.unref();
    return started;
  }

  function judgeInWorker(image: FaceImage): Promise<FaceCheckResult> {
    worker ??= start();
    const running = worker;
    const id = nextId++;
    return new Promise<FaceCheckResult>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      running.ref();
      running.postMessage({ id, bytes: image.bytes, kind: image.kind } satisfies FaceJob);
    }).finally(() => {
      if (pending.size === 0) running.unref();
    });
  }

  return {
    name: 'sandbox',
    kinds: faceImageKinds,
    check(image: FaceImage, signal?: AbortSignal): Promise<FaceCheckResult> {
      return queue.run(() => judgeInWorker(image), signal);
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
