import { describe, expect, it } from 'vitest';
import { timeTakenAsSaid } from '../../../server/providers/gateway-time.ts';

const made = new Date('2026-11-29T18:20:00Z');
const now = new Date('2026-11-29T18:45:00Z');

describe('a provider’s time as this server takes it (decisions 0070, 0071)', () => {
  it('is the time said when it falls between the making and now', () => {
    const said = new Date('2026-11-29T18:25:00Z');
    expect(timeTakenAsSaid(said, made, now)).toEqual(said);
  });

  it('is the making for a time before it, now for a time to come, and now when nothing was said', () => {
    expect(timeTakenAsSaid(new Date('2025-11-24T16:00:00Z'), made, now)).toEqual(made);
    expect(timeTakenAsSaid(new Date('2026-12-02T00:00:00Z'), made, now)).toEqual(now);
    expect(timeTakenAsSaid(undefined, made, now)).toEqual(now);
  });

  it('is now when the making is later than now (a clock set back), whatever was said', () => {
    const later = new Date('2026-11-29T19:00:00Z');
    expect(timeTakenAsSaid(new Date('2026-11-29T18:25:00Z'), later, now)).toEqual(now);
  });
});
