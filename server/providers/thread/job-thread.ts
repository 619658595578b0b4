import { Worker } from 'node:worker_threads';
import { UnreadableImageError } from '../../http/file-kind.ts';
import type { JobAnswer, JobMessage } from './job-messages.ts';

/** Work sent to a thread of its own; a job's promise settles with the thread's answer. */
export interface JobThread<Job, Result> {
  run(job: Job): Promise<Result>;
  /** Stops the thread; the next job starts another. */
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

// The thread runs TypeScript like the server does: tsx is registered in it before its file loads
// (Node does not pass a loader to worker threads by itself).
function bootstrap(file: URL): string {
  return `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
}

/**
 * A worker thread for work that would otherwise stop the server from answering anyone else
 * meanwhile (decoding a phone's photo in JavaScript takes about a second). The thread runs `file`,
 * which answers with answer-jobs.ts; it is started on the first job and kept for the next ones. A
 * thread that dies fails the jobs it had and is started again for the next job. `name` says whose
 * thread it is in the errors.
 */
export function jobThread<Job, Result>(file: URL, name: string): JobThread<Job, Result> {
  let current: { worker: Worker; pending: Map<number, Pending<Result>> } | undefined;
  let nextId = 1;

  function answer(pending: Map<number, Pending<Result>>, message: JobAnswer<Result>): void {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if ('result' in message) job.resolve(message.result);
    else if ('unreadable' in message) job.reject(new UnreadableImageError(message.unreadable));
    else job.reject(new Error(`The ${name} failed in its thread: ${message.failure}`));
  }

  /** A thread and the jobs sent to it: a thread that stops fails its own jobs, never a newer one's. */
  function start(): NonNullable<typeof current> {
    const worker = new Worker(bootstrap(file), { eval: true });
    const pending = new Map<number, Pending<Result>>();
    const started = { worker, pending };
    const failAll = (error: Error) => {
      if (current === started) current = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.on('message', (message: JobAnswer<Result>) => answer(pending, message));
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`The ${name} thread stopped (exit code ${code})`)));
    // An idle thread must not keep the process alive (tests, scripts); a pending job does.
    worker.unref();
    return started;
  }

  return {
    run(job: Job): Promise<Result> {
      current ??= start();
      const { worker, pending } = current;
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, job } satisfies JobMessage<Job>);
      }).finally(() => {
        if (pending.size === 0) worker.unref();
      });
    },
    async close() {
      const running = current;
      current = undefined;
      if (running) await running.worker.terminate();
    },
  };
}
