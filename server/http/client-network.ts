import ipaddr from 'ipaddr.js';

/** The leading bits of an IPv6 address that name one subscriber's network. */
const IPV6_NETWORK_BITS = 64;

/**
 * The network a request comes from, as the per-address limits count it (decision 0026). An IPv4
 * address counts as itself. An IPv6 address counts by its /64: a phone or home connection is given a
 * whole /64 and may take a new address in it at will (temporary addresses, RFC 8981), so counting
 * single IPv6 addresses would give one borrower, or one attacker, 2^64 budgets of codes. An IPv4
 * client seen through a dual-stack listener (`::ffff:203.0.113.7`) counts as its IPv4 address.
 * Anything else (never expected from Node's socket) counts as written.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const ipv6 = address as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const parts = ipv6.parts.slice(0, IPV6_NETWORK_BITS / 16);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/${IPV6_NETWORK_BITS}`;
}
