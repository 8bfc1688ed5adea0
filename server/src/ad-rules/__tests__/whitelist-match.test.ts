import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { ProductId } from '@casino/shared';
import { belongsTo, matchCasino, type StoredWhitelist, type WhitelistEntry } from '../whitelist';

const entry = (operator: string, domains: string[], gameTypes: ProductId[], permittedFrom: string | null = null, permittedUntil: string | null = null): WhitelistEntry => ({
  operator,
  domains,
  gameTypes,
  permittedFrom,
  permittedUntil,
});
const LIST: StoredWhitelist = {
  date: '2026-11-20',
  importedAt: '2026-11-21T09:00:00.000Z',
  importedBy: 'admin',
  source: 'whitelist.csv',
  operators: [
    entry('Tipico Co. Ltd.', ['tipico.de'], ['sports', 'slots']),
    entry('Partner GmbH', ['www.partner.de'], ['slots', 'casino', 'poker']),
    entry('Ende AG', ['ende.de'], ['slots'], '2024-01-01', '2026-10-31'),
    entry('Anfang AG', ['anfang.de'], ['slots'], '2026-12-01'),
  ],
};
const NOW = Date.parse('2026-11-28T12:00:00Z');
const casino = (affiliateHost: string | null, products: ProductId[] = ['slots'], finalHost: string | null = null) => ({ products, affiliateHost, finalHost });

describe("matching a casino's link against the regulator's whitelist", () => {
  it('permits no casino while no list was imported', () => {
    expect(matchCasino(null, casino('tipico.de'), NOW)).toEqual({ permitted: false, reason: 'no whitelist imported' });
  });

  it('takes a host as an operator\'s when it is one of its domains or below one, never a look-alike ending', () => {
    for (const host of ['tipico.de', 'www.tipico.de', 'record.tipico.de', 'a.b.tipico.de']) {
      expect(matchCasino(LIST, casino(host), NOW)).toEqual({ permitted: true, operator: 'Tipico Co. Ltd.' });
    }
    for (const host of ['nottipico.de', 'tipico.de.evil.com', 'tipico.com', 'ipico.de']) {
      expect(matchCasino(LIST, casino(host), NOW)).toEqual({ permitted: false, reason: `the link's host ${host} belongs to no listed operator` });
    }
    expect([belongsTo('record.tipico.de', 'tipico.de'), belongsTo('nottipico.de', 'tipico.de'), belongsTo('tipico.de', 'record.tipico.de')]).toEqual([true, false, false]);
  });

  it('takes a domain listed with www. as the operator\'s domain below it: its other subdomains belong to it too', () => {
    for (const host of ['www.partner.de', 'partner.de', 'record.partner.de']) {
      expect(matchCasino(LIST, casino(host, ['poker']), NOW)).toEqual({ permitted: true, operator: 'Partner GmbH' });
    }
    expect(matchCasino(LIST, casino('notpartner.de', ['poker']), NOW)).toMatchObject({ permitted: false });
    expect(belongsTo('www.de', 'www.de')).toBe(true);
    expect(belongsTo('de', 'www.de')).toBe(false);
  });

  it('needs a permission for every product of the casino, and names the missing one', () => {
    expect(matchCasino(LIST, casino('tipico.de', ['sports', 'slots']), NOW)).toMatchObject({ permitted: true });
    expect(matchCasino(LIST, casino('tipico.de', ['sports', 'poker']), NOW)).toEqual({ permitted: false, reason: "the link's host tipico.de: Tipico Co. Ltd. is not permitted for poker" });
  });

  it('needs the permission on the day, in German time: not before it starts, not after it ended', () => {
    expect(matchCasino(LIST, casino('ende.de'), NOW)).toEqual({ permitted: false, reason: "the link's host ende.de: Ende AG's permission ended on 2026-10-31" });
    expect(matchCasino(LIST, casino('ende.de'), Date.parse('2026-10-31T22:59:59Z'))).toMatchObject({ permitted: true });
    expect(matchCasino(LIST, casino('ende.de'), Date.parse('2026-10-31T23:00:00Z'))).toMatchObject({ permitted: false });
    expect(matchCasino(LIST, casino('anfang.de'), NOW)).toEqual({ permitted: false, reason: "the link's host anfang.de: Anfang AG's permission starts on 2026-12-01" });
    // Midnight in Berlin is 23:00 UTC the day before in winter.
    expect(matchCasino(LIST, casino('anfang.de'), Date.parse('2026-11-30T23:00:00Z'))).toEqual({ permitted: true, operator: 'Anfang AG' });
  });

  it('needs the host the redirects end at to be a permitted operator\'s as well; without a recorded end the link\'s host decides', () => {
    expect(matchCasino(LIST, casino('record.partner.de', ['slots'], 'www.tipico.de'), NOW)).toEqual({ permitted: true, operator: 'Tipico Co. Ltd.' });
    expect(matchCasino(LIST, casino('record.partner.de', ['slots'], 'x.com'), NOW)).toEqual({ permitted: false, reason: 'the redirects end at x.com, which belongs to no listed operator' });
    expect(matchCasino(LIST, casino('record.partner.de', ['poker'], 'tipico.de'), NOW)).toEqual({ permitted: false, reason: 'the redirects end at tipico.de: Tipico Co. Ltd. is not permitted for poker' });
    expect(matchCasino(LIST, casino('x.com', ['slots'], 'tipico.de'), NOW)).toEqual({ permitted: false, reason: "the link's host x.com belongs to no listed operator" });
    expect(matchCasino(LIST, casino('record.partner.de', ['poker'], null), NOW)).toEqual({ permitted: true, operator: 'Partner GmbH' });
  });
});
