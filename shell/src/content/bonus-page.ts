import type { FactsAndText } from '@casino/shared';
import type { BonusPageFacts, BonusPageText } from './types';

const facts = {
  /**
   * The three offers (spec §3), in the order shown: the site's own terms of each (code and
   * exclusivity). Amount, wagering and validity are the casino's bonus record's, its type and
   * rating the casino's: the card reads them from the catalogue.
   */
  offers: {
    sol: { casinoSlug: 'sol', code: 'SOL300', exclusive: true },
    starda: { casinoSlug: 'starda', code: 'STARDA25', exclusive: true },
    leovegas: { casinoSlug: 'leovegas', code: 'LEO1000', exclusive: false },
  },
} satisfies BonusPageFacts;

export const bonusPageContent: FactsAndText<typeof facts, BonusPageText<typeof facts>> = {
  facts,
  text: {
    de: {
      metaTitle: 'Casino Bonus 2026: Die besten Angebote im Test',
      metaDescription: 'Die besten Casino Boni 2026 im Vergleich: Willkommensbonus, Freispiele und Bonuscodes mit klaren Umsatzbedingungen, verständlich erklärt. Ab 18 Jahren.',
      keywords: 'Casino Bonus, Casino Boni 2026, Willkommensbonus, Freispiele, Bonus ohne Einzahlung, Bonuscode, Umsatzbedingungen',
      badge: 'Exklusive Angebote',
      title: 'Die besten Casino Boni 2026',
      intro: 'Wir haben die Bonusangebote der getesteten Casinos verglichen und zeigen dir Betrag, Umsatzbedingungen und Gültigkeit auf einen Blick. Lies die Bedingungen immer vollständig, denn ein Bonus ist nur so gut wie seine Regeln.',
      offers: {
        sol: {
          features: ['Exklusiv mit Bonuscode', 'Freispiele auf ausgewählte Slots', 'Verteilt auf deine ersten Einzahlungen'],
        },
        starda: {
          features: ['Exklusiv mit Bonuscode', 'Verteilt auf deine ersten Einzahlungen', 'Freispiele auf ausgewählte Slots'],
        },
        leovegas: {
          features: ['Etablierter Anbieter', 'Starke mobile App', 'Verteilt auf vier Einzahlungen'],
        },
      },
      bonusTypes: {
        title: 'Bonusarten im Überblick',
        items: [
          {
            title: 'Willkommensbonus',
            text: 'Das Casino stockt deine erste Einzahlung oder die ersten Einzahlungen prozentual auf. Achte darauf, wie oft du Bonus oder Einzahlung umsetzen musst, bevor eine Auszahlung möglich ist.',
          },
          {
            title: 'Freispiele',
            text: 'Du erhältst eine feste Zahl an Drehungen an ausgewählten Slots. Gewinne aus Freispielen unterliegen meist eigenen Umsatzbedingungen und manchmal einer Höchstgrenze.',
          },
          {
            title: 'Bonus ohne Einzahlung',
            text: 'Ein kleines Guthaben oder einige Freispiele gibt es schon bei der Registrierung. Diese Angebote sind selten und haben oft strenge Umsatzbedingungen und niedrige Auszahlungsgrenzen.',
          },
          {
            title: 'Cashback & Reload-Bonus',
            text: 'Beim Cashback bekommst du einen Teil deiner Verluste zurück, ein Reload-Bonus belohnt spätere Einzahlungen. Beides richtet sich an Bestandskunden und hat ebenfalls eigene Bedingungen.',
          },
        ],
      },
      tips: {
        title: 'Tipps für die Bonuswahl',
        items: [
          'Ein Umsatz von 20x bis 30x gilt als fair, alles über 35x solltest du kritisch prüfen.',
          'Prüfe die Gültigkeit: Schaffst du den Umsatz nicht rechtzeitig, verfallen Bonus und Gewinne.',
          'Lies nach, welche Spiele wie viel zum Umsatz beitragen und welcher Höchsteinsatz erlaubt ist.',
          'Jage niemals Verlusten hinterher und setze dir vorab ein festes Budget.',
          'Glücksspiel ist erst ab 18 Jahren erlaubt. Hilfe findest du kostenlos unter check-dein-spiel.de.',
        ],
      },
      calculator: {
        title: 'Umsatzrechner',
        intro: 'Der Rechner zeigt dir, wie viel du insgesamt umsetzen musst, bevor du einen Bonus auszahlen lassen kannst. Die Falle, über die sich Spieler am häufigsten beschweren: Oft gilt der Umsatz für Einzahlung plus Bonus, nicht nur für den Bonus.',
      },
    },
    en: {
      metaTitle: 'Casino Bonuses 2026: The Best Offers Compared',
      metaDescription: 'The best casino bonuses of 2026 compared: welcome offers, free spins and bonus codes with clear wagering requirements, explained simply. Strictly 18+.',
      keywords: 'Casino Bonus, Casino Bonuses 2026, Welcome Bonus, Free Spins, No Deposit Bonus, Bonus Code, Wagering Requirements',
      badge: 'Exclusive offers',
      title: 'The Best Casino Bonuses 2026',
      intro: 'We have compared the bonus offers of the casinos we tested and show you the amount, wagering requirements and validity at a glance. Always read the full terms, because a bonus is only as good as its rules.',
      offers: {
        sol: {
          features: ['Exclusive with bonus code', 'Free spins on selected slots', 'Spread over your first deposits'],
        },
        starda: {
          features: ['Exclusive with bonus code', 'Spread over your first deposits', 'Free spins on selected slots'],
        },
        leovegas: {
          features: ['Well-established operator', 'Strong mobile app', 'Spread over four deposits'],
        },
      },
      bonusTypes: {
        title: 'Bonus types at a glance',
        items: [
          {
            title: 'Welcome bonus',
            text: 'The casino matches your first deposit or first few deposits by a percentage. Check how many times you must wager the bonus or deposit before you can withdraw.',
          },
          {
            title: 'Free spins',
            text: 'You get a fixed number of spins on selected slots. Winnings from free spins usually come with their own wagering requirements and sometimes a cap.',
          },
          {
            title: 'No-deposit bonus',
            text: 'You receive a small credit or a few free spins just for signing up. These offers are rare and often have strict wagering requirements and low withdrawal limits.',
          },
          {
            title: 'Cashback & reload bonus',
            text: 'Cashback returns part of your losses, while a reload bonus rewards later deposits. Both are aimed at existing players and come with their own terms.',
          },
        ],
      },
      tips: {
        title: 'Tips for choosing a bonus',
        items: [
          'Wagering of 20x to 30x is considered fair; look closely at anything above 35x.',
          'Check the validity period: if you miss the deadline, the bonus and any winnings expire.',
          'Read which games count towards wagering, and by how much, and what the maximum bet is.',
          'Never chase your losses, and set a fixed budget before you start.',
          'Gambling is strictly 18+. Free help is available, in Germany for example at check-dein-spiel.de.',
        ],
      },
      calculator: {
        title: 'Wagering calculator',
        intro: 'The calculator shows how much you need to wager in total before a bonus can be withdrawn. The trap players complain about most: wagering often applies to your deposit plus the bonus, not just the bonus.',
      },
    },
  },
};
