import { oneAtATime } from '../one-at-a-time.ts';
import { jobThread } from '../thread/job-thread.ts';
import type { FaceCheckResult, FaceImage, FaceProvider } from './face-provider.ts';
import type { FaceJob } from './face-worker.ts';
import { faceImageKinds } from './human-face.ts';

/**
 * The sandbox face check (human-face.ts) in a worker thread of its own (face-worker.ts), started
 * on the first photo (the model loads there once, about a second) and stopped when the server
 * closes. Photos are judged one at a time, in the order they came, from a bounded queue of ours
 * (one-at-a-time.ts) that drops the photos of borrowers who have gone; a thread that dies fails its
 * pending checks and is started again for the next photo.
 */
export function faceCheckInWorker(maxWaiting: number): FaceProvider {
  const thread = jobThread<FaceJob, FaceCheckResult>(
    new URL('./face-worker.ts', import.meta.url),
    'face check',
  );
  const queue = oneAtATime(maxWaiting);
  return {
    name: 'sandbox',
    kinds: faceImageKinds,
    check(image: FaceImage, signal?: AbortSignal): Promise<FaceCheckResult> {
      return queue.run(() => thread.run({ bytes: image.bytes, kind: image.kind }), signal);
    },
    close: () => thread.close(),
  };
}
