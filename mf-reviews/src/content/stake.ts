import type { FixedReviewText, ReviewFacts } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2023-01-01',
  crypto: {
    scores: { games: 9.8, bonus: 9.9, payments: 10, support: 9.8, mobile: 9.9, security: 10 },
    providers: ['Pragmatic Play', 'Evolution', 'Hacksaw Gaming', 'Nolimit City', 'Push Gaming', 'Relax Gaming', 'Big Time Gaming', 'Red Tiger'],
  },
};

export const de: FixedReviewText = {
  title: 'Stake Casino Test 2026: Krypto-Casino mit {rating}/10',
  description: 'Stake im Test: {bonus}, über {games} Spiele und schnelle Krypto-Auszahlungen. Alle Vor- und Nachteile im Überblick.',
  keywords: 'Stake, Stake Casino, Stake Test, Stake Erfahrungen, Krypto Casino, Bitcoin Casino, Rakeback, Stake Bonus, Online Casino Test',
  h1: 'Stake Casino Test 2026',
  subtitle: 'Das Krypto-Casino mit Willkommensbonus, täglichem Rakeback und über {games} Spielen im ausführlichen Check',
  ratingText: 'Hervorragend',
  overview: [
    'Stake gehört zu den bekanntesten Krypto-Casinos überhaupt. Du zahlst hier nicht mit Euro per Überweisung, sondern mit Kryptowährungen wie Bitcoin, Ethereum oder Tether, und genau darauf ist die gesamte Plattform ausgerichtet: Einzahlungen werden nach der Netzwerkbestätigung gutgeschrieben, und Auszahlungen bearbeitet der Anbieter laut eigenen Angaben {withdrawal}.',
    'Beim Spielangebot musst du kaum Kompromisse machen. Über {games} Titel von Studios wie Pragmatic Play, Evolution oder Hacksaw Gaming stehen bereit, dazu kommen die hauseigenen Stake Originals wie Plinko, Dice oder Mines, deren Ergebnisse du als Provably-Fair-Spiele selbst überprüfen kannst.',
    'Wichtig vorab: Stake arbeitet mit einer Lizenz aus Curaçao und nicht mit einer deutschen GGL-Lizenz. In Deutschland sind nur Anbieter mit GGL-Erlaubnis legal, deshalb solltest du die Rechtslage in deinem Land prüfen, bevor du dich registrierst.',
  ],
  pros: [
    'Willkommensangebot: {bonus}',
    'Tägliches Rakeback ohne Umsatzbedingungen',
    'Über {games} Spiele von namhaften Anbietern',
    'Eigene Provably-Fair-Spiele wie Plinko, Dice und Mines',
    'Schnelle Krypto-Auszahlungen (laut Anbieter: {withdrawal})',
    'Rund um die Uhr erreichbarer Live-Chat',
    'Sehr gut optimierte mobile Version im Browser',
  ],
  cons: [
    'Keine deutsche GGL-Lizenz, nur Curaçao-Lizenz',
    'Kryptowährungen unterliegen starken Kursschwankungen',
    'Nicht in allen Ländern verfügbar',
    'Kaum klassische Zahlungsmethoden wie Kreditkarte oder Banküberweisung',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Neukunden erhalten dieses Willkommensangebot: {bonus}. Auf das tägliche Rakeback fallen keine Umsatzbedingungen an. Lies dir vor der Aktivierung trotzdem die Bonusbedingungen genau durch, denn für den Willkommensbonus selbst gelten eigene Regeln.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen ist die Auswahl riesig: mehr als 2.800 Slots, über 200 Live-Casino-Tische und mehr als 150 Tischspiele. Die Titel stammen von bekannten Studios wie Pragmatic Play, Evolution, Nolimit City und Push Gaming. Eine Besonderheit sind die Stake Originals, bei denen du jedes Ergebnis per Provably-Fair-Verfahren nachprüfen kannst.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'Stake besitzt eine Glücksspiellizenz aus Curaçao, aber keine Erlaubnis der deutschen Gemeinsamen Glücksspielbehörde (GGL). Da in Deutschland nur GGL-lizenzierte Anbieter legal sind, solltest du die Rechtslage für dich vorab klären. Technisch ist die Plattform gut abgesichert: SSL-Verschlüsselung, Zwei-Faktor-Authentifizierung und nachprüfbar faire Spiele gehören zum Standard.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Stake setzt voll auf Kryptowährungen, unter anderem Bitcoin, Ethereum, Litecoin, Dogecoin und Tether. Einzahlungen sind nach der Bestätigung im Netzwerk fast sofort verfügbar; Auszahlungen bearbeitet der Anbieter laut eigenen Angaben {withdrawal}, danach hängt die Gutschrift in deiner Wallet von der Bestätigung im Netzwerk ab. Beachte, dass der Wert deines Guthabens mit dem Kurs der jeweiligen Kryptowährung schwanken kann.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Bei Fragen erreichst du den Support rund um die Uhr per Live-Chat, alternativ auch per E-Mail. Viele Antworten findest du außerdem im ausführlichen Hilfebereich, etwa zu Einzahlungen, Boni oder Kontoeinstellungen.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'Stake läuft direkt im Browser deines Smartphones oder Tablets, ohne dass du etwas installieren musst. Die Seite ist übersichtlich aufgebaut und lädt schnell, sodass Slots, Live-Tische und Ein- und Auszahlungen auch unterwegs problemlos funktionieren.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'Stake überzeugt mit einer riesigen Spielauswahl, schnellen Krypto-Zahlungen und einem fairen Rakeback ohne Umsatzbedingungen. Bedenke aber, dass der Anbieter keine deutsche GGL-Lizenz hat und Kryptowährungen im Wert schwanken. Glücksspiel ist erst ab 18 Jahren erlaubt, Gewinne sind nie garantiert: Setze dir feste Limits und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'Stake besuchen',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Keine Umsatzbedingungen auf das Rakeback',
      '18+ | Es gelten die AGB | Bitte spiele verantwortungsvoll',
    ],
  },
  gameStats: [
    { label: 'Spiele gesamt', value: '{games}+' },
    { label: 'Slots', value: '2.800+' },
    { label: 'Live-Casino', value: '200+' },
    { label: 'Tischspiele', value: '150+' },
  ],
  crypto: {
    categories: {
      games: 'Spiele und Software',
      bonus: 'Bonus und Aktionen',
      payments: 'Zahlungsmethoden',
      support: 'Kundenservice',
      mobile: 'Mobile Nutzung',
      security: 'Sicherheit und Lizenz',
    },
    times: {
      deposit: 'Nahezu sofort nach Netzwerkbestätigung',
      withdrawal: 'Bearbeitung: {withdrawal}, danach die Netzwerkbestätigung',
    },
    support: ['24/7 Live-Chat', 'Support per E-Mail', 'Ausführlicher Hilfebereich', 'Website in vielen Sprachen, auch auf Deutsch'],
    security: ['Lizenz: Curaçao', 'SSL-Verschlüsselung', 'Provably-Fair-Spiele', 'Zwei-Faktor-Authentifizierung'],
  },
};

export const en: FixedReviewText = {
  title: 'Stake Casino Review 2026: Crypto Casino Rated {rating}/10',
  description: 'Stake review: {bonus}, {games}+ games and fast crypto withdrawals. Read the pros, cons and licence details before playing.',
  keywords: 'Stake, Stake Casino, Stake review, crypto casino, Bitcoin casino, rakeback, Stake bonus, provably fair, online casino review',
  h1: 'Stake Casino Review 2026',
  subtitle: 'An in-depth look at the crypto casino with a welcome bonus, daily rakeback and more than {games} games',
  ratingText: 'Outstanding',
  overview: [
    'Stake is one of the best-known names in crypto gambling. Instead of cards and bank transfers, you play with cryptocurrencies such as Bitcoin, Ethereum and Tether, and the whole platform is built around that: deposits arrive once the network confirms them, and the operator lists withdrawal processing as {withdrawal}.',
    'The game library is huge. More than {games} titles from studios like Pragmatic Play, Evolution and Hacksaw Gaming sit alongside Stake Originals such as Plinko, Dice and Mines, which are provably fair, so you can verify every result yourself.',
    'One thing to know up front: Stake operates under a Curaçao licence, not a German GGL licence. Only GGL-licensed operators are legal in Germany, so check the rules where you live before signing up.',
  ],
  pros: [
    'Welcome offer: {bonus}',
    'Daily rakeback with no wagering requirement',
    'More than {games} games from top providers',
    'Provably fair in-house games like Plinko, Dice and Mines',
    'Fast crypto withdrawals ({withdrawal}, per the operator)',
    'Live chat available around the clock',
    'Excellent mobile experience right in your browser',
  ],
  cons: [
    'No German GGL licence, only a Curaçao licence',
    'Crypto prices can be highly volatile',
    'Not available in every country',
    'Few traditional payment methods such as cards or bank transfers',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'New players can claim this welcome offer: {bonus}. The daily rakeback comes with no wagering requirement attached. The welcome bonus has its own terms, so read them carefully before you opt in.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} games, there is plenty to explore: over 2,800 slots, 200+ live casino tables and more than 150 table games. The titles come from well-known studios including Pragmatic Play, Evolution, Nolimit City and Push Gaming. The Stake Originals stand out because every round can be checked using provably fair technology.',
    },
    security: {
      title: 'Security and licensing',
      description: 'Stake is licensed in Curaçao and does not hold a licence from Germany\'s Joint Gambling Authority (GGL). Since only GGL-licensed operators are legal in Germany, German players should check their legal position first. On the technical side, the site is well protected with SSL encryption, two-factor authentication and provably fair games.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'Stake is built for crypto and accepts Bitcoin, Ethereum, Litecoin, Dogecoin, Tether and more. Deposits are credited almost instantly once the network confirms them; the operator lists withdrawal processing as {withdrawal}, after which the network confirmation decides when the coins reach your wallet. Keep in mind that the value of your balance moves with the price of the coin you hold.',
    },
    support: {
      title: 'Customer support',
      description: 'Support is available 24/7 via live chat, and you can also get in touch by email. The detailed help centre covers common questions about deposits, bonuses and account settings, so you can often find an answer on your own.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'Stake runs smoothly in your phone or tablet browser, with nothing to download. The layout is clean and pages load quickly, so slots, live tables and payments all work just as well on the go.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'Stake impresses with a massive game library, fast crypto payments and rakeback that comes with no wagering strings attached. Bear in mind that it has no German GGL licence and that crypto values can swing sharply. Gambling is for adults aged 18+ only and winnings are never guaranteed, so set yourself limits and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit Stake',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'No wagering requirement on rakeback',
      '18+ | T&Cs apply | Please play responsibly',
    ],
  },
  gameStats: [
    { label: 'Total games', value: '{games}+' },
    { label: 'Slots', value: '2,800+' },
    { label: 'Live casino', value: '200+' },
    { label: 'Table games', value: '150+' },
  ],
  crypto: {
    categories: {
      games: 'Games and software',
      bonus: 'Bonuses and promotions',
      payments: 'Payment methods',
      support: 'Customer support',
      mobile: 'Mobile experience',
      security: 'Security and licensing',
    },
    times: {
      deposit: 'Near-instant after network confirmation',
      withdrawal: 'Processing: {withdrawal}, then network confirmation',
    },
    support: ['24/7 live chat', 'Email support', 'Detailed help centre', 'Site in many languages, including German'],
    security: ['Licence: Curaçao', 'SSL encryption', 'Provably fair games', 'Two-factor authentication'],
  },
};
