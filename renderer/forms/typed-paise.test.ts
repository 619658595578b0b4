import { describe, expect, it } from 'vitest';
import { applyInputFilter } from './input-filters.ts';
import { typedPaise, type PaiseTyped } from './typed-paise.ts';

/** Types `keys` one by one at the end of `start`, as the field does: the filter, then the rule. */
function typeAtEnd(start: string, keys: string): string {
  let text = start;
  let held: PaiseTyped | undefined;
  for (const key of keys) {
    const typed = text + key;
    const filtered = applyInputFilter(typed, 'digits', 7);
    const step = typedPaise(held, text, typed, filtered);
    held = step.next;
    text = step.refused ?? filtered;
  }
  return text;
}

describe('paise typed key by key into a digits field', () => {
  it.each([
    ['32000.50', '32000'],
    ['32,000.50', '32000'],
    ['1500.5', '1500'],
    // Typing on after the paise: a third digit is the borrower's own.
    ['45000.509', '450009'],
    ['45000', '45000'],
    ['9876543210', '9876543'],
  ])('%s typed gives %s', (keys, kept) => {
    expect(typeAtEnd('', keys)).toBe(kept);
  });

  it('starts nothing for a point typed into the middle, or after a deletion', () => {
    // "32000", a point typed after "32": the text is an edit, every digit stays.
    expect(typedPaise(undefined, '32000', '32.000', '32000')).toEqual({ next: undefined });
    const afterPoint = typedPaise(undefined, '32000', '32000.', '32000').next;
    expect(afterPoint).toEqual({ rupees: '32000', digits: 0 });
    // A deletion after the point: typing as usual again.
    expect(typedPaise(afterPoint, '32000', '3200', '3200')).toEqual({ next: undefined });
    expect(typedPaise(undefined, '3200', '32005', '32005')).toEqual({ next: undefined });
  });
});
