import type { ReviewFacts, StaticReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-06-01',
};

export const de: StaticReviewText = {
  title: 'LeoVegas Casino Test 2026: Bewertung {rating}/10',
  description: 'LeoVegas im Test: bis zu {bonus} auf vier Einzahlungen, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile.',
  keywords: 'LeoVegas, LeoVegas Casino, LeoVegas Test, LeoVegas Erfahrungen, LeoVegas Bonus, LeoVegas Freispiele, Online Casino Test',
  badge: 'Testbericht 2026',
  h1: 'LeoVegas Casino Test 2026',
  intro: 'LeoVegas bietet dir über {games} Spiele und arbeitet mit einer Glücksspiellizenz aus Malta. Das Willkommenspaket verteilt sich auf deine ersten vier Einzahlungen und bringt insgesamt bis zu {bonus}. Auszahlungen werden in der Regel innerhalb von {withdrawal} bearbeitet.',
  welcomeBonus: 'Bis zu {bonus} auf deine ersten vier Einzahlungen',
  keyFacts: [
    { label: 'Max. Auszahlung', value: '50.000 €' },
  ],
  playButton: 'Jetzt spielen',
  pros: [
    'Willkommenspaket bis zu {bonus}',
    'Über {games} Spiele zur Auswahl',
    'Auszahlungen in der Regel innerhalb von {withdrawal}',
    'Hohes Auszahlungslimit von bis zu 50.000 €',
    'Glücksspiellizenz aus Malta',
    'Freispiele bei jeder der vier Bonus-Einzahlungen',
  ],
  cons: [
    '{wagering}-facher Umsatz für den Bonus',
    'Das volle Paket gibt es erst nach vier Einzahlungen',
    'Nur {validity} Tage Zeit, um die Bonusbedingungen zu erfüllen',
    'Ab der zweiten Einzahlung sinkt der Bonus auf 50 % bzw. 25 %',
  ],
  bonusDetails: {
    title: 'Das LeoVegas Willkommenspaket im Detail',
    intro: 'Der Bonus verteilt sich auf vier Einzahlungen. Jede Stufe bringt dir Bonusguthaben und Freispiele, der Prozentsatz sinkt allerdings von Einzahlung zu Einzahlung. Lies dir die Bonusbedingungen vor der Aktivierung genau durch.',
    deposits: [
      { label: '1. Einzahlung', offer: '100 % bis 200 € + 100 Freispiele' },
      { label: '2. Einzahlung', offer: '50 % bis 300 € + 100 Freispiele' },
      { label: '3. Einzahlung', offer: '25 % bis 300 € + 50 Freispiele' },
      { label: '4. Einzahlung', offer: '25 % bis 200 € + 50 Freispiele' },
    ],
    terms: [
      { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
      { label: 'Gültigkeit', value: '{validity} Tage' },
    ],
  },
  payments: {
    title: 'Ein- und Auszahlungen bei LeoVegas',
    deposit: ['Visa', 'Mastercard', 'PayPal', 'Trustly', 'Paysafecard', 'Banküberweisung'],
    withdrawal: ['Visa', 'Mastercard', 'PayPal', 'Trustly', 'Banküberweisung'],
    limits: [
      { label: 'Min. Auszahlung', value: '20 €' },
      { label: 'Max. Auszahlung', value: '50.000 €' },
    ],
  },
  cta: {
    title: 'Lohnt sich LeoVegas für dich?',
    text: 'Wenn du eine große Spielauswahl und zügige Auszahlungen suchst, ist LeoVegas einen Blick wert. Prüfe vor der Aktivierung die Bonusbedingungen und setze dir ein festes Budget. 18+ | Glücksspiel kann süchtig machen | Gewinne sind nie garantiert, bitte spiele verantwortungsvoll.',
    button: 'Zu LeoVegas',
  },
};

export const en: StaticReviewText = {
  title: 'LeoVegas Casino Review 2026: Rated {rating}/10',
  description: 'LeoVegas review: up to {bonus} across four deposits, {games}+ games and withdrawals within {withdrawal}. Read the pros, cons and bonus terms.',
  keywords: 'LeoVegas, LeoVegas Casino, LeoVegas review, LeoVegas bonus, LeoVegas free spins, Malta licence, online casino review',
  badge: 'Review 2026',
  h1: 'LeoVegas Casino Review 2026',
  intro: 'LeoVegas offers more than {games} games and operates under a gambling licence from Malta. Its welcome package is spread across your first four deposits and adds up to {bonus}. Withdrawals are usually processed within {withdrawal}.',
  welcomeBonus: 'Up to {bonus} on your first four deposits',
  keyFacts: [
    { label: 'Max. withdrawal', value: '€50,000' },
  ],
  playButton: 'Play now',
  pros: [
    'Welcome package of up to {bonus}',
    'More than {games} games to choose from',
    'Withdrawals usually processed within {withdrawal}',
    'High withdrawal limit of up to €50,000',
    'Gambling licence from Malta',
    'Free spins with each of the four bonus deposits',
  ],
  cons: [
    '{wagering}x wagering requirement on the bonus',
    'You only get the full package after four deposits',
    'Just {validity} days to meet the bonus terms',
    'The match drops to 50% and then 25% after the first deposit',
  ],
  bonusDetails: {
    title: 'The LeoVegas welcome package in detail',
    intro: 'The bonus is split across four deposits. Each step gives you bonus funds and free spins, but the match percentage goes down from one deposit to the next. Read the bonus terms carefully before you opt in.',
    deposits: [
      { label: '1st deposit', offer: '100% up to €200 + 100 free spins' },
      { label: '2nd deposit', offer: '50% up to €300 + 100 free spins' },
      { label: '3rd deposit', offer: '25% up to €300 + 50 free spins' },
      { label: '4th deposit', offer: '25% up to €200 + 50 free spins' },
    ],
    terms: [
      { label: 'Wagering requirement', value: '{wagering}x' },
      { label: 'Validity', value: '{validity} days' },
    ],
  },
  payments: {
    title: 'Deposits and withdrawals at LeoVegas',
    deposit: ['Visa', 'Mastercard', 'PayPal', 'Trustly', 'Paysafecard', 'Bank transfer'],
    withdrawal: ['Visa', 'Mastercard', 'PayPal', 'Trustly', 'Bank transfer'],
    limits: [
      { label: 'Min. withdrawal', value: '€20' },
      { label: 'Max. withdrawal', value: '€50,000' },
    ],
  },
  cta: {
    title: 'Is LeoVegas right for you?',
    text: 'If you are looking for a large game library and quick withdrawals, LeoVegas is worth a look. Check the bonus terms before you opt in and set yourself a fixed budget. 18+ | Gambling can be addictive | Winnings are never guaranteed, please play responsibly.',
    button: 'Visit LeoVegas',
  },
};
