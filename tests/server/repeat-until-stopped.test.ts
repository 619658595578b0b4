import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatUntilStopped } from '../../server/repeat-until-stopped.ts';

/** A run that ends when the test says so. */
function controlledRun() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('repeatUntilStopped', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task at each interval, never a second run while one is under way', async () => {
    const runs: Array<ReturnType<typeof controlledRun>> = [];
    const stop = repeatUntilStopped(() => {
      const run = controlledRun();
      runs.push(run);
      return run.done;
    }, 100);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300); // three intervals pass with the first run unfinished
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await stop();
  });

  it('waits for a run under way when stopped, and starts none after', async () => {
    const run = controlledRun();
    let started = 0;
    let ended = false;
    const stop = repeatUntilStopped(async () => {
      started++;
      await run.done;
      ended = true;
    }, 100);
    await vi.advanceTimersByTimeAsync(100);
    const stopped = stop();
    let stopReturned = false;
    void stopped.then(() => (stopReturned = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopReturned).toBe(false);
    run.finish();
    await stopped;
    expect(ended).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends the repeating when a run asks to, leaving no timer behind', async () => {
    let started = 0;
    const stop = repeatUntilStopped(async (stopRepeating) => {
      started++;
      if (started === 2) stopRepeating();
    }, 100);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    await stop();
  });

  it('tells a failed run and goes on repeating', async () => {
    const failures: string[] = [];
    let started = 0;
    const stop = repeatUntilStopped(
      async () => {
        started++;
        if (started === 1) throw new Error('checkpoint failed');
        if (started === 2) throw 'not an Error';
      },
      100,
      (error) => failures.push(error.message),
    );
    await vi.advanceTimersByTimeAsync(300);
    expect(failures).toEqual(['checkpoint failed', 'not an Error']);
    expect(started).toBe(3);
    await stop();
  });
});
