import type { ReviewFacts, StaticReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-06-01',
};

export const de: StaticReviewText = {
  title: 'bet-at-home Casino Test 2026: Bewertung {rating}/10',
  description: 'bet-at-home im Test: {bonus}, seit {founded} am Markt, Lizenz aus Österreich und {wagering}-facher Umsatz. Alle Vor- und Nachteile im Check.',
  keywords: 'bet-at-home, bet-at-home Casino, bet-at-home Test, bet-at-home Erfahrungen, bet-at-home Bonus, bet-at-home Freispiele, Online Casino Test',
  badge: 'Testbericht 2026',
  h1: 'bet-at-home Casino Test 2026',
  intro: 'bet-at-home ist bereits seit {founded} aktiv und gehört damit zu den erfahrenen Namen im Online-Glücksspiel. Der Anbieter arbeitet mit einer Lizenz aus Österreich und begrüßt dich mit einem Willkommensbonus: {bonus}. Mit {wagering}-fachem Umsatz fallen die Bonusbedingungen vergleichsweise moderat aus.',
  welcomeBonus: '{bonus} auf deine erste Einzahlung',
  keyFacts: [
    { label: 'Gegründet', value: '{founded}' },
    { label: 'Mindesteinzahlung', value: '20 €' },
    { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
    { label: 'Max. Auszahlung', value: '5.000 €' },
  ],
  playButton: 'Jetzt spielen',
  pros: [
    'Seit {founded} am Markt',
    'Glücksspiellizenz aus Österreich',
    'Moderate Umsatzbedingungen von {wagering}-fach',
    'Willkommensbonus: {bonus}',
    '{validity} Tage Zeit für die Bonusbedingungen',
    'Einfaches Angebot mit nur einer Bonus-Einzahlung',
  ],
  cons: [
    'Maximale Auszahlung auf 5.000 € begrenzt',
    'Mindesteinzahlung von 20 € ist höher als bei manchen Konkurrenten',
    'Das Freispiel-Paket fällt eher klein aus',
    'Der Bonus-Höchstbetrag ist überschaubar',
  ],
  bonusDetails: {
    title: 'Der bet-at-home Willkommensbonus im Detail',
    intro: 'Bei bet-at-home gibt es den Bonus auf deine erste Einzahlung: Sie wird mit Bonusguthaben aufgestockt, dazu kommen Freispiele. Lies dir die Bonusbedingungen vor der Aktivierung genau durch.',
    deposits: [
      { label: '1. Einzahlung', offer: '{bonus}' },
    ],
    terms: [
      { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
      { label: 'Gültigkeit', value: '{validity} Tage' },
      { label: 'Mindesteinzahlung', value: '20 €' },
    ],
  },
  payments: {
    title: 'Ein- und Auszahlungen bei bet-at-home',
    deposit: ['Visa', 'Mastercard', 'PayPal', 'Sofort/Klarna', 'Paysafecard', 'Banküberweisung'],
    withdrawal: ['Visa', 'Mastercard', 'PayPal', 'Banküberweisung'],
    limits: [
      { label: 'Min. Auszahlung', value: '20 €' },
      { label: 'Max. Auszahlung', value: '5.000 €' },
    ],
  },
  cta: {
    title: 'Lohnt sich bet-at-home für dich?',
    text: 'Wenn dir ein erfahrener Anbieter und faire Umsatzbedingungen wichtig sind, ist bet-at-home einen Blick wert. Prüfe vor der Aktivierung die Bonusbedingungen und setze dir ein festes Budget. 18+ | Glücksspiel kann süchtig machen | Gewinne sind nie garantiert, bitte spiele verantwortungsvoll.',
    button: 'Zu bet-at-home',
  },
};

export const en: StaticReviewText = {
  title: 'bet-at-home Casino Review 2026: Rated {rating}/10',
  description: 'bet-at-home review: {bonus}, online since {founded}, an Austrian licence and {wagering}x wagering. Read the pros, cons and bonus terms here.',
  keywords: 'bet-at-home, bet-at-home Casino, bet-at-home review, bet-at-home bonus, bet-at-home free spins, Austrian licence, online casino review',
  badge: 'Review 2026',
  h1: 'bet-at-home Casino Review 2026',
  intro: 'bet-at-home has been around since {founded}, which makes it one of the more established names in online gambling. It operates under an Austrian licence and welcomes you with {bonus}. At {wagering}x, the wagering requirement is fairly moderate.',
  welcomeBonus: '{bonus} on your first deposit',
  keyFacts: [
    { label: 'Founded', value: '{founded}' },
    { label: 'Min. deposit', value: '€20' },
    { label: 'Wagering requirement', value: '{wagering}x' },
    { label: 'Max. withdrawal', value: '€5,000' },
  ],
  playButton: 'Play now',
  pros: [
    'Established operator since {founded}',
    'Gambling licence from Austria',
    'Moderate {wagering}x wagering requirement',
    'Welcome bonus: {bonus}',
    '{validity} days to meet the bonus terms',
    'Simple offer with just one bonus deposit',
  ],
  cons: [
    'Withdrawals capped at €5,000',
    'The €20 minimum deposit is higher than at some rivals',
    'A fairly small free-spin package',
    'The maximum bonus is on the modest side',
  ],
  bonusDetails: {
    title: 'The bet-at-home welcome bonus in detail',
    intro: 'At bet-at-home, the bonus applies to your first deposit: your deposit is matched with bonus funds and you get free spins on top. Read the bonus terms carefully before you opt in.',
    deposits: [
      { label: '1st deposit', offer: '{bonus}' },
    ],
    terms: [
      { label: 'Wagering requirement', value: '{wagering}x' },
      { label: 'Validity', value: '{validity} days' },
      { label: 'Min. deposit', value: '€20' },
    ],
  },
  payments: {
    title: 'Deposits and withdrawals at bet-at-home',
    deposit: ['Visa', 'Mastercard', 'PayPal', 'Sofort/Klarna', 'Paysafecard', 'Bank transfer'],
    withdrawal: ['Visa', 'Mastercard', 'PayPal', 'Bank transfer'],
    limits: [
      { label: 'Min. withdrawal', value: '€20' },
      { label: 'Max. withdrawal', value: '€5,000' },
    ],
  },
  cta: {
    title: 'Is bet-at-home right for you?',
    text: 'If an established operator and fair wagering terms matter to you, bet-at-home is worth a look. Check the bonus terms before you opt in and set yourself a fixed budget. 18+ | Gambling can be addictive | Winnings are never guaranteed, please play responsibly.',
    button: 'Visit bet-at-home',
  },
};
