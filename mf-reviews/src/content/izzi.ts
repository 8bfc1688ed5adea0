import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Izzi Casino Test 2026: Bonus, Spiele & Bewertung {rating}/10',
  description: 'Izzi Casino im Test: {bonus}, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile und Infos zur Lizenz.',
  keywords: 'Izzi Casino, Izzi Casino Test, Izzi Casino Erfahrungen, Izzi Casino Bonus, Izzi Freispiele, Curaçao Casino, Online Casino Test',
  h1: 'Izzi Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und zügige Auszahlungen im ausführlichen Check',
  ratingText: 'Ausgezeichnet',
  overview: [
    'Izzi Casino ist ein noch recht junger Anbieter, der vor allem mit einem großzügigen Willkommenspaket auf sich aufmerksam macht: Als Neukunde kannst du {bonus} erhalten. Dazu kommt eine Auswahl von über {games} Spielen, von Video-Slots über Tischspiele bis zum Live-Casino.',
    'Auch bei den Auszahlungen macht Izzi eine gute Figur: Anträge werden in der Regel innerhalb von {withdrawal} bearbeitet, die maximale Auszahlung liegt bei 60.000 €. Die durchschnittliche Auszahlungsquote (RTP) beträgt {payout}. Das ist ein statistischer Langzeitwert und keine Garantie für Gewinne in einer einzelnen Spielsitzung.',
    'Wichtig vorab: Izzi Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Über {games} Spiele, darunter Slots, Tischspiele und Live-Casino',
    'Zügige Auszahlungen in {withdrawal}',
    'Hohe maximale Auszahlung von 60.000 €',
    'Durchschnittliche Auszahlungsquote (RTP) von {payout}',
    'Treueprogramm für regelmäßige Spieler',
    'Gut nutzbar auf Smartphone und Tablet',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Schutzsysteme wie die Spielersperrdatei OASIS greifen nicht',
    'Noch relativ junger Anbieter',
    'Nicht in allen Ländern verfügbar',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden erwartet bei Izzi ein Willkommenspaket: {bonus}. Wie sich das Paket zusammensetzt und welche Umsatzbedingungen gelten, steht in den Bonusbedingungen, die du vor der Aktivierung sorgfältig lesen solltest. Nimm einen Bonus nur an, wenn die Bedingungen zu deinem Spielverhalten und deinem Budget passen.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen bietet Izzi eine breite Auswahl: zahlreiche Video-Slots, klassische Tischspiele wie Roulette und Blackjack sowie ein Live-Casino mit echten Dealern. So findest du sowohl bekannte Klassiker als auch neuere Titel. Die durchschnittliche Auszahlungsquote von {payout} ist ein solider Wert, sagt aber nichts über das Ergebnis einzelner Runden aus.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Izzi Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort vorab klären. Rechne außerdem damit, dass du vor der ersten Auszahlung deine Identität bestätigen musst.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Auszahlungen bearbeitet Izzi in der Regel innerhalb von {withdrawal}, was im Branchenvergleich zügig ist. Die maximale Auszahlung liegt bei 60.000 €. Welche Zahlungsmethoden dir zur Verfügung stehen und welche Limits im Einzelnen gelten, siehst du nach der Anmeldung im Kassenbereich.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Bei Fragen zu Bonus, Einzahlung oder Konto hilft dir der Kundenservice direkt über die Website weiter, etwa per Live-Chat oder E-Mail. Unser Tipp: Stelle schon vor deiner ersten Einzahlung eine konkrete Frage, zum Beispiel zu den Bonusbedingungen. So bekommst du schnell ein Gefühl für Tempo und Qualität der Antworten.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Izzi Casino läuft direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Slots, Live-Tische und der Kassenbereich lassen sich auch auf kleineren Bildschirmen bequem bedienen.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Izzi Casino überzeugt mit einem attraktiven Willkommenspaket, einer großen Spielauswahl und zügigen Auszahlungen. Der größte Haken ist die fehlende deutsche GGL-Lizenz: Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort prüfen. Glücksspiel ist erst ab 18 Jahren erlaubt und Gewinne sind nie garantiert, setze dir deshalb feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Izzi besuchen',
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
    { label: 'Max. Auszahlung', value: '60.000 €' },
    { label: 'RTP', value: '{payout}' },
  ],
};

export const en: ReviewText = {
  title: 'Izzi Casino Review 2026: Bonus, Games & {rating}/10 Rating',
  description: 'Izzi Casino review: {bonus}, {games}+ games and withdrawals in {withdrawal}. Read the pros, cons and licence details before you sign up.',
  keywords: 'Izzi Casino, Izzi Casino review, Izzi Casino bonus, Izzi free spins, Curaçao casino, online casino review, fast withdrawal casino',
  h1: 'Izzi Casino Review 2026',
  subtitle: 'A closer look at the {bonus} welcome package, {games}+ games and quick withdrawals',
  ratingText: 'Excellent',
  overview: [
    'Izzi Casino is a fairly new operator that stands out mainly for its generous welcome package: new players can get {bonus}. Behind the offer sits a library of more than {games} games, covering video slots, table games and a live casino.',
    'Withdrawals are another strong point. Requests are usually processed within {withdrawal}, and the maximum payout is €60,000. The average return to player (RTP) is {payout}, a long-term statistical figure rather than a promise of what you will win in any single session.',
    'One thing to know up front: Izzi Casino holds a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'More than {games} games, including slots, table games and live casino',
    'Quick withdrawals within {withdrawal}',
    'High maximum payout of €60,000',
    'Average RTP of {payout}',
    'Loyalty programme for regular players',
    'Works well on phones and tablets',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German safeguards such as the OASIS self-exclusion register do not apply',
    'Still a relatively new operator',
    'Not available in every country',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players at Izzi can claim a welcome package of {bonus}. How the package is split and which wagering requirements apply is set out in the bonus terms, so read them carefully before you opt in. Only take a bonus if its conditions suit the way you play and the budget you have set.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} games, Izzi covers a lot of ground: plenty of video slots, classic table games such as roulette and blackjack, and a live casino with real dealers. You will find familiar favourites alongside newer releases. The average RTP of {payout} is a solid figure, but it tells you nothing about the outcome of an individual round.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Izzi Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check the rules where you live before you play. You should also expect to verify your identity before your first withdrawal.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Izzi usually processes withdrawals within {withdrawal}, which is quick by industry standards. The maximum payout is €60,000. Once you have registered, the cashier shows which payment methods are available to you and which limits apply.',
    },
    support: {
      title: 'Customer support',
      description: 'If you have questions about a bonus, a deposit or your account, you can reach the support team through the website, for example via live chat or email. Our tip: ask a specific question before your first deposit, such as how the bonus terms work. It is a quick way to judge how fast and helpful the answers are.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Izzi Casino runs straight in your phone or tablet browser, with nothing to install. Slots, live tables and the cashier are all easy to use on a smaller screen.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Izzi Casino impresses with an attractive welcome package, a large game library and quick withdrawals. The big drawback is the missing German GGL licence: only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Izzi',
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
    { label: 'Max. payout', value: '€60,000' },
    { label: 'RTP', value: '{payout}' },
  ],
};
