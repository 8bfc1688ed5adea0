import type { AboutContent, Localized } from './types';

export const aboutContent: Localized<AboutContent> = {
  de: {
    metaTitle: 'Über uns: Unabhängige Online-Casino-Tests seit 2018',
    metaDescription:
      'Lerne das Team hinter unseren Casino Tests kennen: seit 2018 über 500 Casinos geprüft, unabhängig bewertet und mit klarem Fokus auf Spielerschutz.',
    keywords: 'Über uns, Casino Tests, Unabhängige Casino Bewertungen, Spielerschutz, GGL Lizenz',
    title: 'Über uns',
    subtitle: 'Unabhängige Casino Tests, denen über 50.000 Spieler vertrauen',
    mission: {
      title: 'Unsere Mission',
      text: 'Wir wollen dir helfen, dich im Angebot der Online-Casinos sicher zurechtzufinden. Deshalb testen wir Anbieter gründlich, erklären ihre Bedingungen verständlich und zeigen dir bei jedem Casino, welche Lizenz es hat. Legal in Deutschland sind nur Anbieter mit einer Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL). Glücksspiel ist erst ab 18 Jahren erlaubt und sollte immer Unterhaltung bleiben, nie eine Einnahmequelle.',
    },
    values: [
      {
        title: 'Unabhängigkeit',
        text: 'Unsere Bewertungen entstehen ausschließlich auf Basis unserer eigenen Tests. Kein Casino kann sich eine bessere Platzierung oder eine positivere Bewertung erkaufen.',
      },
      {
        title: 'Transparenz',
        text: 'Wir finanzieren uns über Affiliate-Provisionen, wenn du dich über unsere Links bei einem Casino anmeldest. Diese Provisionen haben keinen Einfluss auf unsere Bewertungen, und wir legen offen, wie unsere Ratings zustande kommen.',
      },
      {
        title: 'Expertise',
        text: 'Seit 2018 haben wir über 500 Casinos getestet. Jedes Casino testen wir mindestens 30 Tage lang, bevor wir ein Urteil fällen.',
      },
      {
        title: 'Spielerschutz',
        text: 'Wir nennen bei jedem Anbieter seine Lizenz, sagen klar, wenn ihm die deutsche Erlaubnis fehlt, und achten auf Einzahlungslimits, Selbstsperre und seriöse Hilfsangebote. Verantwortungsvolles Spielen ist für uns wichtiger als jeder Bonus.',
      },
    ],
    team: {
      title: 'Unser Team',
      text: 'Hinter unseren Tests steht ein Team aus Casino-Experten, Redakteuren und Zahlungsspezialisten, die sich seit 2018 mit Online-Glücksspiel beschäftigen. Wir eröffnen echte Konten, zahlen ein, testen den Kundenservice und prüfen Auszahlungen selbst. Unsere Bewertungen aktualisieren wir alle 30 Tage, damit du dich auf aktuelle Informationen verlassen kannst.',
    },
    commitment: {
      title: 'Unser Versprechen',
      text: 'Wir sagen dir ehrlich, was ein Casino gut macht und wo es Schwächen hat, auch wenn das nicht jedem Anbieter gefällt. Gewinne versprechen wir dir nie, denn beim Glücksspiel entscheidet am Ende der Zufall. Wenn du merkst, dass dir das Spielen nicht mehr guttut, findest du unter check-dein-spiel.de kostenlose und anonyme Hilfe.',
    },
  },
  en: {
    metaTitle: 'About Us: Independent Online Casino Reviews Since 2018',
    metaDescription:
      'Meet the team behind our casino reviews: more than 500 casinos tested since 2018, rated independently and with a clear focus on player protection.',
    keywords: 'About Us, Casino Reviews, Independent Casino Ratings, Player Protection, GGL Licence',
    title: 'About Us',
    subtitle: 'Independent casino reviews trusted by more than 50,000 players',
    mission: {
      title: 'Our Mission',
      text: 'We want to help you find your way safely through the crowded world of online casinos. That is why we test operators thoroughly, explain their terms in plain language and show you which licence every casino holds. Only operators licensed by Germany\'s Joint Gambling Authority (GGL) are legal in Germany. Gambling is strictly 18+ and should always be entertainment, never a way to make money.',
    },
    values: [
      {
        title: 'Independence',
        text: 'Our ratings are based solely on our own testing. No casino can buy a higher ranking or a better review.',
      },
      {
        title: 'Transparency',
        text: 'We are funded by affiliate commissions when you sign up at a casino through our links. These commissions never influence our ratings, and we are open about how every score is calculated.',
      },
      {
        title: 'Expertise',
        text: 'Since 2018 we have tested more than 500 casinos. We test every casino for at least 30 days before we give our verdict.',
      },
      {
        title: 'Player Protection',
        text: 'We name every operator\'s licence, say plainly when it lacks a German one, and look closely at deposit limits, self-exclusion and access to support. Responsible gambling matters more to us than any bonus.',
      },
    ],
    team: {
      title: 'Our Team',
      text: 'Our reviews are written by a team of casino experts, editors and payment specialists who have been covering online gambling since 2018. We open real accounts, make deposits, put customer support to the test and request withdrawals ourselves. Every rating is updated every 30 days, so the information you rely on stays current.',
    },
    commitment: {
      title: 'Our Commitment',
      text: 'We tell you honestly what a casino does well and where it falls short, even when operators would rather we didn\'t. We will never promise you winnings, because chance always has the final say in gambling. If you feel gambling is no longer fun, free and confidential help is available, in Germany for example at check-dein-spiel.de.',
    },
  },
};
