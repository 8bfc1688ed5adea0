import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Sol Casino Test 2026: {bonus} & Wertung {rating}/10',
  description: 'Sol Casino im Test: {bonus}, über {games} Spiele, {cryptocurrencies} Kryptowährungen und ein RTP von {payout}. Alle Vor- und Nachteile im Überblick.',
  keywords: 'Sol Casino, Sol Casino Test, Sol Casino Erfahrungen, Sol Casino Bonus, Freispiele, Krypto Casino, Online Casino Test, Curaçao Lizenz',
  h1: 'Sol Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und Zahlungen mit Kryptowährungen im ausführlichen Check',
  ratingText: 'Hervorragend',
  overview: [
    'Sol Casino erreicht in unserem Test {rating} von 10 Punkten. Dafür sorgen vor allem das große Willkommenspaket ({bonus}), die Auswahl von über {games} Spielen und ein Auszahlungslimit, das der Anbieter als unbegrenzt ausweist.',
    'Auch bei den Zahlungen zeigt sich Sol Casino flexibel, denn der Anbieter akzeptiert {cryptocurrencies} Kryptowährungen. Die durchschnittliche Auszahlungsquote (RTP) liegt bei {payout}. Dieser Wert beschreibt den statistischen Durchschnitt über sehr viele Spielrunden und ist kein Versprechen für deine eigenen Ergebnisse.',
    'Wichtig vorab: Sol Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Freispiele zusätzlich zum Bonusguthaben',
    'Über {games} Spiele von Slots bis Live-Casino',
    'Auszahlungslimit laut Anbieter unbegrenzt',
    'Zahlungen mit {cryptocurrencies} Kryptowährungen möglich',
    'Sehr hohe durchschnittliche Auszahlungsquote von {payout}',
    'Mobil direkt im Browser spielbar, ohne Download',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Spielerschutzsysteme wie OASIS greifen hier nicht',
    'Kryptowährungen unterliegen starken Kursschwankungen',
    'Bonus an Bedingungen geknüpft, die du vorab genau prüfen solltest',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden können sich ein Willkommenspaket sichern: {bonus}. Mindesteinzahlung, Umsatzbedingungen und Fristen findest du in den Bonusbedingungen. Nimm dir vor der Aktivierung die Zeit, sie zu lesen, denn ein Bonus lohnt sich nur, wenn die Regeln zu deinem Spielverhalten passen.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Über {games} Spiele stehen bei Sol Casino bereit, von Video-Slots über Klassiker wie Roulette und Blackjack bis hin zu Live-Casino-Tischen. Mit einer durchschnittlichen Auszahlungsquote von {payout} liegt der Anbieter auf einem hohen Niveau. Der RTP ist allerdings ein Langzeitdurchschnitt und garantiert keine Gewinne.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Sol Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der deutschen Gemeinsamen Glücksspielbehörde (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Rechtslage für dich vorab klären. Sichere dein Konto zusätzlich mit einem starken Passwort ab und nutze die Limits, die dir im Konto angeboten werden.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Sol Casino akzeptiert {cryptocurrencies} Kryptowährungen; welche das sind und ob es weitere Zahlungsmethoden gibt, siehst du im Kassenbereich. Das Auszahlungslimit wird als unbegrenzt angegeben, trotzdem lohnt ein Blick in die AGB, weil für Bonusgewinne oder einzelne Zahlungsmethoden eigene Regeln gelten können. Bedenke bei Krypto-Zahlungen, dass der Wert deines Guthabens mit dem Kurs schwanken kann.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Den Kundenservice erreichst du über die Kontaktmöglichkeiten auf der Website. Gerade bei Fragen zu Krypto-Zahlungen oder zu den Bonusbedingungen lohnt es sich, vor der ersten Einzahlung nachzufragen. So weißt du vorher, woran du bist, und siehst gleich, wie hilfreich der Support antwortet.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Sol Casino läuft direkt im Browser deines Smartphones oder Tablets, du musst nichts installieren. Spiele, Bonusübersicht und Kassenbereich lassen sich auch unterwegs bequem bedienen.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Sol Casino überzeugt mit über {games} Spielen, einem Willkommenspaket ({bonus}), {cryptocurrencies} Kryptowährungen und einem als unbegrenzt angegebenen Auszahlungslimit. Bedenke aber, dass der Anbieter nur eine Curaçao-Lizenz und keine deutsche GGL-Lizenz hat: In Deutschland sind nur GGL-lizenzierte Anbieter legal, prüfe also die Regeln in deinem Land. Glücksspiel ist erst ab 18 Jahren erlaubt, Gewinne sind nie garantiert: Setze dir feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Sol Casino besuchen',
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
    { label: 'Auszahlungslimit', value: 'Unbegrenzt' },
    { label: 'Kryptowährungen', value: '{cryptocurrencies}' },
  ],
};

export const en: ReviewText = {
  title: 'Sol Casino Review 2026: {bonus} & {rating}/10 Rating',
  description: 'Sol Casino review: {bonus}, {games}+ games, {cryptocurrencies} cryptocurrencies and a {payout} average RTP. Read the pros, cons and licence details first.',
  keywords: 'Sol Casino, Sol Casino review, Sol Casino bonus, free spins, crypto casino, online casino review, Curaçao licence, casino RTP',
  h1: 'Sol Casino Review 2026',
  subtitle: 'An in-depth look at the casino with a {bonus} welcome package, {games}+ games and crypto payments',
  ratingText: 'Outstanding',
  overview: [
    'Sol Casino scores {rating} out of 10 in our review. The main reasons are a generous welcome package of {bonus}, a library of more than {games} games and a withdrawal limit the operator lists as unlimited.',
    'Payments are flexible too, with {cryptocurrencies} cryptocurrencies accepted. The average return to player (RTP) is {payout}, a statistical average over a very large number of rounds rather than a promise about your own results.',
    'One thing to know up front: Sol Casino operates under a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'Free spins on top of the bonus funds',
    'More than {games} games, from slots to live casino',
    'Withdrawal limit listed as unlimited',
    '{cryptocurrencies} cryptocurrencies accepted',
    'Very high average RTP of {payout}',
    'Plays right in your mobile browser, no download needed',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German player protection schemes such as OASIS do not apply',
    'Crypto prices can be highly volatile',
    'Bonus comes with terms you should read carefully first',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players can pick up a welcome package of {bonus}. The minimum deposit, wagering requirements and deadlines are all spelled out in the bonus terms. Take a few minutes to read them first, because a bonus is only worth it if the rules fit the way you play.',
    },
    games: {
      title: 'Games and software',
      description: 'Sol Casino offers more than {games} games, ranging from video slots and classics like roulette and blackjack to live dealer tables. An average RTP of {payout} puts it at the higher end of the scale. Still, RTP is a long-term average and never guarantees a win.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Sol Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check your legal position before you play. On your side, protect your account with a strong password and use the limits available in your account settings.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Sol Casino accepts {cryptocurrencies} cryptocurrencies, and the cashier shows exactly which ones and whether other methods are on offer. The withdrawal limit is listed as unlimited, but it is still worth checking the T&Cs, as bonus winnings or individual payment methods may have their own rules. With crypto, remember that your balance rises and falls with the coin\'s price.',
    },
    support: {
      title: 'Customer support',
      description: 'You can contact customer support through the options listed on the website. If you have questions about crypto payments or the bonus terms, it makes sense to ask before your first deposit. You will know where you stand and get a feel for how helpful the team is.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Sol Casino runs in your phone or tablet browser with nothing to install. Games, bonus overview and cashier are all easy to use on the go.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Sol Casino impresses with more than {games} games, a welcome package of {bonus}, {cryptocurrencies} cryptocurrencies and a withdrawal limit listed as unlimited. Bear in mind that it only holds a Curaçao licence and no German GGL licence; only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Sol Casino',
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
    { label: 'Withdrawal limit', value: 'Unlimited' },
    { label: 'Cryptocurrencies', value: '{cryptocurrencies}' },
  ],
};
