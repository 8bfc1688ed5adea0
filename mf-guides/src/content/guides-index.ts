import type { GuidesIndexContent, Localized } from './types';

export const guidesIndexContent: Localized<GuidesIndexContent> = {
  de: {
    metaTitle: 'Casino Ratgeber: Tipps & Wissen für Online Casino Spieler',
    metaDescription:
      'Unsere Casino Ratgeber erklären Bonusbedingungen, Live Casino, Slots, Zahlungsmethoden und verantwortungsvolles Spielen – verständlich und ehrlich.',
    keywords: 'Casino Ratgeber, Online Casino Tipps, Casino Bonus, Spielautomaten, Verantwortungsvolles Spielen',
    title: 'Casino Ratgeber',
    intro:
      'Hier findest du unsere Ratgeber rund um Online-Casinos – von Bonusbedingungen über Spielautomaten bis zu sicheren Zahlungsmethoden. Sie helfen dir, informierte Entscheidungen zu treffen, versprechen aber keine Gewinne: Glücksspiel bleibt Glücksspiel.',
    cards: [
      {
        id: 'casino-bonus',
        url: '/guides/casino-bonus-guide',
        title: 'Casino Bonus Ratgeber',
        description:
          'So liest du Bonusbedingungen richtig: Umsatzanforderungen, Freispiele und Einzahlungsboni verständlich erklärt.',
        icon: '🎁',
        keywords: 'Casino Bonus, Umsatzbedingungen, Freispiele, Einzahlungsbonus',
      },
      {
        id: 'live-casino',
        url: '/guides/live-casino-strategies',
        title: 'Live Casino Strategien',
        description:
          'Blackjack, Roulette und Baccarat mit echten Dealern: Regeln, Spielabläufe und worauf du beim Live Casino achten solltest.',
        icon: '🎥',
        keywords: 'Live Casino, Blackjack, Roulette, Baccarat',
      },
      {
        id: 'mobile-apps',
        url: '/guides/mobile-casino-apps',
        title: 'Mobile Casino Apps',
        description:
          'Casino-Apps oder Browser-Version? Wir zeigen dir, worauf es beim mobilen Spielen auf Smartphone und Tablet ankommt.',
        icon: '📱',
        keywords: 'Casino App, Mobile Casino, iOS, Android',
      },
      {
        id: 'slot-machines',
        url: '/guides/slot-machines-guide',
        title: 'Spielautomaten Ratgeber',
        description:
          'RTP, Volatilität und Gewinnlinien einfach erklärt – damit du verstehst, wie Online-Slots funktionieren.',
        icon: '🎰',
        keywords: 'Spielautomaten, Online Slots, RTP, Volatilität',
      },
      {
        id: 'payment-methods',
        url: '/guides/casino-payment-methods',
        title: 'Zahlungsmethoden im Casino',
        description:
          'PayPal, Kreditkarte, Trustly und Co. im Vergleich: Gebühren, Auszahlungsdauer und Sicherheit auf einen Blick.',
        icon: '💳',
        keywords: 'Zahlungsmethoden, Einzahlung, Auszahlung, PayPal',
      },
      {
        id: 'responsible-gambling',
        url: '/guides/responsible-gambling',
        title: 'Verantwortungsvolles Spielen',
        description:
          'Limits setzen, Warnsignale erkennen und Hilfe finden: So behältst du beim Spielen die Kontrolle.',
        icon: '🛡️',
        keywords: 'Spielerschutz, Einzahlungslimit, Hilfe bei Spielsucht, OASIS',
      },
    ],
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
    cards: [
      {
        id: 'casino-bonus',
        url: '/guides/casino-bonus-guide',
        title: 'Casino Bonus Guide',
        description:
          'Learn how to read bonus terms properly, with wagering requirements, free spins and deposit bonuses explained in plain English.',
        icon: '🎁',
        keywords: 'Casino Bonus, Wagering, Free Spins, Deposit Bonus',
      },
      {
        id: 'live-casino',
        url: '/guides/live-casino-strategies',
        title: 'Live Casino Strategies',
        description:
          'Blackjack, roulette and baccarat with real dealers: the rules, how a round works and what to look out for at live tables.',
        icon: '🎥',
        keywords: 'Live Casino, Blackjack, Roulette, Baccarat',
      },
      {
        id: 'mobile-apps',
        url: '/guides/mobile-casino-apps',
        title: 'Mobile Casino Apps',
        description:
          'App or browser? Find out what really matters when you play on your smartphone or tablet.',
        icon: '📱',
        keywords: 'Casino App, Mobile Casino, iOS, Android',
      },
      {
        id: 'slot-machines',
        url: '/guides/slot-machines-guide',
        title: 'Slot Machines Guide',
        description:
          'RTP, volatility and paylines made simple, so you understand how online slots actually work.',
        icon: '🎰',
        keywords: 'Slot Machines, Online Slots, RTP, Volatility',
      },
      {
        id: 'payment-methods',
        url: '/guides/casino-payment-methods',
        title: 'Casino Payment Methods',
        description:
          'PayPal, credit cards, Trustly and more compared side by side: fees, withdrawal times and security at a glance.',
        icon: '💳',
        keywords: 'Payment Methods, Deposits, Withdrawals, PayPal',
      },
      {
        id: 'responsible-gambling',
        url: '/guides/responsible-gambling',
        title: 'Responsible Gambling',
        description:
          'Set limits, spot the warning signs and know where to get help, so gambling stays under your control.',
        icon: '🛡️',
        keywords: 'Player Protection, Deposit Limits, Gambling Help, Self-Exclusion',
      },
    ],
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
};
