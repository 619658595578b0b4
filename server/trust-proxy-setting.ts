/**
 * `TRUST_PROXY`: which proxies in front of the server may say, in `X-Forwarded-For`, where a request
 * came from. The address decides the per-address limits on sign-in codes and wrong codes and the
 * rate limit, so trusting the header from anyone (Fastify's `true`: its left-most entry, which the
 * client writes) would let one machine look like thousands. So the setting names the proxies:
 * their addresses, comma-separated (IPs, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`).
 * A request's address is then the right-most entry of the header that is not one of them, and a
 * request that did not come from one of them is counted by its own address, whatever it says. A
 * number of hops is not taken: Fastify trusts nothing for one, as a hop count cannot tell a proxy
 * from a client that wrote enough entries. Unset, empty, `0` or `false`: no proxy, the header is
 * ignored.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export class TrustProxyError extends Error {}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true' || value === '1')
    throw new TrustProxyError(
      `TRUST_PROXY=${value} would take the X-Forwarded-For a client writes as its address: give the proxies' addresses instead (e.g. 10.0.0.5 or 10.0.0.0/8).`,
    );
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0)
    throw new TrustProxyError(
      `TRUST_PROXY must be the proxies' addresses (IP, CIDR range, loopback, linklocal or uniquelocal), comma-separated; not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}.`,
    );
  return entries;
}
