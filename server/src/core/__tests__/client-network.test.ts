import { describe, it } from 'node:test';
import { expect } from 'expect';
import { clientNetwork } from '../client-network';
import { loadConfig } from '../config';

/** What one client is for every count that decides something: the rate limits, click repeats, a canary's clients. */
describe('the client a request counts as', () => {
  it('is an IPv4 address, however it is written', () => {
    expect(clientNetwork('192.0.2.1', 64)).toBe('192.0.2.1');
    // A dual-stack listener sees IPv4 visitors as IPv4-mapped IPv6 addresses.
    expect(clientNetwork('::ffff:192.0.2.1', 64)).toBe('192.0.2.1');
    expect(clientNetwork('::FFFF:c000:0201', 64)).toBe('192.0.2.1');
    expect(clientNetwork('192.0.2.2', 64)).not.toBe(clientNetwork('192.0.2.1', 64));
  });

  it('is the /64 of an IPv6 address by default, whichever way the address is written', () => {
    const ofOne64 = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::9%eth0', '2001:db8:1:2:3:4:192.0.2.1'];
    expect(new Set(ofOne64.map((address) => clientNetwork(address, 64)))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientNetwork('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('::1', 64)).toBe('::/64');
  });

  it('follows CLIENT_IPV6_PREFIX, from 32 to 128 bits', () => {
    expect(clientNetwork('2001:db8:1:2::1', 56)).toBe(clientNetwork('2001:db8:1:ff::1', 56));
    expect(clientNetwork('2001:db8:1:2::1', 56)).not.toBe(clientNetwork('2001:db8:1:102::1', 56));
    expect(clientNetwork('2001:db8:1:2::1', 128)).not.toBe(clientNetwork('2001:db8:1:2::2', 128));
    expect(loadConfig({}).clientIpv6Prefix).toBe(64);
    expect(loadConfig({ CLIENT_IPV6_PREFIX: '48' }).clientIpv6Prefix).toBe(48);
    for (const refused of ['16', '129', 'all']) expect(() => loadConfig({ CLIENT_IPV6_PREFIX: refused })).toThrow(`CLIENT_IPV6_PREFIX must be an integer from 32 to 128, got "${refused}"`);
  });
});
