import type { FactsAndText } from '@casino/shared';
import type { GuidesIndexFacts, GuidesIndexText } from './types';

const facts = {
  /** The editors' six guides (spec: /guides/ shows six cards), in the order shown: icon and the guide each opens. */
  cards: {
    casinoBonus: { icon: 'gift', path: '/guides/casino-bonus-guide' },
    liveCasino: { icon: 'video', path: '/guides/live-casino-strategies' },
    mobileApps: { icon: 'phone', path: '/guides/mobile-casino-apps' },
    slotMachines: { icon: 'slots', path: '/guides/slot-machines-guide' },
    paymentMethods: { icon: 'card', path: '/guides/casino-payment-methods' },
    responsibleGambling: { icon: 'shield', path: '/guides/responsible-gambling' },
  },
} satisfies GuidesIndexFacts;

export const guidesIndexContent: FactsAndText<typeof facts, GuidesIndexText<typeof facts>> = {
  facts,
  text: {
    de: {
      metaTitle: 'Casino Ratgeber: Tipps & Wissen für Online Casino Spieler',
      metaDescription:
        'Unsere Casino Ratgeber erklären Bonusbedingungen, Live Casino, Slots, Zahlungsmethoden und verantwortungsvolles Spielen – verständlich und ehrlich.',
      keywords: 'Casino Ratgeber, Online Casino Tipps, Casino Bonus, Spielautomaten, Verantwortungsvolles Spielen',
      title: 'Casino Ratgeber',
      intro:
        'Hier findest du unsere Ratgeber rund um Online-Casinos – von Bonusbedingungen über Spielautomaten bis zu sicheren Zahlungsmethoden. Sie helfen dir, informierte Entscheidungen zu treffen, versprechen aber keine Gewinne: Glücksspiel bleibt Glücksspiel.',
      cards: {
        casinoBonus: {
          title: 'Casino Bonus Ratgeber',
          description: 'So liest du Bonusbedingungen richtig: Umsatzanforderungen, Freispiele und Einzahlungsboni verständlich erklärt.',
          keywords: 'Casino Bonus, Umsatzbedingungen, Freispiele, Einzahlungsbonus',
        },
        liveCasino: {
          title: 'Live Casino Strategien',
          description: 'Blackjack, Roulette und Baccarat mit echten Dealern: Regeln, Spielabläufe und worauf du beim Live Casino achten solltest.',
          keywords: 'Live Casino, Blackjack, Roulette, Baccarat',
        },
        mobileApps: {
          title: 'Mobile Casino Apps',
          description: 'Casino-Apps oder Browser-Version? Wir zeigen dir, worauf es beim mobilen Spielen auf Smartphone und Tablet ankommt.',
          keywords: 'Casino App, Mobile Casino, iOS, Android',
        },
        slotMachines: {
          title: 'Spielautomaten Ratgeber',
          description: 'RTP, Volatilität und Gewinnlinien einfach erklärt – damit du verstehst, wie Online-Slots funktionieren.',
          keywords: 'Spielautomaten, Online Slots, RTP, Volatilität',
        },
        paymentMethods: {
          title: 'Zahlungs\u00ADmethoden im Casino',
          description: 'PayPal, Kreditkarte, Trustly und Co. im Vergleich: Gebühren, Auszahlungsdauer und Sicherheit auf einen Blick.',
          keywords: 'Zahlungsmethoden, Einzahlung, Auszahlung, PayPal',
        },
        responsibleGambling: {
          title: 'Verantwortungs\u00ADvolles Spielen',
          description: 'Limits setzen, Warnsignale erkennen und Hilfe finden: So behältst du beim Spielen die Kontrolle.',
          keywords: 'Spielerschutz, Einzahlungslimit, Hilfe bei Spielsucht, OASIS',
        },
      },
      why: {
        title: 'Warum unsere Ratgeber?',
        items: [
          {
            title: 'Expertenwissen',
            text: 'Unsere Ratgeber basieren auf jahrelanger Erfahrung mit Online-Casinos und eigenen, ausführlichen Tests.',
          },
          {
            title: 'Immer aktuell',
            text: 'Wir prüfen unsere Inhalte regelmäßig und passen sie an neue Regeln, Angebote und Entwicklungen im deutschen Markt an.',
          },
          {
            title: 'Praxisnah',
            text: 'Statt Theorie bekommst du konkrete Tipps, die du direkt anwenden kannst – ehrlich und ohne leere Gewinnversprechen.',
          },
        ],
      },
    },
    en: {
      metaTitle: 'Casino Guides: Tips & Know-How for Online Casino Players',
      metaDescription:
        'Our casino guides explain bonus terms, live casino games, slots, payment methods and responsible gambling in plain, honest language.',
      keywords: 'Casino Guides, Online Casino Tips, Casino Bonus, Slot Machines, Responsible Gambling',
      title: 'Casino Guides',
      intro:
        'Our guides cover everything you need to know about online casinos, from bonus terms and slots to safe payment methods. They are here to help you make informed choices, not to promise winnings: gambling is always a game of chance.',
      cards: {
        casinoBonus: {
          title: 'Casino Bonus Guide',
          description: 'Learn how to read bonus terms properly, with wagering requirements, free spins and deposit bonuses explained in plain English.',
          keywords: 'Casino Bonus, Wagering, Free Spins, Deposit Bonus',
        },
        liveCasino: {
          title: 'Live Casino Strategies',
          description: 'Blackjack, roulette and baccarat with real dealers: the rules, how a round works and what to look out for at live tables.',
          keywords: 'Live Casino, Blackjack, Roulette, Baccarat',
        },
        mobileApps: {
          title: 'Mobile Casino Apps',
          description: 'App or browser? Find out what really matters when you play on your smartphone or tablet.',
          keywords: 'Casino App, Mobile Casino, iOS, Android',
        },
        slotMachines: {
          title: 'Slot Machines Guide',
          description: 'RTP, volatility and paylines made simple, so you understand how online slots actually work.',
          keywords: 'Slot Machines, Online Slots, RTP, Volatility',
        },
        paymentMethods: {
          title: 'Casino Payment Methods',
          description: 'PayPal, credit cards, Trustly and more compared side by side: fees, withdrawal times and security at a glance.',
          keywords: 'Payment Methods, Deposits, Withdrawals, PayPal',
        },
        responsibleGambling: {
          title: 'Responsible Gambling',
          description: 'Set limits, spot the warning signs and know where to get help, so gambling stays under your control.',
          keywords: 'Player Protection, Deposit Limits, Gambling Help, Self-Exclusion',
        },
      },
      why: {
        title: 'Why our guides?',
        items: [
          {
            title: 'Expert Knowledge',
            text: 'Our guides draw on years of hands-on experience with online casinos and our own in-depth testing.',
          },
          {
            title: 'Up-to-date',
            text: 'We review our content regularly and update it whenever rules, offers or the German market change.',
          },
          {
            title: 'Practical',
            text: 'No dry theory: you get concrete tips you can put to use right away, honest and free of empty promises.',
          },
        ],
      },
    },
  },
};
