import { isIP } from 'node:net';

/** `10.0.0.0/8` or `fd00::1` (one address) as a network, or null when it is neither. */
export function parseCidr(entry: string): { address: string; bits: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return null;
  const most = version === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? most : Number(bits);
  return prefix <= most ? { address, bits: prefix, family: version === 4 ? 'ipv4' : 'ipv6' } : null;
}

/**
 * LINK_CHECK_ALLOW_NETWORKS: comma-separated addresses and ranges, each checked here so that a
 * typing error stops the server at start rather than refusing a partner's link later.
 */
export function parseNetworks(value: string): string[] {
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !parseCidr(entry));
  if (wrong.length) {
    throw new Error(`LINK_CHECK_ALLOW_NETWORKS must be addresses or ranges such as 10.1.2.0/24 or fd00:1::/64, separated by commas; not: ${wrong.map((entry) => `"${entry}"`).join(', ')}`);
  }
  return entries;
}

