import { describe, expect, it } from 'vitest';
import { createEventBudget } from '../../../../server/modules/telemetry/event-budget.ts';

describe('the usage events budget of a network', () => {
  it('takes events up to the budget of the minute, then refuses a batch that does not fit whole', () => {
    let now = 1_800_000_000_000; // the start of a minute
    const budget = createEventBudget(60, () => now);
    expect(budget.take('203.0.113.7', 50)).toBe(true);
    expect(budget.take('203.0.113.7', 11)).toBe(false);
    // The refused batch spent nothing: ten more still fit.
    expect(budget.take('203.0.113.7', 10)).toBe(true);
    expect(budget.take('203.0.113.7', 1)).toBe(false);
    // Another network has its own budget.
    expect(budget.take('2001:db8:1:2::', 60)).toBe(true);
    now += 59_999;
    expect(budget.take('203.0.113.7', 1)).toBe(false);
    // A new minute, a new budget.
    now += 1;
    expect(budget.take('203.0.113.7', 60)).toBe(true);
  });
});
