import type { FactsAndText } from '@casino/shared';
import type { HomeFacts, HomeText } from './types';

const facts = {
  /** The licences the guide explains, by their usual short names. */
  licences: {
    ggl: 'GGL',
    mga: 'MGA',
    ukgc: 'UKGC',
    curacao: 'Curaçao',
  },
  /** The six guide cards: icon and the guide they open. */
  guideCards: {
    bonus: { icon: 'gift', path: '/guides/casino-bonus-guide' },
    liveCasino: { icon: 'video', path: '/guides/live-casino-strategies' },
    mobile: { icon: 'phone', path: '/guides/mobile-casino-apps' },
    slots: { icon: 'slots', path: '/guides/slot-machines-guide' },
    payments: { icon: 'card', path: '/guides/casino-payment-methods' },
    responsible: { icon: 'shield', path: '/guides/responsible-gambling' },
  },
  /** The four groups of category links and where each leads (German paths; the page localises them). */
  categoryLinks: {
    casinos: {
      onlineCasino: '/online-casino',
      liveCasino: '/live-casino-deutschland',
      mobileCasino: '/mobile-casino',
      paypalCasino: '/paypal-casino',
      euLicence: '/casino-vergleich?lizenz=eu',
      allReviews: '/reviews',
    },
    bonuses: {
      welcomeBonus: '/beste-casino-boni',
      freeSpins: '/free-spins',
      casinoBonus: '/casino-bonus',
      bonusGuide: '/guides/casino-bonus-guide',
      noDepositBonus: '/beste-casino-boni',
      highestBonuses: '/casino-vergleich?sortierung=bonus',
    },
    games: {
      slots: '/slot-machines',
      blackjack: '/blackjack',
      roulette: '/roulette',
      poker: '/poker',
      jackpots: '/progressive-jackpots',
      liveGames: '/live-casino',
    },
    payments: {
      paypal: '/paypal-casino',
      paymentGuide: '/guides/casino-payment-methods',
      withPaypal: '/casino-vergleich?zahlung=PayPal',
      withTrustly: '/casino-vergleich?zahlung=Trustly',
      withVisa: '/casino-vergleich?zahlung=Visa',
      fastWithdrawals: '/casino-vergleich?auszahlung=schnell',
    },
  },
} satisfies HomeFacts;

export type HomePageFacts = typeof facts;

export const homeContent: FactsAndText<HomePageFacts, HomeText<HomePageFacts>> = {
  facts,
  text: {
    de: {
      metaTitle: 'Online Casino Vergleich: Seriöse Casinos im Test',
      metaDescription:
        'Unabhängiger Online Casino Vergleich: über 500 Casinos getestet, Lizenzen geprüft, Boni ehrlich bewertet. Finde ein seriöses Casino für dich. 18+',
      keywords: 'Online Casino Vergleich, Online Casino Deutschland, Casino Test, Casino Bonus, GGL Lizenz, Seriöse Online Casinos',
      hero: {
        title: 'Online Casinos im unabhängigen Vergleich',
        text: 'Wir testen Online-Casinos gründlich, prüfen ihre Lizenzen und erklären dir Boni und Bedingungen verständlich. So findest du einen seriösen Anbieter, der zu dir passt.',
        casinosButton: 'Top Casinos ansehen',
        bonusesButton: 'Beste Boni ansehen',
      },
      featuredTitle: 'Empfohlene Casinos',
      featuredSubtitle: 'Unsere Empfehlungen aus ausführlichen Tests: Bewertung, Lizenz und Bonus jedes Anbieters siehst du auf einen Blick.',
      bonusesTitle: 'Aktuelle Casino Boni im Vergleich',
      promo: {
        title: 'Bis zu 5.000 € + 1000 Freispiele',
        text: 'Vergleiche die Willkommenspakete der getesteten Casinos und prüfe vor der Aktivierung unbedingt die Umsatzbedingungen.',
        button: 'Boni vergleichen',
        terms: '18+ | Es gelten die Bonusbedingungen der Anbieter | Bitte spiele verantwortungsbewusst',
      },
      newsletter: {
        title: 'VIP-Newsletter',
        text: 'Erhalte exklusive Bonusangebote und unsere neuesten Testberichte direkt in dein Postfach – eine Abmeldung ist jederzeit möglich.',
      },
      intro: {
        title: 'Dein unabhängiger Online Casino Vergleich',
        paragraphs: [
          'Wir sind ein Team aus Casino-Experten und Redakteuren, das sich seit 2018 mit Online-Glücksspiel beschäftigt. Unser Ziel ist es, dir einen ehrlichen Überblick über den Markt zu geben, damit du seriöse Anbieter von unseriösen unterscheiden kannst. Inzwischen vertrauen über 50.000 Spieler auf unsere Einschätzungen.',
          'Seit unserem Start haben wir über 500 Casinos getestet. Jedes Casino prüfen wir mindestens 30 Tage lang mit einem echten Konto: Wir zahlen ein, spielen, kontaktieren den Kundenservice und testen Auszahlungen selbst. Alle Bewertungen aktualisieren wir alle 30 Tage, damit du dich auf aktuelle Informationen verlassen kannst.',
        ],
      },
      topTable: {
        title: 'Top 5 Casinos im Vergleich',
        caption: 'Die fünf bestbewerteten Online-Casinos aus unseren Tests mit Bonus, Lizenz und Bewertung',
      },
      guide: {
        title: 'Online Casino Ratgeber: Das solltest du wissen',
        bonusTypes: {
          title: 'Bonusarten im Überblick',
          items: [
            {
              title: 'Willkommensbonus',
              text: 'Ein Bonus auf deine erste Einzahlung, oft als prozentualer Aufschlag. Der Bonusbetrag muss meist 25- bis 40-fach umgesetzt werden, bevor du dir Gewinne daraus auszahlen lassen kannst.',
            },
            {
              title: 'Bonus ohne Einzahlung',
              text: 'Ein kleines Startguthaben oder Freispiele, ohne dass du vorher einzahlen musst. Auch hier gelten Umsatzbedingungen, meist zwischen 25- und 40-fach, und häufig eine Obergrenze für Auszahlungen.',
            },
            {
              title: 'Freispiele',
              text: 'Kostenlose Drehungen an ausgewählten Spielautomaten, oft als Teil eines Willkommenspakets. Gewinne aus Freispielen unterliegen in der Regel ebenfalls einer 25- bis 40-fachen Umsatzanforderung.',
            },
            {
              title: 'Cashback & Reload-Bonus',
              text: 'Cashback erstattet dir einen Teil deiner Verluste, ein Reload-Bonus belohnt weitere Einzahlungen. Prüfe die Bedingungen genau, denn auch diese Boni sind oft an einen 25- bis 40-fachen Umsatz gebunden.',
            },
          ],
        },
        licences: {
          title: 'Wichtige Casino-Lizenzen',
          regions: {
            ggl: 'Deutschland (Gemeinsame Glücksspielbehörde der Länder)',
            mga: 'Malta, EU',
            ukgc: 'Großbritannien',
            curacao: 'Curaçao (Karibik), nicht in Deutschland lizenziert',
          },
        },
        gameCategories: {
          title: 'Beliebte Spielkategorien',
          items: [
            {
              title: 'Spielautomaten',
              text: 'Slots sind die größte Spielkategorie in Online-Casinos. Achte auf den RTP-Wert und die Volatilität, um zu verstehen, wie ein Spiel funktioniert.',
            },
            {
              title: 'Live Casino',
              text: 'Bei Live-Spielen sitzt du per Videostream mit echten Dealern am Tisch. Blackjack, Roulette und Baccarat wirken so fast wie in einer echten Spielbank.',
            },
            {
              title: 'Tischspiele',
              text: 'Klassiker wie Roulette, Blackjack und Poker gibt es auch als digitale Variante. Die Regeln sind schnell gelernt, das Ergebnis bleibt aber immer vom Zufall abhängig.',
            },
            {
              title: 'Jackpots',
              text: 'Bei progressiven Jackpots wächst der Hauptgewinn mit jedem Einsatz. Die Chance auf den Jackpot ist sehr gering, deshalb solltest du nur mit einem festen Budget spielen.',
            },
          ],
        },
      },
      faq: {
        title: 'Häufige Fragen zu Online Casinos',
        items: [
          {
            question: 'Sind Online Casinos in Deutschland legal?',
            answer: 'Ja, seit dem Glücksspielstaatsvertrag 2021 dürfen Anbieter mit einer Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL) virtuelle Automatenspiele und Online-Poker in Deutschland legal anbieten. Ob ein Casino eine deutsche Lizenz besitzt, kannst du in der offiziellen Whitelist der GGL prüfen. Anbieter ohne deutsche Erlaubnis bewegen sich außerhalb des legalen Rahmens.',
          },
          {
            question: 'Wie finde ich ein seriöses Online Casino?',
            answer: 'Ein seriöses Casino besitzt eine gültige Lizenz, schützt deine Daten mit SSL-Verschlüsselung und hat faire, verständliche Bonusbedingungen. Achte außerdem auf einen erreichbaren Kundenservice und Werkzeuge wie Einzahlungslimits. Unsere Testberichte prüfen genau diese Punkte, damit du schneller eine fundierte Entscheidung treffen kannst.',
          },
          {
            question: 'Wie schnell werden Gewinne ausgezahlt?',
            answer: 'In der Regel dauert eine Auszahlung zwischen 1 und 5 Werktagen, abhängig vom Casino und der Zahlungsmethode. E-Wallets wie PayPal sind meist schneller als Banküberweisungen oder Kreditkarten. Vor der ersten Auszahlung musst du dein Konto verifizieren, was etwas zusätzliche Zeit kosten kann.',
          },
        ],
      },
      about: {
        title: 'Über CasinoVergleich',
        paragraphs: [
          'CasinoVergleich ist ein unabhängiges Vergleichsportal für Online-Casinos. Unsere Bewertungen entstehen ausschließlich auf Basis eigener Tests, und kein Anbieter kann sich eine bessere Platzierung erkaufen. Wir sagen dir ehrlich, was ein Casino gut macht und wo es Schwächen hat.',
          'Wir finanzieren uns über Affiliate-Provisionen: Wenn du dich über unsere Links bei einem Casino anmeldest, erhalten wir unter Umständen eine Vergütung. Für dich entstehen dadurch keine zusätzlichen Kosten, und diese Provisionen haben niemals Einfluss auf unsere Bewertungen oder Rankings.',
        ],
      },
      guides: {
        title: 'Unsere Casino Ratgeber',
        cards: {
          bonus: {
            title: 'Casino Bonus Ratgeber',
            description: 'So liest du Bonusbedingungen richtig und erkennst, welcher Bonus wirklich zu dir passt.',
          },
          liveCasino: {
            title: 'Live Casino Strategien',
            description: 'Regeln, Spielabläufe und Tipps für Blackjack, Roulette und Baccarat mit echten Dealern.',
          },
          mobile: {
            title: 'Mobile Casino Apps',
            description: 'Worauf es beim Spielen auf Smartphone und Tablet ankommt – App oder Browser.',
          },
          slots: {
            title: 'Spielautomaten Ratgeber',
            description: 'RTP, Volatilität und Gewinnlinien einfach erklärt, damit du verstehst, wie Slots funktionieren.',
          },
          payments: {
            title: 'Zahlungsmethoden im Casino',
            description: 'PayPal, Kreditkarte, Trustly und Co. im Vergleich: Gebühren, Dauer und Sicherheit.',
          },
          responsible: {
            title: 'Verantwortungsvolles Spielen',
            description: 'Limits setzen, Warnsignale erkennen und Hilfe finden, damit du beim Spielen die Kontrolle behältst.',
          },
        },
      },
      security: {
        title: 'Sicherheit und Spielerschutz',
        items: [
          {
            title: 'Lizenzprüfung',
            text: 'Wir prüfen bei jedem Casino, welche Lizenz es besitzt und ob sie gültig ist, und zeigen sie dir auf jeder Karte. Legal in Deutschland sind nur Anbieter mit einer Erlaubnis der GGL.',
          },
          {
            title: 'SSL-Verschlüsselung',
            text: 'Deine persönlichen Daten und Zahlungen müssen durch eine moderne SSL-Verschlüsselung geschützt sein. Casinos ohne sichere Verbindung fallen bei uns durch.',
          },
          {
            title: 'Faire Spiele & RTP',
            text: 'Wir achten darauf, dass die Spiele von unabhängigen Prüfstellen getestet werden und die Auszahlungsquoten (RTP) transparent angegeben sind.',
          },
          {
            title: 'Verantwortungsvolles Spielen',
            text: 'Glücksspiel ist erst ab 18 Jahren erlaubt. Setze dir feste Einzahlungs- und Zeitlimits, und wenn dir das Spielen nicht mehr guttut, findest du unter check-dein-spiel.de kostenlose und anonyme Hilfe.',
          },
        ],
      },
      categories: {
        title: 'Alle Themen im Überblick',
        groups: {
          casinos: {
            title: 'Casino-Kategorien',
            labels: {
              onlineCasino: 'Online Casino',
              liveCasino: 'Live Casino',
              mobileCasino: 'Mobile Casino',
              paypalCasino: 'PayPal Casino',
              euLicence: 'Casinos mit EU-Lizenz',
              allReviews: 'Alle Testberichte',
            },
          },
          bonuses: {
            title: 'Bonusarten',
            labels: {
              welcomeBonus: 'Willkommensbonus',
              freeSpins: 'Freispiele',
              casinoBonus: 'Casino Bonus',
              bonusGuide: 'Bonus-Ratgeber',
              noDepositBonus: 'Bonus ohne Einzahlung',
              highestBonuses: 'Höchste Boni',
            },
          },
          games: {
            title: 'Spiele',
            labels: {
              slots: 'Spielautomaten',
              blackjack: 'Blackjack',
              roulette: 'Roulette',
              poker: 'Poker',
              jackpots: 'Progressive Jackpots',
              liveGames: 'Live-Spiele',
            },
          },
          payments: {
            title: 'Zahlungsmethoden',
            labels: {
              paypal: 'PayPal',
              paymentGuide: 'Zahlungsratgeber',
              withPaypal: 'Casinos mit PayPal',
              withTrustly: 'Casinos mit Trustly',
              withVisa: 'Casinos mit Visa',
              fastWithdrawals: 'Schnelle Auszahlung',
            },
          },
        },
      },
  
    },
    en: {
      metaTitle: 'Online Casino Comparison: Trusted Casinos Reviewed',
      metaDescription:
        'Independent online casino comparison: over 500 casinos tested, licences checked and bonuses rated honestly. Find a trustworthy casino for you. 18+',
      keywords: 'Online Casino Comparison, Online Casino Germany, Casino Reviews, Casino Bonus, GGL Licence, Trusted Online Casinos',
      hero: {
        title: 'Online Casinos Compared Independently',
        text: 'We test online casinos thoroughly, check their licences and explain bonuses and terms in plain language. That way you can find a trustworthy operator that suits you.',
        casinosButton: 'View top casinos',
        bonusesButton: 'View best bonuses',
      },
      featuredTitle: 'Featured Casinos',
      featuredSubtitle: 'Our picks from in-depth tests: each operator\'s rating, licence and bonus at a glance.',
      bonusesTitle: 'Current Casino Bonuses Compared',
      promo: {
        title: 'Up to €5,000 + 1000 Free Spins',
        text: 'Compare the welcome packages of the casinos we tested, and always check the wagering requirements before you activate one.',
        button: 'Compare bonuses',
        terms: '18+ | The operators\' bonus terms apply | Please gamble responsibly',
      },
      newsletter: {
        title: 'VIP Newsletter',
        text: 'Get exclusive bonus offers and our latest reviews straight to your inbox – you can unsubscribe at any time.',
      },
      intro: {
        title: 'Your Independent Online Casino Comparison',
        paragraphs: [
          'We are a team of casino experts and editors who have been covering online gambling since 2018. Our goal is to give you an honest overview of the market so you can tell trustworthy operators from dubious ones. Today more than 50,000 players rely on our assessments.',
          'Since we started, we have tested over 500 casinos. We review every casino for at least 30 days using a real account: we deposit, play, contact customer support and test withdrawals ourselves. We update all our ratings every 30 days so you can rely on current information.',
        ],
      },
      topTable: {
        title: 'Top 5 Casinos Compared',
        caption: 'The five highest-rated online casinos from our tests, with bonus, licence and rating',
      },
      guide: {
        title: 'Online Casino Guide: What You Should Know',
        bonusTypes: {
          title: 'Bonus Types at a Glance',
          items: [
            {
              title: 'Welcome Bonus',
              text: 'A bonus on your first deposit, usually a percentage match. The bonus amount typically has to be wagered 25x to 40x before you can withdraw any winnings from it.',
            },
            {
              title: 'No-Deposit Bonus',
              text: 'A small amount of bonus credit or free spins without having to deposit first. Wagering requirements of typically 25x to 40x still apply, often along with a cap on withdrawals.',
            },
            {
              title: 'Free Spins',
              text: 'Free rounds on selected slot machines, often as part of a welcome package. Winnings from free spins are usually subject to wagering requirements of 25x to 40x as well.',
            },
            {
              title: 'Cashback & Reload Bonus',
              text: 'Cashback returns part of your losses, while a reload bonus rewards further deposits. Read the terms carefully, as these bonuses are often tied to wagering of 25x to 40x too.',
            },
          ],
        },
        licences: {
          title: 'Key Casino Licences',
          regions: {
            ggl: 'Germany (Joint Gambling Authority of the German States)',
            mga: 'Malta, EU',
            ukgc: 'United Kingdom',
            curacao: 'Curaçao (Caribbean), not licensed in Germany',
          },
        },
        gameCategories: {
          title: 'Popular Game Categories',
          items: [
            {
              title: 'Slots',
              text: 'Slots are the largest game category at online casinos. Look at the RTP and volatility to understand how a game works.',
            },
            {
              title: 'Live Casino',
              text: 'In live games you join real dealers at the table via video stream. Blackjack, roulette and baccarat feel almost like being in a real casino.',
            },
            {
              title: 'Table Games',
              text: 'Classics such as roulette, blackjack and poker are also available in digital versions. The rules are quick to learn, but the outcome always depends on chance.',
            },
            {
              title: 'Jackpots',
              text: 'With progressive jackpots, the top prize grows with every bet placed. The chance of hitting the jackpot is very small, so only play with a fixed budget.',
            },
          ],
        },
      },
      faq: {
        title: 'Frequently Asked Questions About Online Casinos',
        items: [
          {
            question: 'Are online casinos legal in Germany?',
            answer: 'Yes, since the 2021 Interstate Treaty on Gambling, operators licensed by Germany\'s Joint Gambling Authority (GGL) may legally offer virtual slot games and online poker in Germany. You can check whether a casino holds a German licence on the official GGL whitelist. Operators without a German licence are operating outside the legal framework.',
          },
          {
            question: 'How do I find a trustworthy online casino?',
            answer: 'A trustworthy casino holds a valid licence, protects your data with SSL encryption and has fair, easy-to-understand bonus terms. Also look for responsive customer support and tools such as deposit limits. Our reviews check exactly these points so you can make an informed decision more quickly.',
          },
          {
            question: 'How quickly are winnings paid out?',
            answer: 'A withdrawal usually takes between 1 and 5 business days, depending on the casino and the payment method. E-wallets such as PayPal are generally faster than bank transfers or credit cards. Before your first withdrawal you need to verify your account, which can take a little extra time.',
          },
        ],
      },
      about: {
        title: 'About CasinoVergleich',
        paragraphs: [
          'CasinoVergleich is an independent comparison site for online casinos. Our ratings are based solely on our own testing, and no operator can buy a better ranking. We tell you honestly what a casino does well and where it falls short.',
          'We are funded by affiliate commissions: if you sign up at a casino through our links, we may receive a payment. This costs you nothing extra, and these commissions never influence our ratings or rankings.',
        ],
      },
      guides: {
        title: 'Our Casino Guides',
        cards: {
          bonus: {
            title: 'Casino Bonus Guide',
            description: 'How to read bonus terms properly and recognise which bonus really suits you.',
          },
          liveCasino: {
            title: 'Live Casino Strategies',
            description: 'Rules, gameplay and tips for blackjack, roulette and baccarat with real dealers.',
          },
          mobile: {
            title: 'Mobile Casino Apps',
            description: 'What matters when you play on your smartphone or tablet – app or browser.',
          },
          slots: {
            title: 'Slot Machines Guide',
            description: 'RTP, volatility and paylines explained simply so you understand how slots work.',
          },
          payments: {
            title: 'Casino Payment Methods',
            description: 'PayPal, credit cards, Trustly and more compared: fees, processing times and security.',
          },
          responsible: {
            title: 'Responsible Gambling',
            description: 'Set limits, spot warning signs and find help so you stay in control when you play.',
          },
        },
      },
      security: {
        title: 'Security and Player Protection',
        items: [
          {
            title: 'Licence Checks',
            text: 'For every casino we check which licence it holds and whether it is valid, and show it on every card. Only operators licensed by the GGL are legal in Germany.',
          },
          {
            title: 'SSL Encryption',
            text: 'Your personal data and payments must be protected by modern SSL encryption. Casinos without a secure connection fail our test.',
          },
          {
            title: 'Fair Games & RTP',
            text: 'We make sure that games are tested by independent testing labs and that return-to-player (RTP) rates are stated transparently.',
          },
          {
            title: 'Responsible Gambling',
            text: 'Gambling is only permitted from the age of 18. Set yourself fixed deposit and time limits, and if gambling stops being fun, you can find free and anonymous help at check-dein-spiel.de.',
          },
        ],
      },
      categories: {
        title: 'All Topics at a Glance',
        groups: {
          casinos: {
            title: 'Casino categories',
            labels: {
              onlineCasino: 'Online Casino',
              liveCasino: 'Live Casino',
              mobileCasino: 'Mobile Casino',
              paypalCasino: 'PayPal Casino',
              euLicence: 'Casinos with an EU licence',
              allReviews: 'All reviews',
            },
          },
          bonuses: {
            title: 'Bonus types',
            labels: {
              welcomeBonus: 'Welcome bonus',
              freeSpins: 'Free spins',
              casinoBonus: 'Casino bonus',
              bonusGuide: 'Bonus guide',
              noDepositBonus: 'No-deposit bonus',
              highestBonuses: 'Highest bonuses',
            },
          },
          games: {
            title: 'Games',
            labels: {
              slots: 'Slot machines',
              blackjack: 'Blackjack',
              roulette: 'Roulette',
              poker: 'Poker',
              jackpots: 'Progressive jackpots',
              liveGames: 'Live games',
            },
          },
          payments: {
            title: 'Payment methods',
            labels: {
              paypal: 'PayPal',
              paymentGuide: 'Payment guide',
              withPaypal: 'Casinos with PayPal',
              withTrustly: 'Casinos with Trustly',
              withVisa: 'Casinos with Visa',
              fastWithdrawals: 'Fast withdrawals',
            },
          },
        },
      },
  
    },
  },
};
