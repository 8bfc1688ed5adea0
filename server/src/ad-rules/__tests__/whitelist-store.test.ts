import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { importWhitelist, loadWhitelist, replaceWhitelist, WHITELIST_CHANNEL, type WhitelistFile } from '../whitelist';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const LIST: WhitelistFile = {
  date: null,
  operators: [
    { operator: 'Beispiel Glück GmbH', domains: ['drueckglueck.de', 'www.drueckglueck.de'], gameTypes: ['slots', 'casino'], permittedFrom: '2022-07-01', permittedUntil: '2027-06-30' },
    { operator: 'Probe Spiele AG', domains: ['lapalingo.de'], gameTypes: ['slots'], permittedFrom: null, permittedUntil: null },
  ],
};
const today = () => new Date().toISOString().slice(0, 10);
const GOOD_CSV = 'Veranstalter;Internetdomain(s);Glücksspielart(en)\nNeu GmbH;neu.de;Sportwetten\n';

describe("storing the regulator's whitelist", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t?.close());

  it('has none before the first import', async () => {
    expect(await loadWhitelist(t.app.db)).toBeNull();
  });

  it('stores a list whole, with its date, who imported it and when, and tells running servers', async () => {
    const told: string[] = [];
    await t.app.db.listen(WHITELIST_CHANNEL, (payload) => told.push(payload));
    const before = Date.now();
    const stored = await replaceWhitelist(t.app.db, LIST, { importedBy: 'admin', source: 'liste.csv', date: '2026-11-20' });
    expect(stored).toEqual({ date: '2026-11-20', importedAt: expect.any(String), importedBy: 'admin', source: 'liste.csv', operators: LIST.operators });
    expect(Date.parse(stored.importedAt)).toBeGreaterThanOrEqual(before - 2_000);
    expect(await loadWhitelist(t.app.db)).toEqual(stored);
    for (let i = 0; i < 100 && !told.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toEqual(['2026-11-20']);
  });

  it("dates the list by the file's own date, else the operator's, else the day of the import", async () => {
    expect((await replaceWhitelist(t.app.db, { ...LIST, date: '2026-11-01' }, { importedBy: 'admin', source: 'l.json', date: '2026-10-01' })).date).toBe('2026-11-01');
    expect((await replaceWhitelist(t.app.db, LIST, { importedBy: 'admin', source: 'l.csv', date: '2026-10-01' })).date).toBe('2026-10-01');
    expect((await replaceWhitelist(t.app.db, LIST, { importedBy: 'admin', source: 'l.csv' })).date).toBe(today());
  });

  it('replaces the list in one transaction: a write that fails halfway leaves the old list whole', async () => {
    const old = await replaceWhitelist(t.app.db, LIST, { importedBy: 'admin', source: 'alt.csv', date: '2026-11-20' });
    const broken: WhitelistFile = { date: '2026-11-27', operators: [{ ...LIST.operators[0]!, operator: 'Neu GmbH' }, { ...LIST.operators[1]!, permittedFrom: 'kein Datum' }] };
    await expect(replaceWhitelist(t.app.db, broken, { importedBy: 'admin', source: 'neu.csv' })).rejects.toThrow();
    expect(await loadWhitelist(t.app.db)).toEqual(old);
  });

  it('refuses a bad file whole and keeps the stored list; a good one replaces it, saying where its date came from', async () => {
    const old = await replaceWhitelist(t.app.db, LIST, { importedBy: 'admin', source: 'alt.csv', date: '2026-11-20' });
    const refused = await importWhitelist(t.app.db, `${GOOD_CSV}Alt AG;alt.de;Lotto\n`, { source: 'neu.csv', date: null, importedBy: 'admin', maxAgeDays: 35 });
    expect(refused).toEqual({ ok: false, message: 'neu.csv: refused, 1 problem; the stored whitelist stays as it was', errors: [expect.stringMatching(/^line 3: "Lotto" is no game type/)] });
    expect(await loadWhitelist(t.app.db)).toEqual(old);

    const imported = await importWhitelist(t.app.db, GOOD_CSV, { source: 'neu.csv', date: null, importedBy: 'editor', maxAgeDays: 35 });
    expect(imported).toMatchObject({ ok: true, imported: { date: today(), dateFrom: 'import', operators: 1, domains: 1, warning: null } });
    const dated = await importWhitelist(t.app.db, GOOD_CSV, { source: 'neu.csv', date: '2026-01-02', importedBy: 'editor', maxAgeDays: 35 });
    expect(dated).toMatchObject({ ok: true, imported: { date: '2026-01-02', dateFrom: 'option', warning: expect.stringMatching(/^the list's date 2026-01-02 is \d+ days ago, more than WHITELIST_MAX_AGE_DAYS \(35\)/) } });
    expect(await loadWhitelist(t.app.db)).toMatchObject({ date: '2026-01-02', importedBy: 'editor', operators: [{ operator: 'Neu GmbH', domains: ['neu.de'], gameTypes: ['sports'] }] });
  });
});
