import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { adminClient } from '../../core/cli/admin-client';
import { parseCommand, runCommand } from '../../core/cli/step-commands';
import { loadConfig } from '../../core/config';
import type { LinkHealthReport } from '../link-health-store';
import { AddressGuard } from '../public-address';
import { STEP_TABLE } from '../../features';
import { makeCertificates, redirect, startTarget, type Target, type TestCertificates } from '../../test-kit/link-targets';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'link-check-addresses-token-0123456789abcdef';
/** A partner the operator allowed (an affiliate proxy in their network, say): another loopback address, another host to the check. */
const ALLOWED = '127.0.0.2';

type Scenario = 'address' | 'name' | 'redirect' | 'redirectByName' | 'redirectMapped' | 'metadata' | 'allowed';

/**
 * Whoever may import the catalogue chooses the URLs the link check fetches, from inside the
 * site's network. A service on this machine (a listener on 127.0.0.1, as an internal admin page
 * or a database would be) is pointed at directly, through a name that resolves to it, and
 * through redirects of a partner the check may ask: it must not even see a connection.
 */
describe('the link check asks no address inside the network', () => {
  let t: TestApp;
  let inside: Target;
  let partner: Target;
  let certs: TestCertificates;
  const urls = {} as Record<Scenario, string>;
  const casinos = {} as Record<Scenario, { slug: string; name: string }>;

  const api = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` } });
  const linkOf = (found: LinkHealthReport, scenario: Scenario) => found.links.find((link) => link.slug === casinos[scenario].slug)!;
  let found: LinkHealthReport;

  before(async () => {
    certs = makeCertificates(ALLOWED);
    inside = await startTarget((_request, response) => response.end('internal'));
    const port = new URL(inside.origin).port;
    partner = await startTarget(
      (request, response) => {
        if (request.url === '/to-inside') return redirect(response, `${inside.origin}/admin`);
        if (request.url === '/to-localhost') return redirect(response, `http://localhost:${port}/admin`);
        if (request.url === '/to-mapped') return redirect(response, `http://[::ffff:7f00:1]:${port}/admin`);
        response.end('fine');
      },
      certs.trusted,
      ALLOWED,
    );
    Object.assign(urls, {
      // Stored affiliate URLs are https; the service inside answers plain http, but a connection is a connection.
      address: `https://127.0.0.1:${port}/admin?ref=casinovergleich`,
      name: `https://localhost:${port}/admin`,
      redirect: `${partner.origin}/to-inside`,
      redirectByName: `${partner.origin}/to-localhost`,
      redirectMapped: `${partner.origin}/to-mapped`,
      metadata: 'https://169.254.169.254/latest/meta-data/',
      allowed: `${partner.origin}/fine`,
    } satisfies Record<Scenario, string>);
    t = await createTestApp({ adminToken: TOKEN, linkCheckAllowNetworks: [ALLOWED], linkCheckCaFile: certs.caFile, linkCheckTimeoutMs: 2500, linkCheckHostIntervalMs: 10 }, { linkCheckPollMs: 0 });
    const rows = await t.app.db.query<{ slug: string; name: string }>('SELECT slug, name FROM casinos ORDER BY position');
    const scenarios = Object.keys(urls) as Scenario[];
    for (const [index, row] of rows.entries()) {
      const scenario = scenarios[index] ?? 'allowed';
      if (scenarios[index]) casinos[scenario] = row;
      await t.app.db.query('UPDATE casinos SET affiliate_url = $1 WHERE slug = $2', [urls[scenario], row.slug]);
    }
    const started = await api('POST', '/admin/link-health/run');
    expect(started.statusCode).toBe(200);
    await t.app.linkHealth.idle();
    found = (await api('GET', '/admin/link-health')).json<LinkHealthReport>();
  });

  after(async () => {
    await t?.close();
    await Promise.all([inside, partner].map((target) => target?.close()));
    certs?.remove();
  });

  it('reports each way into this machine as refused, and the listener there sees no connection at all', () => {
    const seen = Object.fromEntries((Object.keys(casinos) as Scenario[]).map((scenario) => [scenario, { outcome: linkOf(found, scenario).outcome, broken: linkOf(found, scenario).broken }]));
    expect(seen).toEqual({
      address: { outcome: 'refused', broken: true },
      name: { outcome: 'refused', broken: true },
      redirect: { outcome: 'refused', broken: true },
      redirectByName: { outcome: 'refused', broken: true },
      redirectMapped: { outcome: 'refused', broken: true },
      metadata: { outcome: 'refused', broken: true },
      allowed: { outcome: 'ok', broken: false },
    });
    expect(inside.connections).toEqual([]);
    expect(inside.arrivals).toEqual([]);
  });

  it('says in words why, and shows the redirect that led there', () => {
    expect(linkOf(found, 'address').detail).toBe('refused: the address 127.0.0.1 is on this machine');
    expect(linkOf(found, 'name').detail).toMatch(/^refused: localhost is the address (127\.0\.0\.1|::1), on this machine$/);
    expect(linkOf(found, 'redirect')).toMatchObject({ detail: 'refused: the address 127.0.0.1 is on this machine', chain: [{ url: urls.redirect, status: 302 }] });
    expect(linkOf(found, 'redirectByName').chain).toEqual([{ url: urls.redirectByName, status: 302 }]);
    expect(linkOf(found, 'redirectMapped').detail).toBe('refused: the address ::ffff:7f00:1 is on this machine');
    expect(linkOf(found, 'metadata').detail).toBe('refused: the address 169.254.169.254 is link-local, where cloud metadata services answer');
  });

  it('shows the refusal on the console page and in npm run link-health', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/admin/sign-in', payload: `token=${TOKEN}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = (await t.app.inject({ url: '/admin/console/link-health', headers: { cookie } })).body;
    expect(page.match(/<span class="pill bad">refused<\/span> refused: the address 127\.0\.0\.1 is on this machine/g)).toHaveLength(2);

    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    let code: number;
    try {
      code = await runCommand(parseCommand(STEP_TABLE, ['link-health', 'latest']), adminClient(STEP_TABLE, { base, token: TOKEN }));
    } finally {
      console.log = log;
    }
    expect(code).toBe(1);
    expect(printed).toContain(`  REFUSED ${casinos.metadata.name} (${casinos.metadata.slug}): refused: the address 169.254.169.254 is link-local, where cloud metadata services answer`);
    expect(printed).toContain(`  ok      ${casinos.allowed.name} (${casinos.allowed.slug}): 200 at ${ALLOWED}:${new URL(partner.origin).port}`);
  });

  it('refuses every address of this machine, a private, link-local, CGNAT, multicast or metadata network, however it is written', () => {
    const guard = new AddressGuard();
    const refused = [
      '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '100.100.100.200',
      '169.254.169.254', '169.254.0.1', '224.0.0.1', '239.255.255.250', '255.255.255.255',
      '::1', '::', 'fc00::1', 'fd00:ec2::254', 'fe80::1', 'fe80::1%eth0', 'ff02::1',
      // IPv4 inside IPv6: mapped (both spellings), compatible, NAT64 and 6to4.
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1', '::127.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', '2002:a9fe:a9fe::',
      // SIIT (::ffff:0:0:0/96), a Teredo tunnel (its client 127.0.0.1, obfuscated), documentation, benchmarking, the old 6to4 relays.
      '::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe', '2001:0:4136:e378:8000:63bf:80ff:fffe', '2001::1', '2001:db8::1', '198.18.0.1', '198.19.255.254', '192.88.99.1',
      '192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:2::1',
    ];
    const allowed = ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '198.20.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '::ffff:0:808:808', '64:ff9b::808:808', '2002:808:808::1'];
    expect(refused.filter((address) => guard.refusal(address) === null)).toEqual([]);
    expect(allowed.filter((address) => guard.refusal(address) !== null)).toEqual([]);
    // The operator's own network, allowed by LINK_CHECK_ALLOW_NETWORKS, and nothing beside it.
    const proxy = new AddressGuard(['10.1.2.0/24', 'fd00:1::/64']);
    expect(['10.1.2.9', '::ffff:10.1.2.9', 'fd00:1::5'].map((address) => proxy.refusal(address))).toEqual([null, null, null]);
    expect(['10.1.3.9', '127.0.0.1', 'fd00:2::5'].map((address) => proxy.refusal(address))).toEqual(['on a private network', 'on this machine', 'on a private network']);
    // Allowing IPv6 ranges that carry IPv4 addresses does not allow the addresses they lead to.
    const carriers = new AddressGuard(['::ffff:0:0/96', '64:ff9b::/96', '2002::/16', '::ffff:0:0:0/96']);
    expect(['::ffff:127.0.0.1', '64:ff9b::a9fe:a9fe', '2002:a00:1::1', '::ffff:0:7f00:1', '::ffff:8.8.8.8'].map((address) => carriers.refusal(address))).toEqual([
      'on this machine',
      'link-local, where cloud metadata services answer',
      'on a private network',
      'on this machine',
      null,
    ]);
    expect(guard.refusal('2001:0:4136:e378:8000:63bf:80ff:fffe')).toBe('a Teredo tunnel, which may lead to any address');
    expect(guard.refusal('198.18.0.1')).toBe('reserved, not an address on the internet');
  });

  it('stops the server at start on a LINK_CHECK_ALLOW_NETWORKS it cannot read, naming it', () => {
    expect(loadConfig({ LINK_CHECK_ALLOW_NETWORKS: '10.1.2.0/24, fd00:1::/64' }).linkCheckAllowNetworks).toEqual(['10.1.2.0/24', 'fd00:1::/64']);
    expect(loadConfig({}).linkCheckAllowNetworks).toEqual([]);
    for (const wrong of ['10.1.2.0/33', 'proxy.internal', '10.1.2/24', '10.1.2.0/24/8'])
      expect(() => loadConfig({ LINK_CHECK_ALLOW_NETWORKS: `192.168.0.0/16,${wrong}` })).toThrow(`LINK_CHECK_ALLOW_NETWORKS must be addresses or ranges such as 10.1.2.0/24 or fd00:1::/64, separated by commas; not: "${wrong}"`);
  });
});
