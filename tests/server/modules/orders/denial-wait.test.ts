import { describe, expect, it } from 'vitest';
import { describeWait, remainingWait } from '../../../../server/modules/orders/denial-wait.ts';

describe('the wait after a denial (IST calendar days)', () => {
  // 20:00 UTC on 10 March is 01:30 IST on 11 March: the wait ends at 00:00 IST on 26 March.
  const deniedAt = new Date('2026-03-10T20:00:00Z');

  it('counts 15 calendar days from the IST date of the denial, hours rounded up', () => {
    expect(remainingWait(deniedAt, new Date('2026-03-11T10:00:00Z'))).toEqual({ day: 14, hour: 9 });
    expect(remainingWait(deniedAt, new Date('2026-03-25T18:00:00Z'))).toEqual({ day: 0, hour: 1 });
    expect(remainingWait(deniedAt, new Date('2026-03-25T18:30:00Z'))).toBeUndefined();
  });

  it('treats a denial late in the UTC day as the next IST day', () => {
    // 18:29 UTC is 23:59 IST on 10 March; 18:30 UTC is already 11 March in IST.
    const early = remainingWait(new Date('2026-03-10T18:29:00Z'), new Date('2026-03-24T18:00:00Z'));
    const late = remainingWait(new Date('2026-03-10T18:30:00Z'), new Date('2026-03-24T18:00:00Z'));
    expect(early).toEqual({ day: 0, hour: 1 });
    expect(late).toEqual({ day: 1, hour: 1 });
  });

  it('says the wait in words', () => {
    expect(describeWait({ day: 14, hour: 9 }).en).toBe('14 days 9 hours');
    expect(describeWait({ day: 1, hour: 0 }).en).toBe('1 day');
    expect(describeWait({ day: 0, hour: 1 }).en).toBe('1 hour');
  });

  it('says the wait in Hindi words, as a message reads it after "in"', () => {
    expect(describeWait({ day: 14, hour: 9 }).hi).toBe('14 दिन 9 घंटे');
    expect(describeWait({ day: 1, hour: 0 }).hi).toBe('1 दिन');
    expect(describeWait({ day: 0, hour: 1 }).hi).toBe('1 घंटे');
  });
});
