import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The client a request counts as, for every count that decides something (the rate limits,
 * a canary's clients, click repeats): its network, not its address. An IPv4 address is one
 * client (an address is what a household or an office NAT has); an IPv6 address counts by its
 * first `ipv6PrefixBits` (CLIENT_IPV6_PREFIX, 64 by default): one subscriber is given a whole
 * /64 or more, and picks a fresh address from it for free. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`) is the IPv4 address. The address is the one TRUST_PROXY reads
 * (`request.ip`), so behind the load balancer it is the visitor's.
 *
 * Answers a text such as `192.0.2.1` or `2001:db8:1:2::/64`; anything that is no address
 * (a test's made-up one) is its own client.
 */
export function clientNetwork(address: string, ipv6PrefixBits: number): string {
  if (!isIP(address.replace(/%.*$/, ''))) return address;
  // process() reads an IPv4-mapped IPv6 address as the IPv4 address it is.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bits = Math.max(0, Math.min(128, ipv6PrefixBits));
  const kept = (parsed as ipaddr.IPv6).parts.map((group, index) => {
    const left = bits - index * 16;
    return left >= 16 ? group : left <= 0 ? 0 : group & ((0xffff << (16 - left)) & 0xffff);
  });
  return `${new ipaddr.IPv6(kept).toString()}/${bits}`;
}
