import { BlockList, isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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
  { what: 'reserved, not an address on the internet', networks: ['240.0.0.0/4', '192.0.0.0/24', '100::/64', '64:ff9b:1::/48'] },
];

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `10.0.0.0/8` or `fd00::1` (one address) as a network, or null when it is neither. */
function networkOf(entry: string): { address: string; bits: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return null;
  const most = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? most : Number(bits);
  return prefix <= most ? { address, bits: prefix, family: version === 4 ? 'ipv4' : 'ipv6' } : null;
}

function listOf(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of networks) {
    const network = networkOf(entry)!;
    list.addSubnet(network.address, network.bits, network.family);
  }
  return list;
}

/**
 * LINK_CHECK_ALLOW_NETWORKS: comma-separated addresses and ranges, each checked here so that a
 * typing error stops the server at start rather than refusing a partner's link later.
 */
export function parseNetworks(value: string): string[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !networkOf(entry));
  if (wrong.length) {
    throw new Error(`LINK_CHECK_ALLOW_NETWORKS must be addresses or ranges such as 10.1.2.0/24 or fd00:1::/64, separated by commas; not: ${wrong.map((entry) => `"${entry}"`).join(', ')}`);
  }
  return entries;
}

const dottedOf = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address carries and reaches: IPv4-mapped (::ffff:127.0.0.1, also
 * written ::ffff:7f00:1), IPv4-compatible, NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Null for
 * any other.
 */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const groups = ipaddr.IPv6.parse(address).parts;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return dottedOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return dottedOf(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return dottedOf(groups[1]!, groups[2]!);
  return null;
}

/**
 * Which addresses the link check may connect to: those on the internet, and those in the
 * operator's LINK_CHECK_ALLOW_NETWORKS (an affiliate proxy inside their own network).
 */
export class AddressGuard {
  private readonly allowed: BlockList;
  private readonly refused = NOT_ON_THE_INTERNET.map(({ what, networks }) => ({ what, list: listOf(networks) }));

  constructor(allowedNetworks: readonly string[] = []) {
    this.allowed = listOf(parseNetworks(allowedNetworks.join(',')));
  }

  /** What `address` is when the check may not ask it ("on this machine"); null when it may. */
  refusal(address: string): string | null {
    const carried = embeddedIPv4(address);
    const forms = [address, ...(carried ? [carried] : [])];
    if (forms.some((form) => this.allowed.check(form, familyOf(form)))) return null;
    for (const form of forms) {
      const found = this.refused.find(({ list }) => list.check(form, familyOf(form)));
      if (found) return found.what;
    }
    return null;
  }
}
