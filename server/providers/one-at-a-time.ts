import { ProviderBusyError } from './provider-busy.ts';

interface Waiting {
  start: () => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/**
 * A queue for a provider that does one job at a time on this server's own CPU (the sandbox OCR and
 * face check): jobs run in the order they came, one after another (decision 0030).
 *
 * - At most `maxWaiting` jobs wait behind the running one; another is refused at once with
 *   ProviderBusyError, rather than kept waiting past the point the borrower's app gives up (it waits
 *   100 s; a photo takes up to a few seconds to read).
 * - A job whose signal aborts while it waits (its borrower's connection closed) leaves the queue
 *   without running: nobody would see its answer, and it would only delay the borrowers behind it.
 *   A job already running is not interrupted.
 */
export function oneAtATime(maxWaiting: number) {
  const queue: Waiting[] = [];
  let busy = false;

  function next(): void {
    const job = queue.shift();
    if (!job) {
      busy = false;
      return;
    }
    job.signal?.removeEventListener('abort', job.onAbort);
    job.start();
  }

  function run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const execute = (): Promise<T> => {
      busy = true;
      // A job that throws before its first await still frees the queue.
      return Promise.resolve().then(job).finally(next);
    };
    if (!busy) return execute();
    if (queue.length >= maxWaiting) return Promise.reject(new ProviderBusyError());
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = {
        start: () => execute().then(resolve, reject),
        signal,
        onAbort: () => {
          const at = queue.indexOf(waiting);
          if (at === -1) return;
          queue.splice(at, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', waiting.onAbort, { once: true });
      queue.push(waiting);
    });
  }

  return {
    run,
    /** Jobs waiting behind the running one. */
    get waiting(): number {
      return queue.length;
    },
  };
}
