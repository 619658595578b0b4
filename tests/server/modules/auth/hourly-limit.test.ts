import { describe, expect, it } from 'vitest';
import { hourBefore, overHourlyLimit } from '../../../../server/modules/auth/hourly-limit.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('an hourly limit counted from event times', () => {
  it('counts the events of the hour that ends now', () => {
    expect(hourBefore(now).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('has room below the limit, and refuses at it with the wait until the oldest leaves the hour', () => {
    const times = [minutesAgo(50), minutesAgo(20), minutesAgo(5)];
    expect(overHourlyLimit('FEEDBACK_TOO_MANY', times.slice(1), 3, now)).toBeUndefined();
    const refusal = overHourlyLimit('FEEDBACK_TOO_MANY', times, 3, now);
    expect(refusal?.errorName).toBe('FEEDBACK_TOO_MANY');
    expect(refusal?.message).toBe(
      'You have sent a lot of feedback in the last hour. Please try again in 10 minutes.',
    );
    const nearlyFree = overHourlyLimit(
      'FEEDBACK_TOO_MANY',
      [new Date(hourBefore(now).getTime() + 30_000)],
      1,
      now,
    );
    expect(nearlyFree?.message).toBe(
      'You have sent a lot of feedback in the last hour. Please try again in 30 seconds.',
    );
  });
});
