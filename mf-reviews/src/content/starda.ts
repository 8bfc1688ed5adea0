import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Starda Casino Test 2026: Bonus, Spiele & Bewertung {rating}/10',
  description: 'Starda Casino im Test: {bonus}, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile und Infos zur Lizenz.',
  keywords: 'Starda, Starda Casino, Starda Casino Test, Starda Casino Erfahrungen, Starda Bonus, Freispiele, Curaçao Casino, Online Casino Test',
  h1: 'Starda Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und schnelle Auszahlungen im ausführlichen Check',
  ratingText: 'Ausgezeichnet',
  overview: [
    'Starda Casino setzt auf Masse und Tempo: Mit über {games} Spielen bietet der Anbieter eine der größten Spielauswahlen in unserem Vergleich, und das Willkommenspaket ({bonus}) fällt entsprechend üppig aus. Neben Slots findest du hier Tischspiele und ein umfangreiches Live-Casino.',
    'Bei den Auszahlungen gehört Starda zu den schnelleren Anbietern: Anträge werden in der Regel innerhalb von {withdrawal} bearbeitet, die maximale Auszahlung liegt bei 100.000 €. Die durchschnittliche Auszahlungsquote (RTP) beträgt {payout}. Das ist ein statistischer Langzeitwert und keine Garantie für Gewinne in einer einzelnen Spielsitzung.',
    'Wichtig vorab: Starda Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Großes Willkommenspaket: {bonus}',
    'Über {games} Spiele, eine der größten Auswahlen im Vergleich',
    'Schnelle Auszahlungen in {withdrawal}',
    'Sehr hohe maximale Auszahlung von 100.000 €',
    'Durchschnittliche Auszahlungsquote (RTP) von {payout}',
    'Umfangreiches Live-Casino mit echten Dealern',
    'Gut nutzbar auf Smartphone und Tablet',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Schutzsysteme wie die Spielersperrdatei OASIS greifen nicht',
    'Die riesige Auswahl kann anfangs unübersichtlich wirken',
    'Nicht in allen Ländern verfügbar',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden können sich bei Starda ein Willkommenspaket sichern: {bonus}. Wie sich das Paket auf deine Einzahlungen verteilt und welche Umsatzbedingungen gelten, steht in den Bonusbedingungen, die du vor der Aktivierung genau lesen solltest. Lass dich von der Höhe des Pakets nicht zu größeren Einzahlungen verleiten, als du ursprünglich geplant hattest.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen ist die Auswahl bei Starda riesig: unzählige Video-Slots, klassische Tischspiele wie Roulette, Blackjack und Baccarat sowie ein umfangreiches Live-Casino. Nutze die Suche und die Kategorien, um in der großen Lobby schnell das Passende zu finden. Die durchschnittliche Auszahlungsquote von {payout} ist ein starker Wert, sagt aber nichts über das Ergebnis einzelner Runden aus.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Starda Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort vorab klären. Rechne außerdem damit, dass du vor der ersten Auszahlung deine Identität bestätigen musst.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Auszahlungen bearbeitet Starda in der Regel innerhalb von {withdrawal}. Mit bis zu 100.000 € ist auch die maximale Auszahlung großzügig bemessen. Welche Zahlungsmethoden dir zur Verfügung stehen und welche Limits im Einzelnen gelten, siehst du nach der Anmeldung im Kassenbereich.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Bei Fragen zu Bonus, Einzahlung oder Konto erreichst du den Kundenservice direkt über die Website, etwa per Live-Chat oder E-Mail. Unser Tipp: Stelle schon vor deiner ersten Einzahlung eine konkrete Frage, zum Beispiel zu den Bonusbedingungen. So bekommst du schnell ein Gefühl für Tempo und Qualität der Antworten.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Starda Casino läuft direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Trotz der großen Spielauswahl bleibt die Seite auch unterwegs gut bedienbar, vom Slot über den Live-Tisch bis zum Kassenbereich.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Starda Casino punktet mit einer riesigen Spielauswahl, einem sehr großen Willkommenspaket und schnellen Auszahlungen. Der größte Haken ist die fehlende deutsche GGL-Lizenz: Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort prüfen. Glücksspiel ist erst ab 18 Jahren erlaubt und Gewinne sind nie garantiert, setze dir deshalb feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Starda besuchen',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Willkommenspaket für Neukunden',
      'Bonusbedingungen vor der Aktivierung prüfen',
      '18+ | Es gelten die AGB | Bitte spiele verantwortungsvoll',
    ],
  },
  gameStats: [
    { label: 'Spiele gesamt', value: '{games}+' },
    { label: 'Auszahlungsdauer', value: '{withdrawal}' },
    { label: 'Max. Auszahlung', value: '100.000 €' },
    { label: 'RTP', value: '{payout}' },
  ],
};

export const en: ReviewText = {
  title: 'Starda Casino Review 2026: Bonus, Games & {rating}/10 Rating',
  description: 'Starda Casino review: {bonus}, {games}+ games and withdrawals in {withdrawal}. Read the pros, cons and licence details before you sign up.',
  keywords: 'Starda, Starda Casino, Starda Casino review, Starda bonus, Starda free spins, Curaçao casino, online casino review, live casino',
  h1: 'Starda Casino Review 2026',
  subtitle: 'An in-depth look at the {bonus} welcome package, {games}+ games and fast withdrawals',
  ratingText: 'Excellent',
  overview: [
    'Starda Casino is all about choice and speed. With more than {games} games, it has one of the biggest libraries in our comparison, and the welcome package of {bonus} is just as generous. Alongside the slots you will find table games and an extensive live casino.',
    'Withdrawals are among the faster ones we have seen: requests are usually processed within {withdrawal}, and the maximum payout is €100,000. The average return to player (RTP) is {payout}, a long-term statistical figure rather than a promise of what you will win in any single session.',
    'One thing to know up front: Starda Casino holds a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Large welcome package: {bonus}',
    'More than {games} games, one of the biggest libraries we have tested',
    'Fast withdrawals within {withdrawal}',
    'Very high maximum payout of €100,000',
    'Average RTP of {payout}',
    'Extensive live casino with real dealers',
    'Works well on phones and tablets',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German safeguards such as the OASIS self-exclusion register do not apply',
    'The sheer size of the lobby can feel overwhelming at first',
    'Not available in every country',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players at Starda can claim a welcome package of {bonus}. How the package is spread across your deposits and which wagering requirements apply is set out in the bonus terms, so read them carefully before you opt in. Do not let the size of the offer tempt you into depositing more than you had planned.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} games, Starda offers a huge selection: countless video slots, classic table games such as roulette, blackjack and baccarat, and an extensive live casino. Use the search and the categories to find your way around the lobby quickly. The average RTP of {payout} is a strong figure, but it tells you nothing about the outcome of an individual round.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Starda Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check the rules where you live before you play. You should also expect to verify your identity before your first withdrawal.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Starda usually processes withdrawals within {withdrawal}. At up to €100,000, the maximum payout is generous too. Once you have registered, the cashier shows which payment methods are available to you and which limits apply.',
    },
    support: {
      title: 'Customer support',
      description: 'If you have questions about a bonus, a deposit or your account, you can reach the support team through the website, for example via live chat or email. Our tip: ask a specific question before your first deposit, such as how the bonus terms work. It is a quick way to judge how fast and helpful the answers are.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Starda Casino runs straight in your phone or tablet browser, with nothing to install. Despite the huge game library, the site stays easy to use on the go, from slots and live tables to the cashier.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Starda Casino scores with a huge game library, a very large welcome package and fast withdrawals. The big drawback is the missing German GGL licence: only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Starda',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Welcome package for new players',
      'Check the bonus terms before opting in',
      '18+ | T&Cs apply | Please play responsibly',
    ],
  },
  gameStats: [
    { label: 'Total games', value: '{games}+' },
    { label: 'Withdrawal time', value: '{withdrawal}' },
    { label: 'Max. payout', value: '€100,000' },
    { label: 'RTP', value: '{payout}' },
  ],
};
