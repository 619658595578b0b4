import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../../server/providers/payment/safe-return-path.ts';

const own = ['https://loans.example.in', 'http://localhost:5173'];

describe('the return path after paying (no open redirect)', () => {
  it.each([
    ['/orders/12/detail', '/orders/12/detail'],
    ['/orders?tab=1#top', '/orders?tab=1#top'],
    ['https://loans.example.in/orders/12/detail', '/orders/12/detail'],
    ['http://localhost:5173/orders', '/orders'],
    // Encoded slashes stay in the path: the browser asks this site for it.
    ['https://loans.example.in/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('accepts %s as %s', (callback, path) => {
    expect(safeReturnPath(callback, own)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/orders'],
    ['a look-alike origin', 'https://loans.example.in.evil.example/orders'],
    ['another port of ours', 'https://loans.example.in:8443/orders'],
    ['a protocol-relative URL', '//evil.example/orders'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path without a slash', 'orders'],
    ['a control character', '/orders\n/x'],
    ['nothing', ''],
    ['a very long value', `/${'a'.repeat(2100)}`],
    // Our own origin, but the path is a protocol-relative URL: the browser would go to evil.example.
    ['our origin with a path starting "//"', 'https://loans.example.in//evil.example/steal'],
    ['our dev origin with a path starting "//"', 'http://localhost:5173//evil.example/steal'],
    ['our origin with "/.//" made "//" by the parser', 'https://loans.example.in/.//evil.example'],
    ['a path made "//" by the parser', '/.//evil.example/steal'],
    ['a path made "//" by a parent segment', '/orders/..//evil.example'],
  ])('refuses %s', (_case, callback) => {
    expect(safeReturnPath(callback, own)).toBeUndefined();
  });

  it('refuses a missing callback', () => {
    expect(safeReturnPath(undefined, own)).toBeUndefined();
    expect(safeReturnPath(null, own)).toBeUndefined();
  });
});
