/**
 * `countdown` timers of a screen: each key counts down once a second to 0; starting a key again
 * restarts it; leaving the screen stops them all.
 *
 * What is shown is the time left to the key's end, read from the clock at each tick, not a count
 * of ticks: a phone asleep in a pocket, or a tab in the background, runs no timers (iOS Safari
 * suspends the page, Android Chrome freezes or throttles it). Counting ticks, "Resend in 53 s"
 * was still there after six minutes asleep, while the server had long allowed a new code and the
 * expired one's message said to ask for it. The wall clock, not `performance.now()`: Android's
 * monotonic clock stops while the phone sleeps, and the waits it shows are the server's, in real
 * time. A clock set back shows at most the seconds the key started with.
 */
export interface Countdowns {
  start(key: string, seconds: number): void;
  stopAll(): void;
}

export function createCountdowns(
  setState: (key: string, value: number) => void,
  now: () => number = Date.now,
): Countdowns {
  const timers = new Map<string, ReturnType<typeof setInterval>>();
  const stop = (key: string) => {
    clearInterval(timers.get(key));
    timers.delete(key);
  };
  return {
    start: (key, seconds) => {
      stop(key);
      let shown = seconds;
      setState(key, shown);
      if (shown <= 0) return;
      const end = now() + seconds * 1000;
      timers.set(
        key,
        setInterval(() => {
          const left = Math.min(seconds, Math.max(0, Math.ceil((end - now()) / 1000)));
          if (left !== shown) setState(key, (shown = left));
          if (left <= 0) stop(key);
        }, 1000),
      );
    },
    stopAll: () => [...timers.keys()].forEach(stop),
  };
}
