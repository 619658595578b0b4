import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest.ts';

describe('suggestions', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('prosp', 'props')).toBe(1);
    expect(editDistance('userTpe', 'userType')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests only plausible typos', () => {
    expect(closest('userTpe', ['userType', 'homeProductVos'])).toBe('userType');
    expect(closest('isIOS', ['isIos', 'os'])).toBe('isIos');
    expect(closest('labl', ['text', 'variant', 'align'])).toBeUndefined();
    expect(closest('x', ['order'])).toBeUndefined();
  });
});
