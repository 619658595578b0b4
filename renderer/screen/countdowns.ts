/**
 * `countdown` timers of a screen: each key counts down once a second to 0; starting a key again
 * restarts it; leaving the screen stops them all.
 */
export interface Countdowns {
  start(key: string, seconds: number): void;
  stopAll(): void;
}

export function createCountdowns(setState: (key: string, value: number) => void): Countdowns {
  const timers = new Map<string, ReturnType<typeof setInterval>>();
  const stop = (key: string) => {
    clearInterval(timers.get(key));
    timers.delete(key);
  };
  return {
    start: (key, seconds) => {
      stop(key);
      let left = seconds;
      setState(key, left);
      if (left <= 0) return;
      timers.set(
        key,
        setInterval(() => {
          left -= 1;
          setState(key, left);
          if (left <= 0) stop(key);
        }, 1000),
      );
    },
    stopAll: () => [...timers.keys()].forEach(stop),
  };
}
