import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Casino Bonus Ratgeber: Bonusbedingungen verstehen',
  metaDescription:
    'Casino Bonus verständlich erklärt: Bonusarten, Umsatzbedingungen von meist 25x bis 40x und worauf du beim Lesen der Bonusbedingungen achten solltest.',
  keywords: 'Casino Bonus, Bonusbedingungen, Umsatzbedingungen, Freispiele, Einzahlungsbonus, Bonus ohne Einzahlung',
  title: 'Casino Bonus Ratgeber',
  introduction:
    'Ein Casino Bonus kann dein Spielguthaben erhöhen, ist aber nie geschenktes Geld: Fast immer sind Bedingungen daran geknüpft, die du kennen solltest. In diesem Ratgeber erfährst du, welche Bonusarten es gibt, wie Umsatzbedingungen funktionieren und wie du das Kleingedruckte richtig liest.',
  sections: [
    {
      title: 'Die wichtigsten Bonusarten',
      bullets: [
        '**Einzahlungsbonus:** Das Casino stockt deine Einzahlung um einen Prozentsatz auf, zum Beispiel 100 % bis 100 €, meist verbunden mit Umsatzbedingungen.',
        '**Freispiele:** Du erhältst eine feste Anzahl an Drehungen an ausgewählten Spielautomaten; Gewinne daraus werden oft als Bonusguthaben gutgeschrieben und müssen erst umgesetzt werden.',
        '**Bonus ohne Einzahlung:** Ein kleines Guthaben oder ein paar Freispiele gibt es schon für die Registrierung – praktisch zum Kennenlernen, aber meist mit strengen Bedingungen und niedriger Auszahlungsgrenze.',
        '**Reload-Bonus:** Als Bestandskunde bekommst du auf spätere Einzahlungen einen Aufschlag, der in der Regel kleiner ausfällt als der Willkommensbonus.',
        '**Cashback:** Ein Teil deiner Verluste wird dir über einen festgelegten Zeitraum erstattet – das mildert Verluste ab, verhindert sie aber nicht.',
      ],
    },
    {
      title: 'Umsatz\u00ADbedingungen verstehen',
      bullets: [
        '**Was Umsatz bedeutet:** Bevor du Bonusgeld oder daraus entstandene Gewinne auszahlen kannst, musst du ein Vielfaches davon einsetzen – üblich ist das 25- bis 40-Fache.',
        '**Rechenbeispiel:** Bei 100 € Bonus und einer 35-fachen Umsatzbedingung musst du insgesamt 3.500 € einsetzen, bevor eine Auszahlung möglich ist.',
        '**Bonus oder Bonus plus Einzahlung:** Prüfe, ob sich der Umsatz nur auf den Bonus oder auf Bonus und Einzahlung zusammen bezieht – im zweiten Fall verdoppelt sich der nötige Einsatz schnell.',
        '**Spielgewichtung:** Spielautomaten zählen meist zu 100 % zum Umsatz, Tischspiele dagegen oft nur zu einem kleinen Teil oder gar nicht.',
        '**Zeitlimit:** Viele Boni müssen innerhalb von 7 bis 30 Tagen umgesetzt werden, sonst verfallen der Bonus und die daraus entstandenen Gewinne.',
      ],
    },
    {
      title: 'So liest du die Bonus\u00ADbedingungen',
      bullets: [
        '**Maximaleinsatz:** Solange der Bonus aktiv ist, gilt häufig ein Höchsteinsatz pro Runde; überschreitest du ihn, riskierst du den Verlust des Bonus.',
        '**Auszahlungsgrenzen:** Gerade bei Freispielen und Boni ohne Einzahlung ist der auszahlbare Gewinn oft gedeckelt, etwa auf 50 € oder 100 €.',
        '**Ausgeschlossene Spiele und Zahlungsmethoden:** Manche Spiele zählen nicht zum Umsatz, und bestimmte Einzahlungsarten wie E-Wallets können vom Bonus ausgeschlossen sein.',
        '**Du musst keinen Bonus annehmen:** Wenn dir die Bedingungen nicht zusagen, spielst du einfach ohne Bonus und bleibst bei Auszahlungen flexibel.',
        '**Kein Grund für höhere Einzahlungen:** Ein Bonus sollte nie der Anlass sein, mehr Geld einzusetzen, als du ohnehin für Unterhaltung eingeplant hast.',
      ],
    },
  ],
  cta: {
    title: 'Casino Boni im Vergleich',
    text: 'Vergleiche auf unserer Startseite lizenzierte Casinos und ihre Bonusbedingungen, bevor du dich entscheidest. Glücksspiel ist erst ab 18 Jahren erlaubt – spiele verantwortungsvoll.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Casino Bonus Guide: Understanding Bonus Terms',
  metaDescription:
    'Casino bonuses explained: the main bonus types, wagering requirements of typically 25x to 40x and what to check in the terms before you accept an offer.',
  keywords: 'Casino Bonus, Bonus Terms, Wagering Requirements, Free Spins, Deposit Bonus, No Deposit Bonus',
  title: 'Casino Bonus Guide',
  introduction:
    'A casino bonus can stretch your playing budget, but it is never free money: almost every offer comes with strings attached. This guide walks you through the common bonus types, explains how wagering works and shows you what to look for in the small print.',
  sections: [
    {
      title: 'The Main Types of Bonus',
      bullets: [
        '**Deposit bonus:** The casino tops up your deposit by a percentage, for example 100% up to €100, usually with wagering requirements attached.',
        '**Free spins:** You get a set number of spins on selected slots, and any winnings are often credited as bonus money that has to be wagered first.',
        '**No deposit bonus:** A small credit or a handful of free spins just for signing up; handy for trying out a site, but usually with strict terms and a low cap on withdrawals.',
        '**Reload bonus:** Existing players get a top-up on later deposits, which is typically smaller than the welcome offer.',
        '**Cashback:** A share of your losses over a set period is paid back to you, which softens losses but never prevents them.',
      ],
    },
    {
      title: 'How Wagering Requirements Work',
      bullets: [
        '**What wagering means:** Before you can withdraw bonus money or any winnings from it, you have to stake a multiple of it, typically somewhere between 25x and 40x.',
        '**A worked example:** With a €100 bonus and 35x wagering, you need to place €3,500 in total bets before a withdrawal becomes possible.',
        '**Bonus only or bonus plus deposit:** Check whether the requirement applies to the bonus alone or to bonus and deposit combined, as the latter can easily double the amount you need to wager.',
        '**Game weighting:** Slots usually count 100% towards wagering, while table games often count for only a small share or not at all.',
        '**Time limits:** Many bonuses have to be wagered within 7 to 30 days, otherwise the bonus and any winnings from it expire.',
      ],
    },
    {
      title: 'Reading the Terms and Conditions',
      bullets: [
        '**Maximum bet:** While a bonus is active there is often a cap on your stake per round, and going over it can cost you the bonus.',
        '**Withdrawal caps:** Winnings from free spins and no deposit offers are frequently capped, for instance at €50 or €100.',
        '**Excluded games and payment methods:** Some games do not count towards wagering at all, and certain deposit methods such as e-wallets may not qualify for the bonus.',
        '**Saying no is fine:** If the terms do not suit you, simply play without a bonus and keep full flexibility over your withdrawals.',
        '**Never a reason to deposit more:** A bonus should never tempt you into spending more than you had already set aside for entertainment.',
      ],
    },
  ],
  cta: {
    title: 'Compare Casino Bonuses',
    text: 'Head to our home page to compare licensed casinos and their bonus terms side by side. Gambling is for adults 18+ only, so please play responsibly.',
    button: 'Compare casinos',
  },
};
