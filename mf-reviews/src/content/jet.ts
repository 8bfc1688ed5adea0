import type { ReviewFacts, ReviewText } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: ReviewText = {
  title: 'Jet Casino Test 2026: Schnelle Auszahlung & {rating}/10',
  description: 'Jet Casino im Test: {bonus}, über {games} Spiele und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile und Infos zur Lizenz.',
  keywords: 'Jet Casino, Jet Casino Test, Jet Casino Erfahrungen, Jet Casino Bonus, Freispiele, schnelle Auszahlung, Online Casino Test, Curaçao Lizenz',
  h1: 'Jet Casino Test 2026',
  subtitle: 'Willkommenspaket ({bonus}), über {games} Spiele und Auszahlungen in wenigen Stunden im ausführlichen Check',
  ratingText: 'Ausgezeichnet',
  overview: [
    'Jet Casino macht seinem Namen vor allem bei den Auszahlungen Ehre: Laut Anbieter werden sie in der Regel innerhalb von {withdrawal} bearbeitet. Neukunden erwartet außerdem ein Willkommenspaket: {bonus}.',
    'Im Spielangebot findest du über {games} Titel, von Slots über Tischspiele bis zum Live-Casino. Die durchschnittliche Auszahlungsquote (RTP) liegt bei {payout}, die maximale Auszahlung bei 50.000 €. Der RTP ist ein statistischer Durchschnitt über sehr viele Runden und sagt nichts darüber aus, wie deine eigene Sitzung verläuft.',
    'Wichtig vorab: Jet Casino arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommenspaket: {bonus}',
    'Freispiele zusätzlich zum Bonusguthaben',
    'Über {games} Spiele im Angebot',
    'Schnelle Auszahlungen in {withdrawal}',
    'Hohe durchschnittliche Auszahlungsquote von {payout}',
    'Breite Mischung aus Slots, Tischspielen und Live-Casino',
    'Mobil direkt im Browser spielbar, ohne Download',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Deutsche Spielerschutzsysteme wie OASIS greifen hier nicht',
    'Maximale Auszahlung auf 50.000 € begrenzt',
    'Bonus an Bedingungen geknüpft, die du vorab genau prüfen solltest',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Als Neukunde kannst du dir ein Willkommenspaket sichern: {bonus}. Mindesteinzahlung, Umsatzbedingungen und Fristen regeln die Bonusbedingungen. Lies sie vor der Aktivierung in Ruhe durch, denn nur so kannst du einschätzen, ob das Angebot zu dir passt.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Über {games} Spiele sorgen für reichlich Abwechslung: Slots machen den größten Teil aus, daneben gibt es Tischspiele wie Roulette und Blackjack sowie Live-Casino-Tische. Die durchschnittliche Auszahlungsquote liegt bei {payout}. Beachte, dass der RTP ein Langzeitwert ist und keine Gewinne garantiert.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Jet Casino besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der deutschen Gemeinsamen Glücksspielbehörde (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Rechtslage für dich vorab klären. Schütze dein Konto außerdem mit einem starken Passwort und prüfe, welche Limits und Schutzfunktionen dir angeboten werden.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Auszahlungen bearbeitet Jet Casino laut eigenen Angaben innerhalb von {withdrawal}, die maximale Auszahlung liegt bei 50.000 €. Ob dieses Limit pro Auszahlung oder pro Zeitraum gilt und welche Zahlungsmethoden dir offenstehen, erfährst du in den AGB und im Kassenbereich. Vor der ersten Auszahlung solltest du mit einer Identitätsprüfung rechnen, die etwas zusätzliche Zeit kosten kann.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Für Fragen steht dir der Kundenservice über die Kontaktmöglichkeiten auf der Website zur Verfügung. Ein guter Test ist eine kurze Frage vor der ersten Einzahlung, zum Beispiel zum Auszahlungslimit oder zu den Bonusbedingungen. So merkst du schnell, wie zuverlässig und verständlich der Support antwortet.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Jet Casino rufst du einfach im Browser deines Smartphones oder Tablets auf, eine App musst du nicht installieren. Spiele, Konto und Kassenbereich sind auch unterwegs schnell erreichbar.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Jet Casino überzeugt mit schnellen Auszahlungen in {withdrawal}, über {games} Spielen und einem Willkommenspaket ({bonus}). Bedenke aber, dass der Anbieter nur eine Curaçao-Lizenz und keine deutsche GGL-Lizenz hat: In Deutschland sind nur GGL-lizenzierte Anbieter legal, prüfe also die Regeln in deinem Land. Glücksspiel ist erst ab 18 Jahren erlaubt, Gewinne sind nie garantiert: Setze dir feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Jet Casino besuchen',
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
    { label: 'Max. Auszahlung', value: '50.000 €' },
  ],
};

export const en: ReviewText = {
  title: 'Jet Casino Review 2026: Fast Payouts & {rating}/10 Rating',
  description: 'Jet Casino review: {bonus}, {games}+ games and withdrawals in {withdrawal}. Read the pros, cons and licence details before you sign up.',
  keywords: 'Jet Casino, Jet Casino review, Jet Casino bonus, free spins, fast withdrawal casino, online casino review, Curaçao licence, casino RTP',
  h1: 'Jet Casino Review 2026',
  subtitle: 'An in-depth look at the casino with a {bonus} welcome package, {games}+ games and payouts in hours',
  ratingText: 'Excellent',
  overview: [
    'Jet Casino lives up to its name when it comes to cashing out: according to the operator, withdrawals are usually processed within {withdrawal}. New customers can also claim a welcome package of {bonus}.',
    'The library holds more than {games} titles, spanning slots, table games and live casino. The average return to player (RTP) is {payout} and the maximum payout is €50,000. Keep in mind that RTP is a statistical average over a very large number of rounds and tells you nothing about how your own session will go.',
    'One thing to know up front: Jet Casino operates under a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome package: {bonus}',
    'Free spins on top of the bonus funds',
    'More than {games} games to choose from',
    'Fast withdrawals in {withdrawal}',
    'High average RTP of {payout}',
    'Good mix of slots, table games and live casino',
    'Plays right in your mobile browser, no download needed',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'German player protection schemes such as OASIS do not apply',
    'Maximum payout capped at €50,000',
    'Bonus comes with terms you should read carefully first',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'As a new player, you can claim a welcome package of {bonus}. The minimum deposit, wagering requirements and deadlines are set out in the bonus terms. Read them calmly before opting in so you can judge whether the offer is right for you.',
    },
    games: {
      title: 'Games and software',
      description: 'More than {games} games keep things varied: slots make up most of the catalogue, alongside table games such as roulette and blackjack and a range of live dealer tables. The average RTP is {payout}. Remember that RTP is a long-term figure and does not guarantee any winnings.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Jet Casino is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, check your legal position before you play. It is also wise to protect your account with a strong password and to see which limits and safety tools are available.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Jet Casino says it processes withdrawals within {withdrawal}, with a maximum payout of €50,000. The T&Cs and the cashier tell you whether that cap applies per withdrawal or per period, and which payment methods you can use. Expect an identity check before your first withdrawal, which may add a little time.',
    },
    support: {
      title: 'Customer support',
      description: 'Customer support is available through the contact options on the website. A simple test is to ask a short question before your first deposit, for example about the payout cap or the bonus terms. You will quickly see how reliable and clear the answers are.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Just open Jet Casino in your phone or tablet browser; there is no app to install. Games, your account and the cashier are all quick to reach on the move.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Jet Casino stands out with fast withdrawals in {withdrawal}, more than {games} games and a welcome package of {bonus}. Bear in mind that it only holds a Curaçao licence and no German GGL licence; only GGL-licensed operators are legal in Germany, so check the rules where you live. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Jet Casino',
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
    { label: 'Max payout', value: '€50,000' },
  ],
};
