/**
 * Runs `task` every `everyMs` until stopped, never two runs at once (a slow run is not started
 * twice). The returned `stop` waits for a run in progress, so what the task uses can be closed right
 * after it. A run may end the repeating itself with the function it is given. The embedded
 * database's upkeep (its checkpoints and its vacuum) runs on this, and a running job's lease.
 */
export function repeatUntilStopped(
  task: (stopRepeating: () => void) => Promise<unknown>,
  everyMs: number,
  onFailed?: (error: Error) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const stopRepeating = () => clearInterval(timer);
  const timer = setInterval(() => {
    if (running) return;
    running = task(stopRepeating)
      .then(
        () => undefined,
        (error: unknown) => onFailed?.(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  // The timer alone does not keep a process (a script, a test) running.
  timer.unref();
  return async () => {
    stopRepeating();
    await running;
  };
}
