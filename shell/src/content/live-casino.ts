import type { FactsAndText } from '@casino/shared';
import type { LiveCasinoFacts, LiveCasinoText } from './types';

export const liveCasinoContent: FactsAndText<LiveCasinoFacts, LiveCasinoText> = {
  facts: {
    providers: {
      evolution: {
        name: 'Evolution',
        rating: 9.6,
        dealerLanguages: ['de', 'en', 'it', 'es', 'fr'],
        gameVariety: 95,
        streamQuality: 'Full HD',
        stakes: { min: 0.5, max: 25_000 },
        peakHours: { from: 19, to: 23 },
        games: ['Lightning Roulette', 'Crazy Time', 'Monopoly Live', 'Infinite Blackjack', 'Lightning Baccarat'],
      },
      pragmaticPlay: {
        name: 'Pragmatic Play Live',
        rating: 9.2,
        dealerLanguages: ['de', 'en', 'it', 'tr'],
        gameVariety: 85,
        streamQuality: 'Full HD',
        stakes: { min: 0.1, max: 10_000 },
        peakHours: { from: 20, to: 24 },
        games: ['Mega Wheel', 'Mega Roulette', 'Sweet Bonanza CandyLand', 'ONE Blackjack', 'Speed Baccarat'],
      },
      playtech: {
        name: 'Playtech Live',
        rating: 8.9,
        dealerLanguages: ['en', 'de', 'it', 'es'],
        gameVariety: 80,
        streamQuality: 'HD',
        stakes: { min: 1, max: 15_000 },
        peakHours: { from: 18, to: 22 },
        games: ['Quantum Roulette', 'Quantum Blackjack', 'Adventures Beyond Wonderland', 'Spin a Win'],
      },
    },
    categories: {
      blackjack: { variants: ['Infinite Blackjack', 'Speed Blackjack', 'Quantum Blackjack', 'Lightning Blackjack'], minBet: 1, popularity: 85 },
      roulette: { variants: ['Lightning Roulette', 'Immersive Roulette', 'Mega Roulette', 'Auto Roulette'], minBet: 0.2, popularity: 90 },
      baccarat: { variants: ['Speed Baccarat', 'Lightning Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat'], minBet: 1, popularity: 65 },
      gameShows: { variants: ['Crazy Time', 'Monopoly Live', 'Mega Wheel', 'Dream Catcher'], minBet: 0.1, popularity: 88 },
    },
  },
  text: {
    de: {
      metaTitle: 'Live Casino 2026: Anbieter & Spiele im Vergleich',
      metaDescription: 'Live Casino im Vergleich: Evolution, Pragmatic Play Live und Playtech im Test, dazu Live-Blackjack, Roulette, Baccarat und Game Shows erklärt. Ab 18.',
      keywords: 'Live Casino, Live Dealer, Live Blackjack, Live Roulette, Live Baccarat, Game Shows, Evolution, Pragmatic Play Live, Playtech Live',
      badge: '24/7 Live-Streaming',
      title: 'Live Casino 2026: Echte Dealer im Vergleich',
      intro: 'Im Live Casino spielst du an echten Tischen mit echten Dealern, die per Video-Stream übertragen werden. Beachte, dass die Regeln der GGL Live-Tischspiele bei in Deutschland lizenzierten Anbietern stark einschränken, daher hängt das Angebot von der Lizenz des jeweiligen Casinos ab.',
      highlights: {
        evolution: ['Größte Auswahl an Live-Tischen', 'Innovative Game Shows', 'Deutschsprachige Tische'],
        pragmaticPlay: ['Niedrige Mindesteinsätze', 'Schnell wachsendes Angebot', 'Gut für mobiles Spielen optimiert'],
        playtech: ['Quantum-Spiele mit Multiplikatoren', 'Eigene Studios in Europa', 'Große Auswahl an Tischlimits'],
      },
      categories: {
        blackjack: {
          title: 'Live Blackjack',
          description: 'Beim Live Blackjack spielst du gegen den Dealer und versuchst, näher an 21 zu kommen als er. Mit einer soliden Grundstrategie triffst du bessere Entscheidungen, den Hausvorteil hebst du damit aber nicht auf.',
        },
        roulette: {
          title: 'Live Roulette',
          description: 'Der Klassiker mit echtem Kessel und Kugel, meist in der europäischen Variante mit nur einer Null. Viele Tische bieten zusätzlich Multiplikatoren oder mehrere Kameraperspektiven.',
        },
        baccarat: {
          title: 'Live Baccarat',
          description: 'Beim Baccarat setzt du auf die Hand von Spieler oder Bank oder auf ein Unentschieden. Die Regeln sind einfach, und die Runden gehen schnell.',
        },
        gameShows: {
          title: 'Game Shows',
          description: 'Game Shows verbinden Glücksrad, Bonusrunden und Moderation wie im Fernsehen. Sie sind unterhaltsam, haben aber oft einen höheren Hausvorteil als klassische Tischspiele.',
        },
      },
      advantages: {
        title: 'Vorteile des Live Casinos',
        items: [
          'Echte Dealer und echte Karten, Kugeln und Räder statt Zufallsgenerator',
          'Du siehst jede Runde live und kannst den Ablauf nachvollziehen',
          'Chat mit Dealern und anderen Spielern für echte Casino-Atmosphäre',
          'Tische mit unterschiedlichen Limits für kleine und größere Budgets',
          'Auch mobil auf Smartphone und Tablet spielbar',
        ],
      },
      tips: {
        title: 'Tipps für das Live Casino',
        items: [
          'Lege vorab ein festes Budget fest und hör auf, wenn es aufgebraucht ist.',
          'Prüfe die Tischlimits, bevor du dich an einen Tisch setzt.',
          'Sorge für eine stabile Internetverbindung, damit dir keine Runde abbricht.',
          'Kein Wettsystem schlägt den Hausvorteil, auch nicht im Live Casino.',
          'Glücksspiel ist erst ab 18 Jahren erlaubt. Hilfe findest du kostenlos unter check-dein-spiel.de.',
        ],
      },
    },
    en: {
      metaTitle: 'Live Casino 2026: Providers & Games Compared',
      metaDescription: 'Live casinos compared: Evolution, Pragmatic Play Live and Playtech tested, plus live blackjack, roulette, baccarat and game shows explained. Strictly 18+.',
      keywords: 'Live Casino, Live Dealer, Live Blackjack, Live Roulette, Live Baccarat, Game Shows, Evolution, Pragmatic Play Live, Playtech Live',
      badge: '24/7 live streaming',
      title: 'Live Casino 2026: Real Dealers Compared',
      intro: 'In a live casino you play at real tables with real dealers, streamed to you on video. Note that German GGL rules heavily restrict live table games at German-licensed sites, so what you can play depends on the operator\'s licence.',
      highlights: {
        evolution: ['Largest choice of live tables', 'Innovative game shows', 'German-speaking tables'],
        pragmaticPlay: ['Low minimum bets', 'Fast-growing portfolio', 'Well optimised for mobile play'],
        playtech: ['Quantum games with multipliers', 'Own studios in Europe', 'Wide range of table limits'],
      },
      categories: {
        blackjack: {
          title: 'Live blackjack',
          description: 'In live blackjack you play against the dealer and try to get closer to 21. A solid basic strategy helps you make better decisions, but it does not remove the house edge.',
        },
        roulette: {
          title: 'Live roulette',
          description: 'The classic with a real wheel and ball, usually the European version with a single zero. Many tables add multipliers or several camera angles.',
        },
        baccarat: {
          title: 'Live baccarat',
          description: 'In baccarat you bet on the player\'s hand, the banker\'s hand or a tie. The rules are simple and rounds are quick.',
        },
        gameShows: {
          title: 'Game shows',
          description: 'Game shows combine money wheels, bonus rounds and TV-style hosts. They are entertaining but often carry a higher house edge than classic table games.',
        },
      },
      advantages: {
        title: 'Advantages of live casinos',
        items: [
          'Real dealers with real cards, balls and wheels instead of a random number generator',
          'You watch every round live and can follow exactly what happens',
          'Chat with dealers and other players for a genuine casino atmosphere',
          'Tables with different limits for small and larger budgets',
          'Playable on smartphone and tablet as well',
        ],
      },
      tips: {
        title: 'Tips for playing live',
        items: [
          'Set a fixed budget in advance and stop when it is used up.',
          'Check the table limits before you sit down.',
          'Make sure your internet connection is stable so no round drops out.',
          'No betting system beats the house edge, in a live casino or anywhere else.',
          'Gambling is strictly 18+. Free help is available, in Germany for example at check-dein-spiel.de.',
        ],
      },
    },
  },
};
