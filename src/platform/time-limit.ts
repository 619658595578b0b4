/** The page's timer functions, or a window's in tests. */
export type Timers = Pick<WindowOrWorkerGlobalScope, 'setTimeout' | 'clearTimeout'>;

/**
 * Runs `call` with a signal that aborts after `timeoutMs`, and clears the timer when the call
 * settles, so a finished call leaves nothing scheduled. This is for a network that hangs rather
 * than fails: the caller sees the abort as a failure and can say so. `AbortSignal.timeout` is
 * newer than the browsers the app supports (Chrome 103 and Safari 16, decision 0048), and fake
 * timers in tests cannot move it forward.
 */
export async function withinTimeLimit<T>(
  timeoutMs: number,
  call: (signal: AbortSignal) => Promise<T>,
  timers: Timers = globalThis,
): Promise<T> {
  const controller = new AbortController();
  const timer = timers.setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } finally {
    timers.clearTimeout(timer);
  }
}
