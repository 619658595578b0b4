import { describe, expect, it } from 'vitest';
import { createMinuteBudget } from '../../../server/http/minute-budget.ts';

describe('a budget per network and minute', () => {
  it('takes up to the budget of the minute, then refuses an amount that does not fit whole', () => {
    let now = 1_800_000_000_000; // the start of a minute
    const budget = createMinuteBudget(60, () => now);
    expect(budget.take('203.0.113.7', 50)).toBe(true);
    expect(budget.take('203.0.113.7', 11)).toBe(false);
    // The refused amount spent nothing: ten more still fit.
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

  it('takes back what is given back, within the minute, and never below nothing', () => {
    let now = 1_800_000_000_000;
    const budget = createMinuteBudget(2, () => now);
    expect(budget.take('198.51.100.4', 2)).toBe(true);
    budget.giveBack('198.51.100.4', 1);
    expect(budget.take('198.51.100.4', 1)).toBe(true);
    expect(budget.take('198.51.100.4', 1)).toBe(false);
    // Giving back more than was taken leaves a whole budget, not more.
    budget.giveBack('198.51.100.4', 5);
    expect(budget.take('198.51.100.4', 3)).toBe(false);
    expect(budget.take('198.51.100.4', 2)).toBe(true);
    // A give-back in a later minute does not reach into that minute's budget.
    now += 60_000;
    expect(budget.take('198.51.100.4', 2)).toBe(true);
    budget.giveBack('203.0.113.9', 1);
    expect(budget.take('198.51.100.4', 1)).toBe(false);
  });
});
