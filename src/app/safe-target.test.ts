import { describe, expect, it } from 'vitest';
import { isWebUrl, safeInAppTarget } from './safe-target.ts';

describe('navigation targets', () => {
  it.each([
    ['/personal', '/personal'],
    ['/orders?tab=1', '/orders?tab=1'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
  ])('%s -> %s', (to, expected) => {
    expect(safeInAppTarget(to)).toBe(expected);
  });

  it.each([
    ['https://pay.example/checkout?id=1', true],
    ['http://localhost:8080/dev/pay', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
  ])('%s leaves the app: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });
});
