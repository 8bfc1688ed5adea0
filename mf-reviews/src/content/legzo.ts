import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Legzo Casino Test 2026: {games}+ Spiele & Wertung {rating}/10',
  description: 'Legzo Casino im Test: {bonus}, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile und Infos zur Lizenz.',
  keywords: 'Legzo Casino, Legzo Casino Test, Legzo Casino Erfahrungen, Legzo Casino Bonus, Freispiele, schnelle Auszahlung, Online Casino Test, Curaçao Lizenz',
  h1: 'Legzo Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und zügige Auszahlungen im ausführlichen Check',
  ratingText: 'Ausgezeichnet',
  overview: [
    'Legzo Casino setzt auf Masse und Tempo: Über {games} Spiele stehen bereit, und Auszahlungen werden laut Anbieter meist innerhalb von {withdrawal} bearbeitet. Neukunden können sich zudem ein Willkommenspaket sichern: {bonus}.',
    'Die durchschnittliche Auszahlungsquote (RTP) liegt bei {payout}, die maximale Auszahlung bei 75.000 €. Der RTP beschreibt einen statistischen Durchschnitt über sehr viele Spielrunden und ist keine Zusage für deine eigenen Ergebnisse.',
    'Wichtig vorab: Legzo Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Freispiele zusätzlich zum Bonusguthaben',
    'Riesige Auswahl mit über {games} Spielen',
    'Sehr schnelle Auszahlungen in {withdrawal}',
    'Hohe durchschnittliche Auszahlungsquote von {payout}',
    'Breite Mischung aus Slots, Tischspielen und Live-Casino',
    'Mobil direkt im Browser spielbar, ohne Download',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Spielerschutzsysteme wie OASIS greifen hier nicht',
    'Maximale Auszahlung auf 75.000 € begrenzt',
    'Bonus an Bedingungen geknüpft, die du vorab genau prüfen solltest',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden erwartet ein Willkommenspaket: {bonus}. Welche Mindesteinzahlung, Umsatzbedingungen und Fristen gelten, steht in den Bonusbedingungen. Prüfe sie vor der Aktivierung genau, damit du weißt, worauf du dich einlässt.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen bietet Legzo Casino eine besonders große Auswahl: Slots stehen im Mittelpunkt, dazu kommen Tischspiele wie Roulette und Blackjack sowie Live-Casino-Tische. Die durchschnittliche Auszahlungsquote liegt bei {payout}. Bedenke, dass der RTP ein Langzeitdurchschnitt ist und keine Gewinne garantiert.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Legzo Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der deutschen Gemeinsamen Glücksspielbehörde (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Rechtslage für dich vorab klären. Sichere dein Konto zusätzlich mit einem starken Passwort und nutze die Limits und Schutzfunktionen, die dir angeboten werden.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Legzo Casino gibt für Auszahlungen eine Bearbeitungszeit von {withdrawal} an, die maximale Auszahlung liegt bei 75.000 €. Ob dieses Limit pro Auszahlung oder pro Zeitraum gilt und welche Zahlungsmethoden du nutzen kannst, findest du in den AGB und im Kassenbereich. Vor der ersten Auszahlung ist mit einer Identitätsprüfung zu rechnen, die etwas zusätzliche Zeit kosten kann.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Den Kundenservice erreichst du über die Kontaktmöglichkeiten auf der Website. Stell am besten schon vor der ersten Einzahlung eine kurze Frage, etwa zu den Bonusbedingungen oder zum Auszahlungslimit. So siehst du, wie schnell und kompetent dir geholfen wird.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Legzo Casino funktioniert direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Auch die große Spielauswahl, dein Konto und der Kassenbereich sind unterwegs gut erreichbar.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Legzo Casino überzeugt mit über {games} Spielen, Auszahlungen in {withdrawal} und einem Willkommenspaket ({bonus}). Bedenke aber, dass der Anbieter nur eine Curaçao-Lizenz und keine deutsche GGL-Lizenz hat: In Deutschland sind nur GGL-lizenzierte Anbieter legal, prüfe also die Regeln in deinem Land. Glücksspiel ist erst ab 18 Jahren erlaubt, Gewinne sind nie garantiert: Setze dir feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Legzo Casino besuchen',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Willkommenspaket für Neukunden',
      'Umsatzbedingungen und Fristen laut Bonusbedingungen',
      '18+ | Es gelten die AGB | Bitte spiele verantwortungsvoll',
    ],
  },
  gameStats: [
    { label: 'Spiele gesamt', value: '{games}+' },
    { label: 'Durchschnittlicher RTP', value: '{payout}' },
    { label: 'Auszahlungsdauer', value: '{withdrawal}' },
    { label: 'Max. Auszahlung', value: '75.000 €' },
  ],
};

export const en: ReviewText = {
  title: 'Legzo Casino Review 2026: {games}+ Games & {rating}/10 Rating',
  description: 'Legzo Casino review: {bonus}, {games}+ games and withdrawals in {withdrawal}. Read the pros, cons and licence details before you sign up.',
  keywords: 'Legzo Casino, Legzo Casino review, Legzo Casino bonus, free spins, fast withdrawal casino, online casino review, Curaçao licence, casino RTP',
  h1: 'Legzo Casino Review 2026',
  subtitle: 'An in-depth look at the casino with a {bonus} welcome package, {games}+ games and quick payouts',
  ratingText: 'Excellent',
  overview: [
    'Legzo Casino is all about choice and speed: there are more than {games} games to explore, and the operator says withdrawals are usually processed within {withdrawal}. New customers can also claim a welcome package of {bonus}.',
    'The average return to player (RTP) is {payout} and the maximum payout is €75,000. RTP is a statistical average across a very large number of rounds, so treat it as a guide to the games rather than a promise about your own results.',
    'One thing to know up front: Legzo Casino operates under a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'Free spins on top of the bonus funds',
    'Huge library of more than {games} games',
    'Very fast withdrawals in {withdrawal}',
    'High average RTP of {payout}',
    'Good mix of slots, table games and live casino',
    'Plays right in your mobile browser, no download needed',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German player protection schemes such as OASIS do not apply',
    'Maximum payout capped at €75,000',
    'Bonus comes with terms you should read carefully first',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players can look forward to a welcome package of {bonus}. The minimum deposit, wagering requirements and deadlines are listed in the bonus terms. Check them carefully before you opt in so you know exactly what you are signing up for.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} games, Legzo Casino has a particularly large library: slots take centre stage, supported by table games such as roulette and blackjack and a choice of live dealer tables. The average RTP is {payout}. Remember that RTP is a long-term average and never guarantees a win.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Legzo Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check your legal position before you play. Protect your account with a strong password as well, and make use of whatever limits and safety tools are on offer.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Legzo Casino quotes a processing time of {withdrawal} for withdrawals and a maximum payout of €75,000. The T&Cs and the cashier show whether that cap applies per withdrawal or per period, and which payment methods you can use. Expect an identity check before your first withdrawal, which can add a little time.',
    },
    support: {
      title: 'Customer support',
      description: 'You can reach customer support through the contact options on the website. It is worth asking a quick question before your first deposit, for example about the bonus terms or the payout cap. That shows you how quickly and competently the team responds.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Legzo Casino works straight from your phone or tablet browser, with no installation required. Even with such a large library, the games, your account and the cashier are easy to reach on the go.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Legzo Casino stands out with more than {games} games, withdrawals in {withdrawal} and a welcome package of {bonus}. Bear in mind that it only holds a Curaçao licence and no German GGL licence; only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Legzo Casino',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Welcome package for new players',
      'Wagering and time limits as per the bonus terms',
      '18+ | T&Cs apply | Please play responsibly',
    ],
  },
  gameStats: [
    { label: 'Total games', value: '{games}+' },
    { label: 'Average RTP', value: '{payout}' },
    { label: 'Withdrawal time', value: '{withdrawal}' },
    { label: 'Max payout', value: '€75,000' },
  ],
};
