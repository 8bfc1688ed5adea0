import { formatPercent, formatWithdrawalTime } from '../format';

/** Intl separates a number from its unit by a no-break space; read as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('catalogue facts in the page language', () => {
  it('writes payout times in words of the page language, never the catalogue\'s English', () => {
    expect(formatWithdrawalTime('Instant', 'de')).toBe('sofort');
    expect(formatWithdrawalTime('Instant', 'en')).toBe('instant');
    expect(plain(formatWithdrawalTime('2-4h', 'de'))).toBe('2–4 Stunden');
    expect(plain(formatWithdrawalTime('24h', 'de'))).toBe('24 Stunden');
    expect(plain(formatWithdrawalTime('24-48h', 'en'))).toBe('24–48 hours');
    expect(formatWithdrawalTime('1-5 Werktage', 'de')).toBe('1-5 Werktage');
  });

  it('writes payout rates with the language\'s decimal mark and spacing', () => {
    expect(plain(formatPercent(98, 'de', 1))).toBe('98,0 %');
    expect(formatPercent(98.2, 'en', 1)).toBe('98.2%');
  });
});
