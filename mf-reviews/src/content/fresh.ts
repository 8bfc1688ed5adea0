import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Fresh Casino Test 2026: Bonus, Spiele & Wertung {rating}/10',
  description: 'Fresh Casino im Test: {bonus}, über {games} Spiele und Auszahlungen innerhalb von {withdrawal}. Alle Vor- und Nachteile im Überblick.',
  keywords: 'Fresh Casino, Fresh Casino Test, Fresh Casino Erfahrungen, Fresh Casino Bonus, Freispiele, Online Casino Test, Curaçao Lizenz, schnelle Auszahlung',
  h1: 'Fresh Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und Auszahlungen binnen {withdrawal} im ausführlichen Check',
  ratingText: 'Ausgezeichnet',
  overview: [
    'Fresh Casino richtet sich an Spieler, die eine große Auswahl und einen unkomplizierten Einstieg suchen. Neukunden erwartet ein Willkommenspaket ({bonus}), und Auszahlungen erfolgen laut Anbieter innerhalb von {withdrawal}.',
    'Mit über {games} Spielen findest du von klassischen Slots über Tischspiele bis zum Live-Casino für fast jeden Geschmack etwas. Die durchschnittliche Auszahlungsquote (RTP) liegt bei {payout}. Das ist ein statistischer Langzeitwert über sehr viele Spielrunden und keine Aussage darüber, wie deine nächste Sitzung ausgeht.',
    'Wichtig vorab: Fresh Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Freispiele zusätzlich zum Bonusguthaben',
    'Über {games} Spiele im Angebot',
    'Auszahlungen innerhalb von {withdrawal}',
    'Hohe durchschnittliche Auszahlungsquote von {payout}',
    'Breite Mischung aus Slots, Tischspielen und Live-Casino',
    'Mobil direkt im Browser spielbar, ohne Download',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Spielerschutzsysteme wie OASIS greifen hier nicht',
    'Bonus an Bedingungen geknüpft, die du vorab genau prüfen solltest',
    'Auszahlungen dauern bis zu {withdrawal}, manche Anbieter sind schneller',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden erhalten ein Willkommenspaket: {bonus}. Welche Mindesteinzahlung, Umsatzbedingungen und Fristen gelten, legen die Bonusbedingungen fest. Lies sie vor der Aktivierung genau durch und entscheide erst dann, ob der Bonus zu deinem Spielverhalten passt.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen ist die Auswahl groß: Den Schwerpunkt bilden Slots, dazu kommen Tischspiele wie Roulette und Blackjack sowie Live-Casino-Tische. Die durchschnittliche Auszahlungsquote liegt bei {payout}. Denk daran, dass der RTP ein Durchschnittswert über sehr viele Runden ist und keine Gewinne garantiert.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Fresh Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der deutschen Gemeinsamen Glücksspielbehörde (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Rechtslage für dich vorab klären. Schütze dein Konto außerdem mit einem starken Passwort und prüfe, welche Limits und Schutzfunktionen dir im Konto angeboten werden.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Fresh Casino gibt für Auszahlungen eine Bearbeitungszeit von bis zu {withdrawal} an. Welche Zahlungsmethoden dir zur Verfügung stehen und welche Limits gelten, siehst du im Kassenbereich. Rechne bei der ersten Auszahlung mit einer Identitätsprüfung, die zusätzlich etwas Zeit kosten kann.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Bei Fragen erreichst du den Kundenservice über die Kontaktmöglichkeiten auf der Website. Am besten stellst du schon vor der ersten Einzahlung eine kurze Frage, etwa zu den Bonusbedingungen oder zur Auszahlung. So siehst du direkt, wie schnell und hilfreich die Antworten ausfallen.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Fresh Casino öffnest du direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Slots, Tischspiele und der Kassenbereich sind auch auf dem kleinen Bildschirm gut erreichbar.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Fresh Casino überzeugt mit über {games} Spielen, einem Willkommenspaket ({bonus}) und Auszahlungen innerhalb von {withdrawal}. Bedenke aber, dass der Anbieter nur eine Curaçao-Lizenz und keine deutsche GGL-Lizenz hat: In Deutschland sind nur GGL-lizenzierte Anbieter legal, prüfe also die Regeln in deinem Land. Glücksspiel ist erst ab 18 Jahren erlaubt, Gewinne sind nie garantiert: Setze dir feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Fresh Casino besuchen',
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
    { label: 'Auszahlungsdauer', value: 'Bis zu {withdrawal}' },
    { label: 'Willkommensbonus', value: '{bonus}' },
  ],
};

export const en: ReviewText = {
  title: 'Fresh Casino Review 2026: Bonus, Games & {rating}/10 Rating',
  description: 'Fresh Casino review: {bonus}, {games}+ games and withdrawals within {withdrawal}. Read the pros, cons and licence details before you play.',
  keywords: 'Fresh Casino, Fresh Casino review, Fresh Casino bonus, free spins, online casino review, Curaçao licence, fast withdrawals, casino RTP',
  h1: 'Fresh Casino Review 2026',
  subtitle: 'A closer look at the casino with a {bonus} welcome package, {games}+ games and payouts within {withdrawal}',
  ratingText: 'Excellent',
  overview: [
    'Fresh Casino is aimed at players who want plenty of choice without a complicated start. New customers can claim a welcome package of {bonus}, and the operator says withdrawals are handled within {withdrawal}.',
    'More than {games} games cover everything from classic slots to table games and live dealer tables. The average return to player (RTP) is {payout}, but remember that this is a long-run statistical figure across a huge number of rounds, not a prediction of how your next session will go.',
    'One thing to know up front: Fresh Casino operates under a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'Free spins on top of the bonus funds',
    'More than {games} games to choose from',
    'Withdrawals processed within {withdrawal}',
    'High average RTP of {payout}',
    'Good mix of slots, table games and live casino',
    'Plays right in your mobile browser, no download needed',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German player protection schemes such as OASIS do not apply',
    'Bonus comes with terms you should read carefully first',
    'Payouts can take up to {withdrawal}, slower than some rivals',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players can claim a welcome package of {bonus}. The minimum deposit, wagering requirements and time limits are all set out in the bonus terms. Read them before you opt in and only take the offer if it suits the way you play.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} titles there is a lot to explore: slots make up the bulk of the library, backed by table games such as roulette and blackjack and a selection of live dealer tables. The average RTP sits at {payout}. That figure is an average over a vast number of rounds and never guarantees a win.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Fresh Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check your legal position before you play. It also pays to secure your account with a strong password and to look at which limits and safety tools your account offers.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Fresh Casino states that withdrawals are processed within {withdrawal}. You can see which payment methods are available to you, and the limits that apply, in the cashier. Expect an identity check before your first withdrawal, which can add a little extra time.',
    },
    support: {
      title: 'Customer support',
      description: 'If you have a question, you can reach the support team through the contact options on the website. A good tip is to send a quick question before your first deposit, for example about the bonus terms or withdrawals. That way you find out how fast and helpful the answers are before any money is involved.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Fresh Casino opens straight in your phone or tablet browser, with nothing to install. Slots, table games and the cashier are all easy to reach on a smaller screen.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Fresh Casino stands out with more than {games} games, a welcome package of {bonus} and withdrawals within {withdrawal}. Bear in mind that it only holds a Curaçao licence and no German GGL licence; only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Fresh Casino',
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
    { label: 'Withdrawal time', value: 'Within {withdrawal}' },
    { label: 'Welcome bonus', value: '{bonus}' },
  ],
};
