import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { BROWSER } from '../../test-kit/browse';
import { operatorCommand } from '../../test-kit/operator-command';
import { seedCatalogue } from '../../test-kit/seed-catalogue';
import { createTestApp, type TestApp } from '../../test-kit/test-app';

const TOKEN = 'conversion-reports-test-token-0123456789abcdef';

/**
 * A network without postbacks sends a CSV report: `npm run network -- columns` names its
 * columns once, `npm run conversions:import -- <network> <file>` reads it with the postbacks'
 * rules. Run as an operator runs them, against a listening server.
 */
describe('npm run conversions:import', () => {
  let t: TestApp;
  let base: string;
  let folder: string;

  /** A command as `npm run <argv>` runs it: its exit code and what it printed. */
  const command = operatorCommand(() => base, TOKEN);
  const file = async (name: string, text: string) => {
    const at = path.join(folder, name);
    await writeFile(at, text);
    return at;
  };
  const clickIdOf = async (address: string) => {
    const answer = await t.app.inject({ url: '/go/stake?from=/&pos=1', remoteAddress: address, headers: { 'user-agent': BROWSER } });
    return new URL(answer.headers.location as string).searchParams.get('sub')!;
  };
  const rows = () => t.app.db.query<{ conversionId: string; matched: boolean; event: string; amountEur: string; source: string }>('SELECT conversion_id AS "conversionId", click IS NOT NULL AS matched, event, amount_eur::text AS "amountEur", source FROM conversions ORDER BY id');

  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'conversion-reports-'));
    t = await createTestApp({ adminToken: TOKEN });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await command('network', 'add', 'filer', '--param', 'sub', '--currency', 'GBP')).code).toBe(0);
    const catalog = seedCatalogue();
    Object.assign(catalog.casinos.find((casino) => casino.slug === 'stake')!, { affiliateUrl: 'https://track.example/?o=1', affiliateNetwork: 'filer' });
    expect((await t.app.inject({ method: 'POST', url: '/admin/import', headers: { authorization: `Bearer ${TOKEN}` }, payload: catalog })).statusCode).toBe(200);
  });
  after(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("refuses a file whose header lacks the columns the network's mapping names, saying which and what it has, and records nothing", async () => {
    const report = await file('plain.csv', 'Sub ID;Type;Commission;Transaction\nabc;ftd;10;t-1\n');
    const { code, lines } = await command('conversions:import', 'filer', report);
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('the header has no column for click_id (column "click_id"), conversion_id (column "conversion_id"), event (column "event"); it has "Sub ID", "Type", "Commission", "Transaction"');
    expect(await rows()).toEqual([]);
  });

  it('reads a report by the columns named for its network: counted, unmatched, taken before and refused rows, each refused one with its line', async () => {
    const named = await command('network', 'columns', 'filer', '--click-id', 'Sub ID', '--event', 'Type', '--amount', 'Commission', '--conversion-id', 'Transaction', '--time', 'Date');
    expect(named.code).toBe(0);
    const [first, second] = [await clickIdOf('198.51.100.1'), await clickIdOf('198.51.100.2')];
    const today = new Date().toISOString().slice(0, 10);
    const text = [
      'Sub ID;Type;Commission;Transaction;Date;Country',
      `${first};Signup;0;t-1;${today};DE`,
      `${first};FTD;80.00;t-2;${today};DE`,
      `${second};revshare;12.5;t-3;${today};DE`,
      `unknown-click;ftd;50;t-4;${today};AT`,
      `${second};jackpot;1;t-5;${today};DE`,
      `${second};ftd;ten;t-6;2019-01-01;DE`,
      `${first};FTD;80.00;t-2;${today};DE`,
    ].join('\n');
    const report = await file('report.csv', text);
    const noRate = await command('conversions:import', 'filer', report);
    expect(noRate.code).toBe(1);
    expect(noRate.lines).toEqual(expect.arrayContaining([expect.stringContaining('line 2: no rate for GBP is kept (npm run network -- rate GBP <euros>)')]));
    expect(await rows()).toEqual([]);

    expect((await command('network', 'rate', 'gbp', '1.2')).code).toBe(0);
    const { code, lines } = await command('conversions:import', 'filer', report);
    expect(code).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        '  7 rows: 3 counted, 1 unmatched (click id unknown, kept), 1 taken before, 2 refused',
        expect.stringMatching(/^ {2}refused line 6: event "jackpot" is none of/),
        expect.stringMatching(/^ {2}refused line 7: amount "ten" is no amount.*; time 2019-01-01T00:00:00.000Z is older than 90 days/),
      ]),
    );
    expect(await rows()).toEqual([
      { conversionId: 't-1', matched: true, event: 'registration', amountEur: '0.00', source: 'report' },
      { conversionId: 't-2', matched: true, event: 'first_deposit', amountEur: '96.00', source: 'report' },
      { conversionId: 't-3', matched: true, event: 'revenue', amountEur: '15.00', source: 'report' },
      { conversionId: 't-4', matched: false, event: 'first_deposit', amountEur: '60.00', source: 'report' },
    ]);
    // The same file again, mended: the mended rows are taken, nothing else changes.
    const mended = await command('conversions:import', 'filer', await file('mended.csv', text.replace('jackpot', 'deposit').replace(';ten;', ';10;').replace('2019-01-01', today)));
    expect([mended.code, mended.lines[0]]).toEqual([0, '  7 rows: 2 counted, 0 unmatched (click id unknown, kept), 5 taken before, 0 refused']);
    expect((await rows()).length).toBe(6);
  });

  it('says in words what is wrong with the command line, a missing file, a junk file and an unknown network', async () => {
    expect(await command('conversions:import')).toEqual({ code: 2, lines: ['conversions:import needs the network’s name and the report file'] });
    expect(await command('conversions:import', 'filer')).toEqual({ code: 2, lines: ['conversions:import needs the report file after the network’s name'] });
    const missing = await command('conversions:import', 'filer', path.join(folder, 'nothing-here.csv'));
    expect([missing.code, missing.lines[0]]).toEqual([2, expect.stringContaining('nothing-here.csv cannot be read (ENOENT); nothing was recorded')]);
    const junk = await command('conversions:import', 'filer', await file('junk.csv', '"unclosed;quote\n\u0000\u0001;;\n'));
    expect([junk.code, junk.lines[0]]).toEqual([1, expect.stringContaining('junk.csv holds NUL characters: it is no CSV report; nothing was recorded')]);
    const unreadable = await command('conversions:import', 'filer', await file('quote.csv', 'click_id;event;conversion_id\n"unclosed;quote\n'));
    expect([unreadable.code, unreadable.lines[0]]).toEqual([1, expect.stringContaining('the report was not read, nothing was recorded: line 2: the file cannot be read as CSV')]);
    const unknown = await command('conversions:import', 'nobody', await file('x.csv', 'a\n'));
    expect([unknown.code, unknown.lines[0]]).toEqual([1, expect.stringContaining('no network named nobody in force')]);
  });
});
