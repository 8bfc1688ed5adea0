import type { ComparisonContent, Localized, RatingCategory } from './types';

/**
 * The editors' rating method, the same in both languages: each category's share (in %) of
 * the rating out of 10 they give a casino. It is shown as method text only. The rating is
 * the editors' figure in the catalogue (which holds no per-category scores), and lists are
 * ranked by the catalogue's featured order, so no code computes a rank from these weights.
 */
export const RATING_WEIGHTS: ReadonlyArray<{ category: RatingCategory; weight: number }> = [
  { category: 'licence', weight: 25 },
  { category: 'bonus', weight: 20 },
  { category: 'payout', weight: 20 },
  { category: 'mobile', weight: 15 },
  { category: 'payments', weight: 10 },
  { category: 'withdrawal', weight: 10 },
];

export const comparisonContent: Localized<ComparisonContent> = {
  de: {
    metaTitle: 'Online Casino Vergleich 2026: Anbieter im Test',
    metaDescription: 'Unser Online Casino Vergleich 2026: unabhängig getestete Anbieter, transparente Kriterien und Bewertungen, die wir alle 30 Tage aktualisieren. Ab 18.',
    keywords: 'Online Casino Vergleich, Casino Vergleich 2026, Casino Test, Casino Bewertungen, GGL Lizenz, Spielerschutz',
    badge: 'Aktualisiert: November 2026',
    title: 'Online Casino Vergleich 2026',
    intro: 'Hier siehst du auf einen Blick, wie die von uns getesteten Online-Casinos bei Lizenz, Bonus, Auszahlungen und Spielerschutz abschneiden. So findest du einen Anbieter, der zu dir passt, und erkennst Schwächen, bevor du dich anmeldest.',
    method: {
      title: 'So bewerten wir',
      text: 'Jedes Casino erhält eine Bewertung von bis zu 10 Punkten sowie einen Vertrauenswert in Prozent, der sich aus den sechs gewichteten Kategorien unten ergibt. Wir testen jeden Anbieter mindestens 30 Tage lang mit echtem Konto und aktualisieren alle Bewertungen alle 30 Tage.',
      categories: {
        licence: 'Lizenz & Sicherheit',
        bonus: 'Bonus & Aktionen',
        payout: 'Auszahlungsquote',
        mobile: 'Mobiles Spielerlebnis',
        payments: 'Zahlungsmethoden',
        withdrawal: 'Auszahlungsdauer',
      },
    },
    whyTrust: {
      title: 'Warum du unserem Vergleich vertrauen kannst',
      reasons: [
        {
          title: 'Unabhängige Tests mit Echtgeld',
          text: 'Wir eröffnen echte Konten, zahlen eigenes Geld ein und beantragen Auszahlungen selbst. Kein Casino kann sich eine bessere Platzierung erkaufen.',
        },
        {
          title: 'Transparente Kriterien',
          text: 'Unsere sechs Bewertungskategorien und ihre Gewichtung legen wir offen. So kannst du jede Bewertung nachvollziehen und selbst entscheiden, was dir wichtig ist.',
        },
        {
          title: 'Regelmäßige Aktualisierung',
          text: 'Bonusbedingungen, Zahlungsmethoden und Auszahlungszeiten ändern sich häufig. Deshalb prüfen wir alle Bewertungen alle 30 Tage und passen sie bei Bedarf an.',
        },
        {
          title: 'Spielerschutz zuerst',
          text: 'Bei jedem Casino siehst du, welche Lizenz es hat. Legal in Deutschland sind nur Anbieter mit einer Erlaubnis der GGL; wir sagen dir klar, wenn ein Anbieter keine hat, und achten auf Einzahlungslimits, Selbstsperre und seriöse Hilfsangebote. Glücksspiel ist erst ab 18 Jahren erlaubt und sollte immer Unterhaltung bleiben.',
        },
      ],
    },
  },
  en: {
    metaTitle: 'Online Casino Comparison 2026: Operators Tested',
    metaDescription: 'Our online casino comparison for 2026: independently tested operators, transparent criteria and ratings we update every 30 days. Strictly 18+ only.',
    keywords: 'Online Casino Comparison, Casino Comparison 2026, Casino Reviews, Casino Ratings, GGL Licence, Player Protection',
    badge: 'Updated: November 2026',
    title: 'Online Casino Comparison 2026',
    intro: 'See at a glance how the online casinos we have tested perform on licensing, bonuses, withdrawals and player protection. That way you can find an operator that suits you and spot weaknesses before you sign up.',
    method: {
      title: 'How we rate',
      text: 'Every casino receives a rating out of 10 and a trust score in percent, based on the six weighted categories below. We test each operator for at least 30 days with a real account and update all ratings every 30 days.',
      categories: {
        licence: 'License & security',
        bonus: 'Bonus & promotions',
        payout: 'Payout rate',
        mobile: 'Mobile experience',
        payments: 'Payment methods',
        withdrawal: 'Withdrawal time',
      },
    },
    whyTrust: {
      title: 'Why you can trust our comparison',
      reasons: [
        {
          title: 'Independent real-money tests',
          text: 'We open real accounts, deposit our own money and request withdrawals ourselves. No casino can buy a higher ranking.',
        },
        {
          title: 'Transparent criteria',
          text: 'We publish our six rating categories and how much each one counts. That way you can follow every score and decide for yourself what matters most to you.',
        },
        {
          title: 'Regular updates',
          text: 'Bonus terms, payment methods and withdrawal times change often. That is why we review every rating every 30 days and adjust it when needed.',
        },
        {
          title: 'Player protection first',
          text: 'Every casino shows which licence it holds. Only operators licensed by the GGL are legal in Germany; we tell you plainly when an operator has no such licence, and look closely at deposit limits, self-exclusion and access to support. Gambling is strictly 18+ and should always stay entertainment.',
        },
      ],
    },
  },
};
