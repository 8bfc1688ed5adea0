import type { ReviewFacts, StaticReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-06-01',
};

export const de: StaticReviewText = {
  title: 'Lapalingo Casino Test 2026: Bewertung {rating}/10',
  description: 'Lapalingo im Test: bis zu {bonus} auf drei Einzahlungen, über {games} Spiele und Auszahlungen bis 100.000 €. Alle Vor- und Nachteile.',
  keywords: 'Lapalingo, Lapalingo Casino, Lapalingo Test, Lapalingo Erfahrungen, Lapalingo Bonus, Lapalingo Freispiele, Online Casino Test',
  badge: 'Testbericht 2026',
  h1: 'Lapalingo Casino Test 2026',
  intro: 'Lapalingo bietet dir über {games} Spiele und ein Willkommenspaket, das sich auf deine ersten drei Einzahlungen verteilt. Insgesamt sind bis zu {bonus} drin. Auszahlungen werden in der Regel innerhalb von {withdrawal} bearbeitet, und das Auszahlungslimit liegt mit bis zu 100.000 € sehr hoch.',
  welcomeBonus: 'Bis zu {bonus} auf deine ersten drei Einzahlungen',
  keyFacts: [
    { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
    { label: 'Max. Auszahlung', value: '100.000 €' },
  ],
  playButton: 'Jetzt spielen',
  pros: [
    'Willkommenspaket bis zu {bonus}',
    'Über {games} Spiele zur Auswahl',
    'Sehr hohes Auszahlungslimit von bis zu 100.000 €',
    'Auszahlungen in der Regel innerhalb von {withdrawal}',
    'Freispiele bei allen drei Bonus-Einzahlungen',
  ],
  cons: [
    '{wagering}-facher Umsatz ist vergleichsweise hoch',
    'Das volle Paket gibt es erst nach drei Einzahlungen',
    'Ab der zweiten Einzahlung sinkt der Bonus auf 50 % bzw. 25 %',
    'Keine deutsche GGL-Lizenz, nur eine Lizenz aus Malta',
  ],
  bonusDetails: {
    title: 'Das Lapalingo Willkommenspaket im Detail',
    intro: 'Der Bonus verteilt sich auf drei Einzahlungen. Jede Stufe bringt dir Bonusguthaben und Freispiele, der Prozentsatz sinkt allerdings von Einzahlung zu Einzahlung. Lies dir die Bonusbedingungen vor der Aktivierung genau durch.',
    deposits: [
      { label: '1. Einzahlung', offer: '100 % bis 200 € + 50 Freispiele' },
      { label: '2. Einzahlung', offer: '50 % bis 200 € + 30 Freispiele' },
      { label: '3. Einzahlung', offer: '25 % bis 100 € + 20 Freispiele' },
    ],
    terms: [
      { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
      { label: 'Gesamtbonus', value: 'Bis zu {bonus}' },
    ],
  },
  payments: {
    title: 'Ein- und Auszahlungen bei Lapalingo',
    deposit: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Paysafecard', 'Banküberweisung'],
    withdrawal: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Banküberweisung'],
    limits: [
      { label: 'Min. Auszahlung', value: '20 €' },
      { label: 'Max. Auszahlung', value: '100.000 €' },
    ],
  },
  cta: {
    title: 'Lohnt sich Lapalingo für dich?',
    text: 'Wenn du eine breite Spielauswahl und ein hohes Auszahlungslimit suchst, ist Lapalingo einen Blick wert. Prüfe vor der Aktivierung die Bonusbedingungen und setze dir ein festes Budget. 18+ | Glücksspiel kann süchtig machen | Gewinne sind nie garantiert, bitte spiele verantwortungsvoll.',
    button: 'Zu Lapalingo',
  },
};

export const en: StaticReviewText = {
  title: 'Lapalingo Casino Review 2026: Rated {rating}/10',
  description: 'Lapalingo review: up to {bonus} across three deposits, {games}+ games and withdrawals of up to €100,000. Read the pros, cons and bonus terms.',
  keywords: 'Lapalingo, Lapalingo Casino, Lapalingo review, Lapalingo bonus, Lapalingo free spins, high withdrawal limit, online casino review',
  badge: 'Review 2026',
  h1: 'Lapalingo Casino Review 2026',
  intro: 'Lapalingo offers more than {games} games and a welcome package spread across your first three deposits. In total, you can get up to {bonus}. Withdrawals are usually processed within {withdrawal}, and the withdrawal limit is a generous €100,000.',
  welcomeBonus: 'Up to {bonus} on your first three deposits',
  keyFacts: [
    { label: 'Wagering requirement', value: '{wagering}x' },
    { label: 'Max. withdrawal', value: '€100,000' },
  ],
  playButton: 'Play now',
  pros: [
    'Welcome package of up to {bonus}',
    'More than {games} games to choose from',
    'Very high withdrawal limit of up to €100,000',
    'Withdrawals usually processed within {withdrawal}',
    'Free spins with all three bonus deposits',
  ],
  cons: [
    'The {wagering}x wagering requirement is relatively high',
    'You only get the full package after three deposits',
    'The match drops to 50% and then 25% after the first deposit',
    'No German GGL licence, only a licence from Malta',
  ],
  bonusDetails: {
    title: 'The Lapalingo welcome package in detail',
    intro: 'The bonus is split across three deposits. Each step gives you bonus funds and free spins, but the match percentage goes down from one deposit to the next. Read the bonus terms carefully before you opt in.',
    deposits: [
      { label: '1st deposit', offer: '100% up to €200 + 50 free spins' },
      { label: '2nd deposit', offer: '50% up to €200 + 30 free spins' },
      { label: '3rd deposit', offer: '25% up to €100 + 20 free spins' },
    ],
    terms: [
      { label: 'Wagering requirement', value: '{wagering}x' },
      { label: 'Total bonus', value: 'Up to {bonus}' },
    ],
  },
  payments: {
    title: 'Deposits and withdrawals at Lapalingo',
    deposit: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Paysafecard', 'Bank transfer'],
    withdrawal: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Bank transfer'],
    limits: [
      { label: 'Min. withdrawal', value: '€20' },
      { label: 'Max. withdrawal', value: '€100,000' },
    ],
  },
  cta: {
    title: 'Is Lapalingo right for you?',
    text: 'If you are after a broad game selection and a high withdrawal limit, Lapalingo is worth a look. Check the bonus terms before you opt in and set yourself a fixed budget. 18+ | Gambling can be addictive | Winnings are never guaranteed, please play responsibly.',
    button: 'Visit Lapalingo',
  },
};
