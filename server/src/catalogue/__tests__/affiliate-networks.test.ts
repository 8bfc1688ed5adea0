import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { BROWSER } from '../../test-kit/browse';
import { operatorCommand } from '../../test-kit/operator-command';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'affiliate-networks-test-token-0123456789abcdef';

/** The seed with `stake` and `sol` (whose link says where the click id goes) belonging to `network`. */
function catalogueNaming(network: string) {
  const catalog = seedCatalogue();
  Object.assign(catalog.casinos.find((casino) => casino.slug === 'stake')!, { affiliateNetwork: network });
  Object.assign(catalog.casinos.find((casino) => casino.slug === 'sol')!, { affiliateUrl: 'https://track.example/c/{clickId}/in', affiliateNetwork: network });
  return catalog;
}

/**
 * The network a casino's link belongs to (`affiliateNetwork`) names where the click id goes; the
 * import refuses one that is not registered, or was revoked, as it refuses any bad record; and
 * revoking a network the catalogue still names tells the operator what it costs. Run as an
 * operator runs them, against a listening server.
 */
describe("a casino's affiliate network", () => {
  let t: TestApp;
  let base: string;

  /** A command as `npm run <argv>` runs it: its exit code and what it printed. */
  const command = operatorCommand(() => base, TOKEN);
  const importing = (catalog: object) => t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog });
  const storedNetworks = () => t.app.db.query<{ slug: string; network: string | null }>("SELECT slug, affiliate_network AS network FROM casinos WHERE slug IN ('stake', 'sol') ORDER BY position");
  const linkOf = async (slug: string, address: string) => {
    const answer = await t.app.inject({ url: `/go/${slug}?from=/&pos=1`, remoteAddress: address, headers: { 'user-agent': BROWSER } });
    return new URL(answer.headers.location as string);
  };

  before(async () => {
    t = await createTestApp({ adminToken: TOKEN });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  it('refuses a catalogue that names a network no one registered, naming each casino, the network and how to register it, and imports nothing', async () => {
    const answer = await importing(catalogueNaming('aff-net'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'The catalogue has 2 invalid record(s)',
      errors: [
        'casinos[0] "stake": affiliateNetwork "aff-net" is no registered network, so no conversion of the casino\'s clicks could be matched to its network; ' +
          'register it first (npm run network -- add aff-net --param <the parameter it reads the click id from> --currency EUR) and import again, or leave affiliateNetwork out',
        expect.stringMatching(/^casinos\[1\] "sol": affiliateNetwork "aff-net" is no registered network/),
      ],
    });
    expect(await storedNetworks()).toEqual([
      { slug: 'stake', network: null },
      { slug: 'sol', network: null },
    ]);
  });

  it('takes it once the network is registered, and the link carries the click id in its parameter', async () => {
    expect((await command('network', 'add', 'aff-net', '--param', 'subid')).code).toBe(0);
    expect((await importing(catalogueNaming('aff-net'))).statusCode).toBe(200);
    expect(await storedNetworks()).toEqual([
      { slug: 'stake', network: 'aff-net' },
      { slug: 'sol', network: 'aff-net' },
    ]);
    expect((await linkOf('stake', '198.51.100.1')).searchParams.get('subid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("says on revoking which casinos' links now go without a click id, and the next import refuses the revoked network until the catalogue names another", async () => {
    const { code, lines } = await command('network', 'revoke', 'aff-net');
    expect({ code, lines }).toEqual({
      code: 0,
      lines: [
        '  aff-net is revoked: its postbacks are refused',
        "  these casinos' links go out without a click id from now on: stake",
        '  the catalogue names aff-net for stake, sol: no conversion of their clicks can come back, and the next catalogue import is refused until they name a network in force, or none',
      ],
    });
    expect((await linkOf('stake', '198.51.100.2')).searchParams.has('subid')).toBe(false);

    const again = await importing(catalogueNaming('aff-net'));
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: string[] }>().errors).toEqual([
      expect.stringMatching(/^casinos\[0\] "stake": affiliateNetwork "aff-net" was revoked \(\d{4}-\d\d-\d\dT[\d:.]+Z\), so no conversion of the casino's clicks could be matched to its network; name a network in force \(npm run network -- list\), or leave affiliateNetwork out$/),
      expect.stringMatching(/^casinos\[1\] "sol": affiliateNetwork "aff-net" was revoked/),
    ]);
    expect((await command('network', 'add', 'other-net', '--param', 'var')).code).toBe(0);
    expect((await importing(catalogueNaming('other-net'))).statusCode).toBe(200);
    expect((await linkOf('stake', '198.51.100.3')).searchParams.get('var')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('says nothing more on revoking a network no casino names', async () => {
    expect((await command('network', 'add', 'spare-net', '--param', 'sub')).code).toBe(0);
    expect(await command('network', 'revoke', 'spare-net')).toEqual({ code: 0, lines: ['  spare-net is revoked: its postbacks are refused'] });
  });
});

/**
 * A fresh database has no network, and networks are registered through the running server: a
 * seed that names one is taken (its links go without a click id until it is registered) rather
 * than stopping the first start for good.
 */
describe('a seed that names an affiliate network', () => {
  let t: TestApp;
  let folder: string;
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'seed-network-'));
    const seedFile = path.join(folder, 'catalog.json');
    await writeFile(seedFile, JSON.stringify(catalogueNaming('aff-net')));
    t = await createTestApp({ adminToken: TOKEN, seedFile });
  });
  after(async () => {
    await t?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('is imported on the first start, and the link gets the click id once the network is registered', async () => {
    const stake = () => t.app.inject({ url: '/go/stake?from=/&pos=1', remoteAddress: '198.51.100.9', headers: { 'user-agent': BROWSER } });
    expect(new URL((await stake()).headers.location as string).searchParams.has('subid')).toBe(false);
    const made = await t.app.inject({ method: 'POST', url: '/admin/networks', headers: { authorization: `Bearer ${TOKEN}` }, payload: { name: 'aff-net', clickIdParam: 'subid', currency: 'EUR' } });
    expect(made.statusCode).toBe(200);
    const answer = await t.app.inject({ url: '/go/stake?from=/&pos=1', remoteAddress: '198.51.100.10', headers: { 'user-agent': BROWSER } });
    expect(new URL(answer.headers.location as string).searchParams.get('subid')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
