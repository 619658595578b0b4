import { describe, expect, it } from 'vitest';
import { routeMatches, routeParams, sameShape } from './route-pattern.ts';

describe('route patterns', () => {
  it.each([
    ['/orders/:id/detail', '/orders/12/detail', true],
    ['/orders/:id/detail', '/orders/12/detail?tab=1#top', true],
    ['/orders/:id/detail', '/orders/{{item.id}}/detail', true],
    ['/orders/:id/detail', '/orders/12', false],
    ['/orders/:id/detail', '/orders/12/detail/more', false],
    ['/', '/', true],
    ['/', '/?redirect=/orders', true],
    ['/schedule/:oid?', '/schedule', true],
    ['/schedule/:oid?', '/schedule/3', true],
    ['/files/*', '/files/a/b', true],
    ['/product/:pid', '/products/1', false],
  ])('%s matches %s: %s', (pattern, target, expected) => {
    expect(routeMatches(pattern, target)).toBe(expected);
  });

  it('names the params of a pattern and sees patterns that differ only in param names as one', () => {
    expect(routeParams('/product/:pid/denied/:day?')).toEqual(['pid', 'day']);
    expect(sameShape('/orders/:id')).toBe(sameShape('/orders/:orderId'));
    expect(sameShape('/orders/:id')).not.toBe(sameShape('/orders/list'));
  });
});
