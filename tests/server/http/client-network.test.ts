// How the per-address limits name where a request comes from (decision 0026).
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../server/http/client-network.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2401:4900:1c2a:5e10::';
    expect(clientNetwork('2401:4900:1c2a:5e10:8d3:1f2e:aa01:7')).toBe(network);
    expect(clientNetwork('2401:4900:1c2a:5e10:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2401:4900:1C2A:5E10:0000:0000:0000:0001')).toBe(network);
    expect(clientNetwork('2401:4900:1c2a:5e11::1')).toBe('2401:4900:1c2a:5e11::');
    expect(clientNetwork('::1')).toBe('::');
  });

  it('counts an IPv4 client seen through a dual-stack listener as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('not-an-address')).toBe('not-an-address');
  });
});
