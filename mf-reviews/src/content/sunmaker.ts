import type { ReviewFacts, StaticReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-06-01',
};

export const de: StaticReviewText = {
  title: 'Sunmaker Casino Test 2026: Bewertung {rating}/10',
  description: 'Sunmaker im Test: {bonus}, Einzahlung ab 10 €, über {games} Spiele und Zahlungen ohne Gebühren. Alle Vor- und Nachteile im Check.',
  keywords: 'Sunmaker, Sunmaker Casino, Sunmaker Test, Sunmaker Erfahrungen, Sunmaker Bonus, Sunmaker Freispiele, Online Casino Test',
  badge: 'Testbericht 2026',
  h1: 'Sunmaker Casino Test 2026',
  intro: 'Sunmaker setzt auf ein überschaubares Angebot mit über {games} Spielen. Zum Start bekommst du {bonus}, und einzahlen kannst du schon ab 10 €. Auszahlungen dauern in der Regel {withdrawal}, Gebühren fallen dabei nicht an.',
  welcomeBonus: '{bonus} auf deine erste Einzahlung',
  keyFacts: [
    { label: 'Mindesteinzahlung', value: '10 €' },
    { label: 'Gebühren', value: 'Keine' },
    { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
  ],
  playButton: 'Jetzt spielen',
  pros: [
    'Niedrige Mindesteinzahlung von nur 10 €',
    'Willkommensbonus: {bonus}',
    'Keine Gebühren für Zahlungen',
    'Auszahlungen in der Regel innerhalb von {withdrawal}',
    'Übersichtliche Auswahl mit über {games} Spielen',
  ],
  cons: [
    'Mit über {games} Spielen kleinere Auswahl als bei großen Anbietern',
    '{wagering}-facher Umsatz für den Bonus',
    'Maximale Auszahlung auf 5.000 € begrenzt',
    'Keine deutsche GGL-Lizenz, nur eine Lizenz aus Malta',
  ],
  bonusDetails: {
    title: 'Der Sunmaker Willkommensbonus im Detail',
    intro: 'Bei Sunmaker gibt es den Bonus auf deine erste Einzahlung: Sie wird mit Bonusguthaben aufgestockt, dazu kommen Freispiele. Lies dir die Bonusbedingungen vor der Aktivierung genau durch.',
    deposits: [
      { label: '1. Einzahlung', offer: '{bonus}' },
    ],
    terms: [
      { label: 'Umsatzbedingungen', value: '{wagering}-fach' },
      { label: 'Mindesteinzahlung', value: '10 €' },
    ],
  },
  payments: {
    title: 'Ein- und Auszahlungen bei Sunmaker',
    deposit: ['PayPal', 'Visa', 'Mastercard', 'Sofort/Klarna', 'Paysafecard', 'Banküberweisung'],
    withdrawal: ['PayPal', 'Visa', 'Mastercard', 'Banküberweisung'],
    limits: [
      { label: 'Min. Auszahlung', value: '20 €' },
      { label: 'Max. Auszahlung', value: '5.000 €' },
      { label: 'Gebühren', value: 'Keine' },
    ],
  },
  cta: {
    title: 'Lohnt sich Sunmaker für dich?',
    text: 'Wenn du mit kleinem Budget starten möchtest und Wert auf gebührenfreie Zahlungen legst, ist Sunmaker einen Blick wert. Prüfe vor der Aktivierung die Bonusbedingungen und setze dir ein festes Budget. 18+ | Glücksspiel kann süchtig machen | Gewinne sind nie garantiert, bitte spiele verantwortungsvoll.',
    button: 'Zu Sunmaker',
  },
};

export const en: StaticReviewText = {
  title: 'Sunmaker Casino Review 2026: Rated {rating}/10',
  description: 'Sunmaker review: {bonus}, deposits from €10, {games}+ games and no payment fees. Read the pros, cons and bonus terms before you play.',
  keywords: 'Sunmaker, Sunmaker Casino, Sunmaker review, Sunmaker bonus, Sunmaker free spins, low minimum deposit, online casino review',
  badge: 'Review 2026',
  h1: 'Sunmaker Casino Review 2026',
  intro: 'Sunmaker keeps things compact with more than {games} games. You start with {bonus}, and you can deposit from as little as €10. Withdrawals usually take {withdrawal}, with no fees charged.',
  welcomeBonus: '{bonus} on your first deposit',
  keyFacts: [
    { label: 'Min. deposit', value: '€10' },
    { label: 'Fees', value: 'None' },
    { label: 'Wagering requirement', value: '{wagering}x' },
  ],
  playButton: 'Play now',
  pros: [
    'Low minimum deposit of just €10',
    'Welcome bonus: {bonus}',
    'No payment fees',
    'Withdrawals usually processed within {withdrawal}',
    'Easy-to-browse library of {games}+ games',
  ],
  cons: [
    'At {games}+ games, a smaller selection than the big operators',
    '{wagering}x wagering requirement on the bonus',
    'Withdrawals capped at €5,000',
    'No German GGL licence, only a licence from Malta',
  ],
  bonusDetails: {
    title: 'The Sunmaker welcome bonus in detail',
    intro: 'At Sunmaker, the bonus applies to your first deposit: your deposit is matched with bonus funds and you get free spins on top. Read the bonus terms carefully before you opt in.',
    deposits: [
      { label: '1st deposit', offer: '{bonus}' },
    ],
    terms: [
      { label: 'Wagering requirement', value: '{wagering}x' },
      { label: 'Min. deposit', value: '€10' },
    ],
  },
  payments: {
    title: 'Deposits and withdrawals at Sunmaker',
    deposit: ['PayPal', 'Visa', 'Mastercard', 'Sofort/Klarna', 'Paysafecard', 'Bank transfer'],
    withdrawal: ['PayPal', 'Visa', 'Mastercard', 'Bank transfer'],
    limits: [
      { label: 'Min. withdrawal', value: '€20' },
      { label: 'Max. withdrawal', value: '€5,000' },
      { label: 'Fees', value: 'None' },
    ],
  },
  cta: {
    title: 'Is Sunmaker right for you?',
    text: 'If you want to start with a small budget and value fee-free payments, Sunmaker is worth a look. Check the bonus terms before you opt in and set yourself a fixed budget. 18+ | Gambling can be addictive | Winnings are never guaranteed, please play responsibly.',
    button: 'Visit Sunmaker',
  },
};
