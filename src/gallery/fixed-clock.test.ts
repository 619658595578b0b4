import { describe, expect, it } from 'vitest';
import { fixClock } from './fixed-clock.ts';

describe("the frame's fixed clock", () => {
  it('answers the fixture\'s moment for "now", and any other date as usual', () => {
    const target = { Date };
    fixClock('2026-11-21T10:00:00+05:30', target);
    const FixedDate = target.Date;
    expect(FixedDate.now()).toBe(Date.parse('2026-11-21T04:30:00Z'));
    expect(new FixedDate().toISOString()).toBe('2026-11-21T04:30:00.000Z');
    expect(new FixedDate('2026-01-02T00:00:00Z').toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(new FixedDate(0).getTime()).toBe(0);
    expect(new FixedDate(2026, 0, 2).getFullYear()).toBe(2026);
    expect(new FixedDate() instanceof Date).toBe(true);
    // The page's own clock is untouched.
    expect(Date).not.toBe(FixedDate);
  });

  it('refuses a moment that is not a date', () => {
    expect(() => fixClock('tomorrow', { Date })).toThrow('"tomorrow" is not a date and time.');
  });
});
