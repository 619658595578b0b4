/**
 * Ignores a second fire of an event while the actions of the first are still running: a double tap on
 * Apply makes one request. One guard per drawn node; keys are event names.
 */
export interface TapGuard {
  /** Runs `task` unless the same key is still running; resolves when the task (or the refusal) is done. */
  run(key: string, task: () => Promise<unknown>): Promise<void>;
}

export function createTapGuard(): TapGuard {
  const running = new Set<string>();
  return {
    run: async (key, task) => {
      if (running.has(key)) return;
      running.add(key);
      try {
        await task();
      } finally {
        running.delete(key);
      }
    },
  };
}
