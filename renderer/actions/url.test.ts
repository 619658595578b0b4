import { describe, expect, it } from 'vitest';
import { absoluteUrl, appendQuery, buildQueryString, withCallback } from './url.ts';

describe('withCallback (redirect to a payment page)', () => {
  const back = 'https://app.example.in/orders/42/detail?from=pay';
  it.each([
    [
      'https://pay.example.com/p/abc',
      'https://pay.example.com/p/abc?callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail%3Ffrom%3Dpay',
    ],
    [
      'https://pay.example.com/p?id=9',
      'https://pay.example.com/p?id=9&callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail%3Ffrom%3Dpay',
    ],
    [
      'https://pay.example.com/p?',
      'https://pay.example.com/p?callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail%3Ffrom%3Dpay',
    ],
    [
      'https://pay.example.com/p?id=9&',
      'https://pay.example.com/p?id=9&callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail%3Ffrom%3Dpay',
    ],
    [
      'https://pay.example.com/p?id=9#top',
      'https://pay.example.com/p?id=9&callback=https%3A%2F%2Fapp.example.in%2Forders%2F42%2Fdetail%3Ffrom%3Dpay#top',
    ],
  ])('%s', (url, expected) => {
    expect(withCallback(url, 'callback', back)).toBe(expected);
  });
});

describe('query strings', () => {
  it('leaves out missing values and encodes the rest', () => {
    expect(buildQueryString({ pid: 7, q: 'a b&c', none: undefined, nil: null, empty: '', ids: [1, 2] })).toBe(
      'pid=7&q=a%20b%26c&empty=&ids=1&ids=2',
    );
    expect(appendQuery('/bank/add', '')).toBe('/bank/add');
    expect(appendQuery('/bank/add', 'pid=7')).toBe('/bank/add?pid=7');
    expect(appendQuery('/bank?x=1', 'pid=7')).toBe('/bank?x=1&pid=7');
  });

  it('makes a relative callback absolute', () => {
    expect(absoluteUrl('/orders', 'https://app.example.in')).toBe('https://app.example.in/orders');
    expect(absoluteUrl('https://x.in/a', 'https://app.example.in')).toBe('https://x.in/a');
  });
});
