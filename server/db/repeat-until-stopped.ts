/**
 * Runs `task` every `everyMs` until stopped, never two runs at once (a slow run is not started
 * twice). The returned `stop` waits for a run in progress, so what the task uses can be closed right
 * after it. The embedded database's upkeep (its checkpoints and its vacuum) runs on this.
 */
export function repeatUntilStopped(
  task: () => Promise<unknown>,
  everyMs: number,
  onFailed?: (error: Error) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
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
    clearInterval(timer);
    await running;
  };
}
