import type { FixedReviewText, ReviewFacts } from './types';

export const facts: ReviewFacts = {
  publishedAt: '2024-03-01',
};

export const de: FixedReviewText = {
  title: 'DrückGlück Test 2026: Bonus, Zahlungen & Bewertung',
  description: 'DrückGlück im Test: {bonus} auf 3 Einzahlungen, über {games} Spiele, PayPal und Auszahlungen in {withdrawal}. Alle Vor- und Nachteile.',
  keywords: 'DrückGlück, DrückGlück Test, DrückGlück Erfahrungen, DrückGlück Bonus, Online Casino Deutschland, PayPal Casino, Spielautomaten online',
  h1: 'DrückGlück Test 2026',
  subtitle: 'Das Casino für den deutschen Markt mit Willkommensbonus ({bonus}), PayPal und deutschsprachigem Support im Check',
  ratingText: 'Stark',
  overview: [
    'DrückGlück richtet sich ganz gezielt an Spieler aus Deutschland: Die Seite ist komplett auf Deutsch, der Kundenservice spricht deine Sprache, und bei den Zahlungen findest du Methoden, die du aus dem Alltag kennst, etwa PayPal, Trustly oder Paysafecard.',
    'Zum Start erhältst du einen Willkommensbonus ({bonus}), verteilt auf drei Einzahlungen und mit {wagering}-fachem Umsatz. Die Auswahl umfasst über {games} Spiele und ist damit kleiner als bei vielen internationalen Anbietern, dafür übersichtlich. Auszahlungen werden innerhalb von {withdrawal} bearbeitet.',
    'Auf der Seite ist ein Lizenzsiegel der Malta Gaming Authority (MGA) zu sehen. Ob ein Anbieter aktuell auch eine deutsche Erlaubnis besitzt, kannst du jederzeit auf der offiziellen Whitelist der Gemeinsamen Glücksspielbehörde der Länder (GGL) nachprüfen.',
  ],
  pros: [
    'Komplett auf den deutschen Markt zugeschnitten',
    'Willkommensbonus: {bonus}',
    'Moderate Umsatzbedingung von {wagering}x',
    'Bekannte Zahlungsmethoden wie PayPal, Trustly und Paysafecard',
    'Auszahlungen innerhalb von {withdrawal}',
    'Niedrige Mindestauszahlung von 20 €',
    'Deutschsprachiger Support täglich von 8:00 bis 24:00 Uhr',
  ],
  cons: [
    'Mit über {games} Spielen kleinere Auswahl als bei internationalen Anbietern',
    'Bonus auf drei Einzahlungen verteilt',
    'Auszahlungen auf maximal 5.000 € begrenzt',
    'Kein Kundenservice rund um die Uhr',
  ],
  sections: {
    bonus: {
      title: 'Bonus und Aktionen',
      description: 'Der Willkommensbonus ({bonus}) verteilt sich auf deine ersten drei Einzahlungen. Dabei gilt eine {wagering}-fache Umsatzbedingung; was genau umgesetzt werden muss, bevor du auszahlen kannst, steht in den Bonusbedingungen. Denk daran, dass für Automatenspiele in Deutschland ein anbieterübergreifendes monatliches Einzahlungslimit gilt, plane deine Einzahlungen also bewusst.',
    },
    games: {
      title: 'Spielauswahl und Software',
      description: 'Mit über {games} Spielen ist die Auswahl bei DrückGlück kleiner als bei großen internationalen Casinos, dafür behältst du leicht den Überblick. Im Mittelpunkt stehen Spielautomaten, von bekannten Klassikern bis zu neueren Titeln. Beachte, dass für Online-Slots in Deutschland feste Regeln gelten, die sich zum Beispiel auf Einsatzhöhe und Spieltempo auswirken.',
    },
    security: {
      title: 'Sicherheit und Lizenz',
      description: 'DrückGlück zeigt auf seiner Seite ein Lizenzsiegel der Malta Gaming Authority (MGA), einer der bekanntesten Glücksspielbehörden Europas. In Deutschland sind nur Anbieter mit Erlaubnis der GGL legal, prüfe deshalb vor der Anmeldung auf der offiziellen Whitelist der GGL, ob DrückGlück dort aktuell geführt wird. Vor der ersten Auszahlung musst du außerdem deine Identität bestätigen, was dein Konto zusätzlich schützt.',
    },
    payment: {
      title: 'Ein- und Auszahlungen',
      description: 'Du zahlst mit bekannten Methoden wie PayPal, Visa, Mastercard, Trustly, Paysafecard oder Klarna (Sofort). Auszahlungen werden innerhalb von {withdrawal} bearbeitet, der Mindestbetrag liegt bei 20 €, der Höchstbetrag bei 5.000 €. Nicht jede Methode eignet sich für Auszahlungen, Paysafecard etwa ist in der Regel nur für Einzahlungen gedacht.',
    },
    support: {
      title: 'Kundenservice',
      description: 'Der deutschsprachige Kundenservice ist täglich von 8:00 bis 24:00 Uhr per Live-Chat erreichbar, außerdem kannst du dich per E-Mail melden. Viele Fragen zu Bonus, Zahlungen oder Konto beantwortet bereits der Hilfebereich mit den häufigsten Fragen.',
    },
    mobile: {
      title: 'Mobile Nutzung',
      description: 'DrückGlück funktioniert direkt im Browser deines Smartphones oder Tablets, eine Installation ist nicht nötig. Die Slots sind für kleine Bildschirme optimiert, und auch Einzahlungen per PayPal erledigst du unterwegs in wenigen Schritten.',
    },
    conclusion: {
      title: 'Unser Fazit',
      description: 'DrückGlück ist eine gute Wahl, wenn dir eine deutschsprachige Seite, vertraute Zahlungsmethoden wie PayPal und ein Bonus mit moderatem {wagering}-fachem Umsatz wichtig sind. Die Spielauswahl ist kleiner als bei internationalen Anbietern, und der Support ist nicht rund um die Uhr erreichbar. Glücksspiel ist erst ab 18 Jahren erlaubt und Gewinne sind nie garantiert: Nutze Einzahlungslimits, mach regelmäßig Pausen und spiele nur mit Geld, dessen Verlust du dir leisten kannst.',
    },
  },
  buttons: {
    play: 'Jetzt spielen',
    claim: 'Bonus sichern',
    visit: 'DrückGlück besuchen',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Verteilt auf deine ersten 3 Einzahlungen',
      '{wagering}-facher Umsatz | Es gelten die AGB',
      '18+ | Bitte spiele verantwortungsbewusst',
    ],
  },
  gameStats: [
    { label: 'Spiele gesamt', value: '{games}+' },
    { label: 'Auszahlungsdauer', value: 'bis {withdrawal}' },
    { label: 'Mindestauszahlung', value: '20 €' },
    { label: 'Max. Auszahlung', value: '5.000 €' },
  ],
  germanMarket: {
    payments: {
      title: 'Zahlungsmethoden und Limits',
      intro: 'Bei DrückGlück zahlst du mit Methoden, die in Deutschland weit verbreitet sind. Auszahlungen werden innerhalb von {withdrawal} bearbeitet.',
      methods: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Paysafecard', 'Klarna (Sofort)'],
      limits: [
        { label: 'Mindestauszahlung', value: '20 €' },
        { label: 'Maximale Auszahlung', value: '5.000 €' },
      ],
    },
    support: {
      title: 'Kundenservice auf Deutsch',
      intro: 'Bei Fragen hilft dir ein deutschsprachiges Team weiter, täglich und bis spät in den Abend.',
      items: [
        'Live-Chat täglich von 8:00 bis 24:00 Uhr',
        'Support per E-Mail',
        'FAQ und Hilfebereich',
        'Deutschsprachiges Support-Team',
      ],
    },
  },
};

export const en: FixedReviewText = {
  title: 'DrückGlück Review 2026: Bonus, Payments & Rating',
  description: 'DrückGlück review: {bonus} over 3 deposits, {games}+ games, PayPal and withdrawals within {withdrawal}. Read all the pros and cons before you play.',
  keywords: 'DrückGlück, DrückGlück review, DrückGlück bonus, German online casino, PayPal casino, online slots Germany, online casino review',
  h1: 'DrückGlück Review 2026',
  subtitle: 'A closer look at the casino built for German players, with a {bonus} welcome bonus, PayPal and German-speaking support',
  ratingText: 'Great',
  overview: [
    'DrückGlück is made for players in Germany. The site is entirely in German, the support team speaks the language, and the cashier offers the payment methods people there use every day, such as PayPal, Trustly and Paysafecard.',
    'New players get a welcome bonus of {bonus}, spread across three deposits with a {wagering}x wagering requirement. The library of more than {games} games is smaller than at many international sites, but easy to find your way around. Withdrawals are processed within {withdrawal}.',
    'The site displays a Malta Gaming Authority (MGA) licence badge. If you want to know whether an operator currently holds a German licence as well, you can check the official whitelist published by Germany\'s Joint Gambling Authority (GGL) at any time.',
  ],
  pros: [
    'Built specifically for the German market',
    'Welcome bonus: {bonus}',
    'Fairly moderate {wagering}x wagering requirement',
    'Familiar payment methods such as PayPal, Trustly and Paysafecard',
    'Withdrawals processed within {withdrawal}',
    'Low minimum withdrawal of €20',
    'German-speaking support daily from 8 am to midnight',
  ],
  cons: [
    'Smaller library of {games}+ games than international sites',
    'Bonus is split across three deposits',
    'Withdrawals capped at €5,000',
    'No round-the-clock support',
  ],
  sections: {
    bonus: {
      title: 'Bonuses and promotions',
      description: 'The welcome bonus of {bonus} is spread across your first three deposits. A {wagering}x wagering requirement applies, and the bonus terms explain exactly what has to be wagered before you can withdraw. Keep in mind that online slots in Germany come with a monthly deposit limit that applies across all operators, so plan your deposits with care.',
    },
    games: {
      title: 'Games and software',
      description: 'With more than {games} games, DrückGlück offers a smaller selection than the big international casinos, but it is easy to keep track of. Slots are the main attraction, from well-known classics to newer releases. Note that online slots in Germany follow strict rules that affect things like stake sizes and game speed.',
    },
    security: {
      title: 'Security and licensing',
      description: 'DrückGlück displays a licence badge from the Malta Gaming Authority (MGA), one of the best-known gambling regulators in Europe. Only operators licensed by the GGL are legal in Germany, so check the GGL\'s official whitelist before you sign up to see whether DrückGlück is currently listed. You will also need to verify your identity before your first withdrawal, which adds an extra layer of protection to your account.',
    },
    payment: {
      title: 'Deposits and withdrawals',
      description: 'You can pay with familiar methods such as PayPal, Visa, Mastercard, Trustly, Paysafecard and Klarna (Sofort). Withdrawals are processed within {withdrawal}, with a minimum of €20 and a maximum of €5,000. Not every method works for withdrawals: Paysafecard, for example, is usually deposit-only.',
    },
    support: {
      title: 'Customer support',
      description: 'The German-speaking support team is available by live chat every day from 8 am to midnight, and you can also get in touch by email. Many questions about bonuses, payments or your account are already answered in the FAQ section.',
    },
    mobile: {
      title: 'Mobile experience',
      description: 'DrückGlück works straight in your phone or tablet browser, with nothing to install. The slots are optimised for small screens, and paying in with PayPal on the go takes just a few taps.',
    },
    conclusion: {
      title: 'Our verdict',
      description: 'DrückGlück is a good fit if you want a German-language site, familiar payment methods like PayPal and a bonus with a moderate {wagering}x wagering requirement. The game library is smaller than at international sites, and support is not available around the clock. Gambling is for adults aged 18+ only and winnings are never guaranteed, so use deposit limits, take regular breaks and only play with money you can afford to lose.',
    },
  },
  buttons: {
    play: 'Play now',
    claim: 'Claim bonus',
    visit: 'Visit DrückGlück',
  },
  welcomeBonus: {
    headline: '{bonus}',
    details: [
      'Spread across your first 3 deposits',
      '{wagering}x wagering | T&Cs apply',
      '18+ | Play responsibly',
    ],
  },
  gameStats: [
    { label: 'Total games', value: '{games}+' },
    { label: 'Withdrawal time', value: 'Up to {withdrawal}' },
    { label: 'Min. withdrawal', value: '€20' },
    { label: 'Max. withdrawal', value: '€5,000' },
  ],
  germanMarket: {
    payments: {
      title: 'Payment methods and limits',
      intro: 'DrückGlück supports the payment methods that are most popular in Germany. Withdrawals are processed within {withdrawal}.',
      methods: ['PayPal', 'Visa', 'Mastercard', 'Trustly', 'Paysafecard', 'Klarna (Sofort)'],
      limits: [
        { label: 'Minimum withdrawal', value: '€20' },
        { label: 'Maximum withdrawal', value: '€5,000' },
      ],
    },
    support: {
      title: 'Support in German',
      intro: 'A German-speaking team is on hand to help every day, until late in the evening.',
      items: [
        'Live chat daily from 8 am to midnight',
        'Email support',
        'FAQ and help centre',
        'German-speaking support team',
      ],
    },
  },
};
