import { normalizeIP } from '@fastify/rate-limit';

/** The leading bits of an IPv6 address that name one subscriber's network. */
export const IPV6_NETWORK_BITS = 64;

/**
 * The network a request comes from, as every per-address limit counts it (decision 0026): an IPv4
 * address as itself, an IPv4 client seen through a dual-stack listener (`::ffff:203.0.113.7`) as
 * its IPv4 address, and an IPv6 address by its /64 (written as the network's first address). A
 * phone or home connection is given a whole /64 and may take a new address in it at will
 * (temporary addresses, RFC 8981), so counting single IPv6 addresses would give one borrower, or
 * one attacker, 2^64 budgets. The rate-limit plugin's own helper, so that the flood limit and the
 * sign-in limits can never count differently.
 */
export function clientNetwork(ip: string): string {
  return normalizeIP(ip, IPV6_NETWORK_BITS);
}
