import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import { MAX_WHITELIST_BYTES, readWhitelist, type WhitelistReading } from '../whitelist';

const SEED_DIR = path.resolve(__dirname, '..', '..', '..', 'seed');
const refusals = (reading: WhitelistReading) => (reading.ok ? [] : reading.errors);
const operatorsOf = (reading: WhitelistReading) => {
  if (!reading.ok) throw new Error(`refused: ${reading.errors.join(' | ')}`);
  return reading.list.operators;
};

describe("reading the regulator's whitelist", () => {
  it('reads the shipped example in both forms alike: German headers, German dates, several domains and game types in a cell', () => {
    const csv = readWhitelist(readFileSync(path.join(SEED_DIR, 'whitelist.example.csv'), 'utf8'), 'csv');
    const json = readWhitelist(readFileSync(path.join(SEED_DIR, 'whitelist.example.json'), 'utf8'), 'json');
    expect(operatorsOf(csv)[0]).toEqual({
      operator: 'Beispiel Glück GmbH',
      domains: ['drueckglueck.de', 'www.drueckglueck.de'],
      gameTypes: ['slots', 'casino'],
      permittedFrom: '2022-07-01',
      permittedUntil: '2027-06-30',
    });
    expect(operatorsOf(csv)[2]).toMatchObject({ operator: 'Probe Spiele AG', permittedUntil: null });
    expect(operatorsOf(json)).toEqual(operatorsOf(csv));
    expect(json.ok && json.list.date).toBe('2026-11-20');
    expect(csv.ok && csv.list.date).toBeNull();
  });

  it('reads English headers with commas, a BOM, quoted cells with semicolons, slashes and line breaks, ids and names in any case', () => {
    const text = [
      '\uFEFFoperator,domains,game_types,permitted_from,permitted_until',
      'Alpha Ltd,"https://WWW.Alpha.de:443/de/; alpha-casino.com / alpha.bet","ONLINE-POKER / slots"',
      '"Beta, GmbH","beta.de\nbeta.at",sportwetten,2025-01-31,31.12.2027',
    ].join('\r\n');
    expect(operatorsOf(readWhitelist(text, 'csv'))).toEqual([
      { operator: 'Alpha Ltd', domains: ['www.alpha.de', 'alpha-casino.com', 'alpha.bet'], gameTypes: ['poker', 'slots'], permittedFrom: null, permittedUntil: null },
      { operator: 'Beta, GmbH', domains: ['beta.de', 'beta.at'], gameTypes: ['sports'], permittedFrom: '2025-01-31', permittedUntil: '2027-12-31' },
    ]);
  });

  it('reads a file saved with a BOM before a quoted header, as spreadsheet programs write it', () => {
    const text = '\uFEFF"Veranstalter";"Internetdomain(s)";"Glücksspielart(en)"\r\n"Delta SE";"delta.de";"Virtuelle Automatenspiele"\r\n';
    expect(operatorsOf(readWhitelist(text, 'csv'))).toEqual([{ operator: 'Delta SE', domains: ['delta.de'], gameTypes: ['slots'], permittedFrom: null, permittedUntil: null }]);
  });

  it('reads the other German headers (Domains, gültig ab, gültig bis) and a bare JSON array', () => {
    const csv = 'Veranstalter;Domains;Glücksspielart;gültig ab;gültig bis\nGamma AG;gamma.de;Online-Casinospiele;1.2.2024;\n';
    expect(operatorsOf(readWhitelist(csv, 'csv'))).toEqual([{ operator: 'Gamma AG', domains: ['gamma.de'], gameTypes: ['casino'], permittedFrom: '2024-02-01', permittedUntil: null }]);
    const json = JSON.stringify([{ operator: 'Gamma AG', domains: ['gamma.de'], gameTypes: ['Online-Casinospiele'], permittedFrom: '01.02.2024' }]);
    const reading = readWhitelist(json, 'json');
    expect(operatorsOf(reading)).toEqual([{ operator: 'Gamma AG', domains: ['gamma.de'], gameTypes: ['casino'], permittedFrom: '2024-02-01', permittedUntil: null }]);
    expect(reading.ok && reading.list.date).toBeNull();
  });

  it('refuses a CSV file whole, naming every problem by its line in the file', () => {
    const text = [
      'Veranstalter;Internetdomain(s);Glücksspielart(en);Erlaubnis ab;Erlaubnis bis',
      'Gut GmbH;gut.de;Sportwetten;01.01.2024;',
      'Lotto AG;lotto.de;Lotto;01.01.2024;',
      'Ohne Domain;;Sportwetten;;',
      'Schlecht AG;"schlecht .de, http://";Sportwetten;;',
      'Datum AG;datum.de;Sportwetten;32.01.2024;2024-02-30',
      '"Rückwärts',
      'GmbH";rueck.de;Sportwetten;01.01.2025;31.12.2024',
      ';leer.de;Sportwetten;;',
    ].join('\n');
    expect(refusals(readWhitelist(text, 'csv'))).toEqual([
      expect.stringMatching(/^line 3: "Lotto" is no game type the site knows \(Virtuelle Automatenspiele or slots, .*Sportwetten or sports/),
      'line 4: Ohne Domain has no domain',
      'line 5: "schlecht .de" is not a domain such as example.de',
      'line 5: "http://" is not a domain such as example.de',
      'line 6: the permission\'s start "32.01.2024" is not a date such as 2026-01-31 or 31.01.2026',
      'line 6: the permission\'s end "2024-02-30" is not a date such as 2026-01-31 or 31.01.2026',
      'lines 7-8: the permission ends (2024-12-31) before it starts (2025-01-01)',
      'line 9: the operator is missing',
    ]);
  });

  it('refuses a CSV file without the columns it needs, naming them and the header it has', () => {
    expect(refusals(readWhitelist('Name;Website\nGut GmbH;gut.de\n', 'csv'))).toEqual([
      'line 1: the header names no column for the operator (Veranstalter or operator), the domains (Internetdomain(s) or domains), the game types (Glücksspielart(en) or game_types) (it has "Name", "Website")',
    ]);
  });

  it('refuses a file with no entries at all, in either form', () => {
    for (const [text, format] of [
      ['Veranstalter;Internetdomain(s);Glücksspielart(en)\n', 'csv'],
      ['', 'csv'],
      ['{ "date": "2026-11-20", "operators": [] }', 'json'],
      ['[]', 'json'],
    ] as const) {
      expect(refusals(readWhitelist(text, format))).toEqual(['the file lists no operator']);
    }
  });

  it('refuses a JSON file whole, naming every problem by the line its entry starts on, never a schema path', () => {
    const text = `{
  "date": "2026-11-20",
  "operators": [
    { "operator": "Gut GmbH", "domains": ["gut.de"], "gameTypes": ["sports"] },
    {
      "operator": "Klammer } \\" { AG",
      "domains": [],
      "gameTypes": ["Bingo"]
    },
    "Nur ein Name",
    { "operator": "Datum AG", "domains": ["datum.de"], "gameTypes": ["poker"],
      "permittedFrom": "2026-12-01", "permittedUntil": "2026-11-30" }
  ]
}`;
    expect(refusals(readWhitelist(text, 'json'))).toEqual([
      'line 5 (entry 2): Klammer } " { AG has no domain',
      expect.stringMatching(/^line 5 \(entry 2\): "Bingo" is no game type the site knows \(/),
      'line 10 (entry 3): an entry must be an object with operator, domains and gameTypes',
      'line 11 (entry 4): the permission ends (2026-11-30) before it starts (2026-12-01)',
    ]);
    expect(refusals(readWhitelist('{ "date": "20.13.2026", "operators": [{ "operator": "A", "domains": ["a.de"], "gameTypes": ["slots"] }] }', 'json'))).toEqual([
      'the list\'s date "20.13.2026" is not a date such as 2026-11-20',
    ]);
    expect(refusals(readWhitelist('{ "operators": { "operator": "A" } }', 'json'))).toEqual([
      'the file holds no list of operators: give { "date": "2026-11-20", "operators": [ … ] } or the list itself',
    ]);
    expect(refusals(readWhitelist('{ "operators": [', 'json'))).toEqual([expect.stringMatching(/^the file is not JSON \(/)]);
  });

  it('refuses a hostile file in words, quickly, without crashing: thousands of junk rows, a line of 10 MB, binary', () => {
    const junk = ['Veranstalter;Internetdomain(s);Glücksspielart(en)', ...Array.from({ length: 20_000 }, (_, i) => `x${i};<script>${i};DROP TABLE`)].join('\n');
    const started = Date.now();
    const errors = refusals(readWhitelist(junk, 'csv'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errors.length).toBeLessThanOrEqual(51);
    expect(errors[0]).toBe('line 2: "<script>0" is not a domain such as example.de');
    expect(errors.at(-1)).toBe('… and more: the first 50 problems are listed');

    const hugeLine = `Veranstalter;Internetdomain(s);Glücksspielart(en)\nA;${'a'.repeat(10 * 1024 * 1024)}.de;Sportwetten\n`;
    expect(refusals(readWhitelist(hugeLine, 'csv'))).toEqual([`the file is larger than ${MAX_WHITELIST_BYTES / 1024 / 1024} MB; the regulator's list is far smaller`]);
    // A long line within the size allowed: one line in words, not the parser's stack.
    const longLine = `Veranstalter;Internetdomain(s);Glücksspielart(en)\nA;${'a'.repeat(1024 * 1024)}.de;Sportwetten\n`;
    expect(refusals(readWhitelist(longLine, 'csv'))).toEqual([expect.stringMatching(/^line 2: the file cannot be read as CSV \(/)]);
    expect(refusals(readWhitelist(`${'['.repeat(100_000)}`, 'json'))).toEqual([expect.stringMatching(/^the file is not JSON \(/)]);
    const binary = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 256)).toString('latin1');
    expect(readWhitelist(binary, 'csv').ok).toBe(false);
  });
});
