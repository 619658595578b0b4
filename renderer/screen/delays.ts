/** `delay` waits of a screen: leaving the screen ends them at once, so the lists waiting on them stop. */
export interface Delays {
  wait(ms: number): Promise<void>;
  endAll(): void;
}

export function createDelays(): Delays {
  const pending = new Set<() => void>();
  return {
    wait: (ms) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          pending.delete(finish);
          resolve();
        };
        const timer = setTimeout(finish, ms);
        pending.add(finish);
      }),
    endAll: () => [...pending].forEach((finish) => finish()),
  };
}
