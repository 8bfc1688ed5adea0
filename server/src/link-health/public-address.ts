import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { parseCidr, parseNetworks } from '../core/network-ranges';

/**
 * The addresses the link check never asks, by what they are, in the words its refusal uses.
 * Whoever may import the catalogue chooses the URLs the check fetches from inside the site's
 * network; without these, an affiliate URL (or a partner's redirect) could make it knock on
 * this machine, the database, an internal admin page or a cloud's metadata service.
 */
const NOT_ON_THE_INTERNET: ReadonlyArray<{ what: string; networks: string[] }> = [
  { what: 'on this machine', networks: ['127.0.0.0/8', '0.0.0.0/8', '::1/128', '::/128'] },
  // RFC 1918, carrier-grade NAT (100.64/10, where some clouds' metadata answers too), unique local IPv6 (fd00:ec2::254 among them).
  { what: 'on a private network', networks: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fec0::/10'] },
  // 169.254.169.254 and fe80:: are where cloud metadata services answer.
  { what: 'link-local, where cloud metadata services answer', networks: ['169.254.0.0/16', 'fe80::/10'] },
  { what: 'a multicast address', networks: ['224.0.0.0/4', 'ff00::/8'] },
  // Teredo hides the address it leads to (its client's, obfuscated, in the last 32 bits): no partner's link needs one.
  { what: 'a Teredo tunnel, which may lead to any address', networks: ['2001::/32'] },
  // Documentation, benchmarking (198.18/15), the old 6to4 relays (192.88.99/24) and other ranges no site is on; ipaddr.js's
  // classes below catch the ones this list does not name.
  {
    what: 'reserved, not an address on the internet',
    networks: ['240.0.0.0/4', '192.0.0.0/24', '192.0.2.0/24', '192.88.99.0/24', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '100::/64', '64:ff9b:1::/48', '2001:db8::/32'],
  },
];

/**
 * ipaddr.js's classes of an address that are not refused for what they are: ordinary addresses,
 * and IPv6 ones that carry an IPv4 address, judged by that address (embeddedIPv4).
 */
const JUDGED_OTHERWISE = new Set(['unicast', 'ipv4Mapped', 'rfc6145', 'rfc6052', '6to4']);

type Family = 'ipv4' | 'ipv6';

const familyOf = (address: string): Family => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The networks as one list per family. Node's BlockList matches an IPv4 address against an
 * IPv4-mapped IPv6 range and back; each form of an address is judged by its own family's
 * networks only, so allowing ::ffff:0:0/96 does not allow 127.0.0.1.
 */
function listOf(networks: readonly string[]): (address: string) => boolean {
  const lists: Record<Family, BlockList> = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const entry of networks) {
    const network = parseCidr(entry)!;
    lists[network.family].addSubnet(network.address, network.bits, network.family);
  }
  return (address) => lists[familyOf(address)].check(address, familyOf(address));
}

const dottedOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address carries and reaches: IPv4-mapped (::ffff:127.0.0.1, also
 * written ::ffff:7f00:1), IPv4-compatible, SIIT (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and
 * 6to4 (2002::/16). Null for any other.
 */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const groups = ipaddr.IPv6.parse(address).parts;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return dottedOf(groups[6]!, groups[7]!);
  if (zeros(0, 4) && groups[4] === 0xffff && groups[5] === 0) return dottedOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return dottedOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dottedOf(groups[1]!, groups[2]!);
  return null;
}

/**
 * Which addresses the link check may connect to: those on the internet, and those in the
 * operator's LINK_CHECK_ALLOW_NETWORKS (an affiliate proxy inside their own network).
 */
export class AddressGuard {
  private readonly allowed: (address: string) => boolean;
  private readonly refused = NOT_ON_THE_INTERNET.map(({ what, networks }) => ({ what, holds: listOf(networks) }));

  constructor(allowedNetworks: readonly string[] = []) {
    this.allowed = listOf(parseNetworks(allowedNetworks.join(',')));
  }

  /**
   * What `address` is when the check may not ask it ("on this machine"); null when it may. Every
   * form of it (the address and the IPv4 address it carries) must be allowed or not refused:
   * allowing an IPv6 range does not allow the IPv4 addresses its addresses lead to.
   */
  refusal(address: string): string | null {
    const carried = embeddedIPv4(address);
    for (const form of [address, ...(carried ? [carried] : [])]) {
      if (this.allowed(form)) continue;
      const found = this.refused.find(({ holds }) => holds(form))?.what ?? reservedClass(form);
      if (found) return found;
    }
    return null;
  }
}

/** Refused by ipaddr.js's classes, for a range the lists above do not name. */
function reservedClass(address: string): string | null {
  let kind: string;
  try {
    kind = ipaddr.parse(address).range();
  } catch {
    return null;
  }
  return JUDGED_OTHERWISE.has(kind) ? null : 'reserved, not an address on the internet';
}
