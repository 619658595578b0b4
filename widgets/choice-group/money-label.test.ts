import { describe, expect, it } from 'vitest';
import { moneyLabel } from './money-label.ts';

describe('moneyLabel', () => {
  it('shows a number as rupees with Indian grouping', () => {
    expect(moneyLabel('1000')).toBe('₹\u00a01,000');
    expect(moneyLabel('150000')).toBe('₹\u00a01,50,000');
    expect(moneyLabel('2500.5')).toBe('₹\u00a02,500.50');
    expect(moneyLabel('2499.999')).toBe('₹\u00a02,500');
  });

  it('leaves text that is not a number as it is', () => {
    expect(moneyLabel('Other')).toBe('Other');
    expect(moneyLabel('')).toBe('');
  });
});
