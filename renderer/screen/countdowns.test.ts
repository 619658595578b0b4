import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdowns } from './countdowns.ts';

describe('countdowns', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('counts a key down to 0 once a second, restarts it, and stops when the screen is left', () => {
    const values: Array<[string, number]> = [];
    const countdowns = createCountdowns((key, value) => void values.push([key, value]));
    countdowns.start('resendIn', 3);
    vi.advanceTimersByTime(5000);
    expect(values).toEqual([
      ['resendIn', 3],
      ['resendIn', 2],
      ['resendIn', 1],
      ['resendIn', 0],
    ]);

    values.length = 0;
    countdowns.start('resendIn', 60);
    vi.advanceTimersByTime(1000);
    countdowns.start('resendIn', 2);
    vi.advanceTimersByTime(1000);
    countdowns.stopAll();
    vi.advanceTimersByTime(5000);
    expect(values).toEqual([
      ['resendIn', 60],
      ['resendIn', 59],
      ['resendIn', 2],
      ['resendIn', 1],
    ]);
  });
});

describe('a countdown on a phone that slept', () => {
  it('shows the time left when it wakes, not where its ticks stopped', () => {
    // A clock of its own: the timers do not run while the phone sleeps, the clock does.
    let clock = 1_000_000;
    const timers: Array<() => void> = [];
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((tick: () => void) => {
      timers.push(tick);
      return timers.length as unknown as ReturnType<typeof setInterval>;
    }) as typeof setInterval);
    const values: number[] = [];
    const countdowns = createCountdowns(
      (_key, value) => void values.push(value),
      () => clock,
    );
    countdowns.start('resendIn', 60);
    clock += 1000;
    timers[0]!();
    // Six minutes asleep, then the first tick after waking.
    clock += 6 * 60_000;
    timers[0]!();
    expect(values).toEqual([60, 59, 0]);
    vi.restoreAllMocks();
  });

  it('never shows more than it started with when the clock is set back', () => {
    vi.useFakeTimers();
    let clock = 5_000_000;
    const values: number[] = [];
    const countdowns = createCountdowns(
      (_key, value) => void values.push(value),
      () => clock,
    );
    countdowns.start('resendIn', 3);
    clock -= 3_600_000;
    vi.advanceTimersByTime(1000);
    clock += 3_600_000 + 2000;
    vi.advanceTimersByTime(1000);
    expect(values).toEqual([3, 1]);
    vi.useRealTimers();
  });
});
