import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Drip Casino Test 2026: Bonus, Spiele & Bewertung {rating}/10',
  description: 'Drip Casino im Test: {bonus}, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile und Infos zur Lizenz.',
  keywords: 'Drip Casino, Drip Casino Test, Drip Casino Erfahrungen, Drip Casino Bonus, Drip Freispiele, Curaçao Casino, Online Casino Test',
  h1: 'Drip Casino Test 2026',
  subtitle: 'Modernes Casino mit Startpaket ({bonus}) und über {games} Spielen im ausführlichen Check',
  ratingText: 'Stark',
  overview: [
    'Drip Casino ist ein junger Anbieter mit moderner, aufgeräumter Oberfläche, der sich an Spieler richtet, die Wert auf ein zeitgemäßes Design legen. Zum Start kannst du ein Willkommenspaket ({bonus}) erhalten, dazu kommen über {games} Spiele sowie regelmäßige Turniere.',
    'Neben klassischen Zahlungsmethoden akzeptiert Drip auch Kryptowährungen. Auszahlungen werden in der Regel innerhalb von {withdrawal} bearbeitet, die maximale Auszahlung liegt bei 50.000 €. Die durchschnittliche Auszahlungsquote (RTP) beträgt {payout}. Das ist ein statistischer Langzeitwert und keine Garantie für Gewinne in einer einzelnen Spielsitzung.',
    'Wichtig vorab: Drip Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Über {games} Spiele, darunter Slots, Tischspiele und Live-Casino',
    'Moderne, übersichtliche Oberfläche',
    'Regelmäßige Turniere als Abwechslung',
    'Auch Zahlungen mit Kryptowährungen möglich',
    'Maximale Auszahlung von 50.000 €',
    'Gut nutzbar auf Smartphone und Tablet',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Schutzsysteme wie die Spielersperrdatei OASIS greifen nicht',
    'Auszahlungen können {withdrawal} dauern',
    'Kleineres Bonuspaket als bei manchen Konkurrenten',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden erhalten bei Drip ein Willkommenspaket ({bonus}), hinzu kommen regelmäßige Turniere. Wie sich das Paket zusammensetzt und welche Umsatzbedingungen gelten, steht in den Bonusbedingungen, die du vor der Aktivierung genau lesen solltest. Nimm einen Bonus nur an, wenn die Bedingungen zu deinem Spielverhalten und deinem Budget passen.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Über {games} Spiele stehen dir bei Drip zur Verfügung, von Video-Slots über Tischspiele wie Roulette und Blackjack bis zum Live-Casino. Die moderne Oberfläche macht es leicht, sich zurechtzufinden und neue Titel zu entdecken. Die durchschnittliche Auszahlungsquote von {payout} ist ein ordentlicher Wert, sagt aber nichts über das Ergebnis einzelner Runden aus.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Drip Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort vorab klären. Rechne außerdem damit, dass du vor der ersten Auszahlung deine Identität bestätigen musst.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Drip bearbeitet Auszahlungen in der Regel innerhalb von {withdrawal}, die maximale Auszahlung liegt bei 50.000 €. Neben klassischen Methoden kannst du auch mit Kryptowährungen bezahlen; beachte dabei, dass deren Wert stark schwanken kann. Welche Methoden und Limits für dich gelten, siehst du nach der Anmeldung im Kassenbereich.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Bei Fragen zu Bonus, Einzahlung oder Konto erreichst du den Kundenservice direkt über die Website, etwa per Live-Chat oder E-Mail. Unser Tipp: Stelle schon vor deiner ersten Einzahlung eine konkrete Frage, zum Beispiel zu den Bonusbedingungen. So bekommst du schnell ein Gefühl für Tempo und Qualität der Antworten.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Drip Casino läuft direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Das moderne Design kommt auf kleinen Bildschirmen besonders gut zur Geltung, und auch Einzahlungen und Auszahlungsanträge erledigst du unterwegs ohne Umwege.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Drip Casino überzeugt mit einer modernen Oberfläche, einer soliden Spielauswahl und flexiblen Zahlungsmöglichkeiten inklusive Kryptowährungen. Der größte Haken ist die fehlende deutsche GGL-Lizenz: Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Regeln an deinem Wohnort prüfen. Glücksspiel ist erst ab 18 Jahren erlaubt und Gewinne sind nie garantiert, setze dir deshalb feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Drip besuchen',
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
    { label: 'Max. Auszahlung', value: '50.000 €' },
    { label: 'RTP', value: '{payout}' },
  ],
};

export const en: ReviewText = {
  title: 'Drip Casino Review 2026: Bonus, Games & {rating}/10 Rating',
  description: 'Drip Casino review: {bonus}, {games}+ games and withdrawals in {withdrawal}. Read the pros, cons and licence details before you sign up.',
  keywords: 'Drip Casino, Drip Casino review, Drip Casino bonus, Drip free spins, Curaçao casino, crypto-friendly casino, online casino review',
  h1: 'Drip Casino Review 2026',
  subtitle: 'A closer look at the modern casino with {bonus} to start and more than {games} games',
  ratingText: 'Great',
  overview: [
    'Drip Casino is a young operator with a modern, uncluttered look, aimed at players who care about a contemporary design. New players can get a welcome package of {bonus}, backed by more than {games} games and regular tournaments.',
    'As well as traditional payment methods, Drip also accepts cryptocurrencies. Withdrawals are usually processed within {withdrawal}, and the maximum payout is €50,000. The average return to player (RTP) is {payout}, a long-term statistical figure rather than a promise of what you will win in any single session.',
    'One thing to know up front: Drip Casino holds a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'More than {games} games, including slots, table games and live casino',
    'Modern, easy-to-navigate interface',
    'Regular tournaments for extra variety',
    'Cryptocurrency payments accepted',
    'Maximum payout of €50,000',
    'Works well on phones and tablets',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German safeguards such as the OASIS self-exclusion register do not apply',
    'Withdrawals can take {withdrawal}',
    'Smaller welcome package than some competitors',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players at Drip can claim a welcome package of {bonus}, and regular tournaments keep things interesting afterwards. How the package is split and which wagering requirements apply is set out in the bonus terms, so read them carefully before you opt in. Only take a bonus if its conditions suit the way you play and the budget you have set.',
    },
    games: {
      title: 'Games and software',
      description: 'Drip offers more than {games} games, from video slots and table games such as roulette and blackjack to a live casino. The modern interface makes it easy to find your way around and discover new titles. The average RTP of {payout} is a decent figure, but it tells you nothing about the outcome of an individual round.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Drip Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check the rules where you live before you play. You should also expect to verify your identity before your first withdrawal.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Drip usually processes withdrawals within {withdrawal}, with a maximum payout of €50,000. Alongside traditional methods you can also pay with cryptocurrencies, but keep in mind that their value can swing sharply. Once you have registered, the cashier shows which methods and limits apply to you.',
    },
    support: {
      title: 'Customer support',
      description: 'If you have questions about a bonus, a deposit or your account, you can reach the support team through the website, for example via live chat or email. Our tip: ask a specific question before your first deposit, such as how the bonus terms work. It is a quick way to judge how fast and helpful the answers are.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Drip Casino runs straight in your phone or tablet browser, with nothing to install. The modern design works particularly well on small screens, and deposits and withdrawal requests are just as easy to handle on the go.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Drip Casino wins you over with a modern interface, a solid game library and flexible payment options that include crypto. The big drawback is the missing German GGL licence: only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Drip',
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
    { label: 'Max. payout', value: '€50,000' },
    { label: 'RTP', value: '{payout}' },
  ],
};
