import net from 'node:net';

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
  const bare = address.replace(/%.*$/, '');
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  const bits = Math.max(0, Math.min(128, ipv6PrefixBits));
  const kept = groups.map((group, index) => {
    const left = bits - index * 16;
    return left >= 16 ? group : left <= 0 ? 0 : group & ((0xffff << (16 - left)) & 0xffff);
  });
  return `${kept.map((group) => group.toString(16)).join(':').replace(/(^|:)0(:0)+(:|$)/, '::')}/${bits}`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  return tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The client of a request's address under the server's settings: what every count keys by. */
export const clientNetworks = (config: { clientIpv6Prefix: number }) => (address: string) => clientNetwork(address, config.clientIpv6Prefix);
