import { describe, expect, it } from 'vitest';
import { isWebUrl, safeInAppTarget } from './safe-target.ts';

describe('navigation targets', () => {
  it.each([
    ['/personal', '/personal'],
    ['/orders?tab=1', '/orders?tab=1'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
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
    ['data:text/html,<script>alert(1)</script>', false],
    ['/api1/sandbox-pay/sbx_1', true],
    // Without a scheme an address stays on this origin: these would leave it looking like paths.
    ['//evil.example', false],
    ['  //evil.example/pay', false],
    ['\\\\evil.example', false],
    ['/\\evil.example', false],
    ['  javascript:alert(1)', false],
  ])('%s leaves the app: %s', (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });
});
