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
