import type { Localized, TermsContent } from './types';

export const termsContent: Localized<TermsContent> = {
  de: {
    metaTitle: 'AGB: Nutzungsbedingungen unseres Casino-Vergleichs',
    metaDescription:
      'Die Nutzungsbedingungen unserer Casino-Vergleichsseite: Leistungen, Affiliate-Links, Nutzung ab 18 Jahren, Haftungsausschluss, Urheberrecht und anwendbares Recht.',
    keywords: 'AGB, Nutzungsbedingungen, Casino Vergleich, Affiliate Links, Haftungsausschluss, Spielerschutz',
    title: 'Allgemeine Geschäfts\u00ADbedingungen',
    subtitle: 'Die Bedingungen für die Nutzung unserer Website',
    sections: [
      {
        title: 'Geltungsbereich',
        paragraphs: [
          'Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für die Nutzung dieser Website, die von dem im Impressum genannten Betreiber betrieben wird. Mit der Nutzung der Website erklärst du dich mit diesen Bedingungen einverstanden.',
          'Für die Angebote der Online-Casinos, auf die wir verlinken, gelten ausschließlich die Geschäftsbedingungen des jeweiligen Anbieters. Wie wir mit deinen Daten umgehen, erklären wir in unserer Datenschutzerklärung.',
        ],
      },
      {
        title: 'Unsere Leistungen',
        paragraphs: [
          'Wir sind ein Informations- und Vergleichsportal: Wir testen und bewerten Online-Casinos, vergleichen Bonusangebote und veröffentlichen Ratgeber rund um das Online-Glücksspiel. Die Nutzung der Website ist kostenlos und ohne Anmeldung möglich.',
          'Auf dieser Website wird kein Glücksspiel angeboten. Wir nehmen keine Einsätze an, zahlen keine Gewinne aus und führen keine Spielerkonten. Verträge über die Teilnahme an Glücksspielen kommen ausschließlich zwischen dir und dem jeweiligen Casino zustande.',
          'Viele Links auf dieser Website sind Affiliate-Links. Wenn du über einen solchen Link zu einem Casino gelangst, erhalten wir vom Anbieter gegebenenfalls eine Provision. Für dich entstehen dadurch keine zusätzlichen Kosten, und die Provision hat keinen Einfluss auf unsere Bewertungen.',
        ],
      },
      {
        title: 'Nutzungsrechte und Pflichten',
        paragraphs: [
          'Du darfst die Inhalte dieser Website für private, nicht kommerzielle Zwecke abrufen und lesen.',
          'Die Website richtet sich ausschließlich an volljährige Personen. Du darfst unsere Links zu Casinos nur nutzen, wenn du mindestens 18 Jahre alt bist und die Teilnahme an Online-Glücksspielen an deinem Aufenthaltsort erlaubt ist. Ob dies für dich zutrifft, musst du selbst prüfen.',
          'Du verpflichtest dich, die Website nicht missbräuchlich zu nutzen, insbesondere ihren Betrieb nicht zu stören, keine Sicherheitsmaßnahmen zu umgehen und Inhalte nicht automatisiert in großem Umfang auszulesen.',
        ],
      },
      {
        title: 'Haftungs\u00ADausschluss',
        paragraphs: [
          'Wir erstellen unsere Inhalte mit großer Sorgfalt und aktualisieren sie regelmäßig. Dennoch übernehmen wir keine Gewähr für die Richtigkeit, Vollständigkeit und Aktualität der Informationen; alle Angaben sind ohne Gewähr.',
          'Bonusangebote, Umsatzbedingungen und andere Konditionen legen die Casinos selbst fest und können sich jederzeit ändern. Maßgeblich sind allein die Bedingungen des jeweiligen Anbieters; bitte prüfe diese vor jeder Anmeldung und Einzahlung.',
          'Für die Inhalte verlinkter externer Websites sind ausschließlich deren Betreiber verantwortlich. Unsere Inhalte stellen keine Rechts-, Steuer- oder Finanzberatung dar, und wir versprechen keine Gewinne.',
          'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Im Übrigen ist unsere Haftung ausgeschlossen, soweit dies gesetzlich zulässig ist.',
        ],
      },
      {
        title: 'Geistiges Eigentum',
        paragraphs: [
          'Texte, Bewertungen, Grafiken und die Gestaltung dieser Website sind urheberrechtlich geschützt. Jede Vervielfältigung, Bearbeitung oder Verbreitung über die gesetzlich erlaubten Fälle wie das Zitatrecht hinaus bedarf unserer vorherigen schriftlichen Zustimmung.',
          'Namen und Logos der vorgestellten Casinos und Spielehersteller sind Marken ihrer jeweiligen Inhaber. Wir verwenden sie ausschließlich, um die Angebote zu beschreiben und zu vergleichen.',
        ],
      },
      {
        title: 'Änderungen dieser Bedingungen',
        paragraphs: [
          'Wir können diese Bedingungen ändern, etwa wenn sich unser Angebot oder die Rechtslage ändert. Die jeweils aktuelle Fassung veröffentlichen wir auf dieser Seite.',
          'Für deine Nutzung gilt die Fassung, die zum Zeitpunkt deines Besuchs auf dieser Seite veröffentlicht ist.',
        ],
      },
      {
        title: 'Anwendbares Recht',
        paragraphs: [
          'Für diese Bedingungen und die Nutzung dieser Website gilt das Recht der Bundesrepublik Deutschland.',
          'Wenn du Verbraucher bist, bleiben die zwingenden Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast, unberührt.',
          'Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen davon unberührt.',
        ],
      },
    ],
    notice: {
      title: 'Hinweis zum Spielerschutz',
      text: 'Glücksspiel ist erst ab 18 Jahren erlaubt und kann süchtig machen. Spiele verantwortungsvoll und nur mit Geld, dessen Verlust du dir leisten kannst. Kostenlose Hilfe erhältst du bei der Telefonberatung der BZgA unter 0800 1 37 27 00 und auf check-dein-spiel.de.',
    },
  },
  en: {
    metaTitle: 'Terms and Conditions for Using Our Casino Comparison',
    metaDescription:
      'The terms of use for our casino comparison site: our services, affiliate links, use from age 18 only, disclaimer, intellectual property and applicable law.',
    keywords: 'Terms and Conditions, Terms of Use, Casino Comparison, Affiliate Links, Disclaimer, Player Protection',
    title: 'Terms and Conditions',
    subtitle: 'The conditions for using our website',
    sections: [
      {
        title: 'Scope',
        paragraphs: [
          'These terms and conditions apply to the use of this website, which is run by the operator named in the imprint. By using the website, you agree to these terms.',
          'The offers of the online casinos we link to are governed solely by the terms and conditions of the respective operator. How we handle your data is explained in our privacy policy.',
        ],
      },
      {
        title: 'Our Services',
        paragraphs: [
          'We are an information and comparison site: we test and rate online casinos, compare bonus offers and publish guides on online gambling. Using the website is free of charge and requires no registration.',
          'No gambling is offered on this website. We do not accept stakes, pay out winnings or hold player accounts. Any contract to take part in gambling is concluded solely between you and the casino in question.',
          'Many links on this website are affiliate links. If you go to a casino through one of these links, the operator may pay us a commission. This costs you nothing extra, and the commission has no influence on our ratings.',
        ],
      },
      {
        title: 'Rights and Obligations of Use',
        paragraphs: [
          'You may access and read the content of this website for private, non-commercial purposes.',
          'This website is intended for adults only. You may only use our links to casinos if you are at least 18 years old and taking part in online gambling is legal where you are. It is your responsibility to check whether this applies to you.',
          'You agree not to misuse the website, in particular not to disrupt its operation, circumvent security measures or scrape its content automatically on a large scale.',
        ],
      },
      {
        title: 'Disclaimer',
        paragraphs: [
          'We create our content with great care and update it regularly. Nevertheless, we cannot guarantee that the information is accurate, complete or up to date; all information is provided without guarantee.',
          'Bonus offers, wagering requirements and other conditions are set by the casinos themselves and may change at any time. Only the operator\'s own terms are binding, so please check them before you sign up or make a deposit.',
          'The operators of linked external websites are solely responsible for their content. Our content does not constitute legal, tax or financial advice, and we never promise any winnings.',
          'We accept unlimited liability for intent and gross negligence and for damage resulting from injury to life, body or health. Otherwise, our liability is excluded to the extent permitted by law.',
        ],
      },
      {
        title: 'Intellectual Property',
        paragraphs: [
          'The texts, reviews, graphics and design of this website are protected by copyright. Any reproduction, adaptation or distribution beyond what the law permits, such as quotation, requires our prior written consent.',
          'The names and logos of the casinos and game providers we feature are trademarks of their respective owners. We use them solely to describe and compare their offers.',
        ],
      },
      {
        title: 'Changes to These Terms',
        paragraphs: [
          'We may change these terms, for example when our services or the legal situation change. The current version is always published on this page.',
          'Your use of the website is governed by the version published on this page at the time of your visit.',
        ],
      },
      {
        title: 'Applicable Law',
        paragraphs: [
          'These terms and the use of this website are governed by the law of the Federal Republic of Germany.',
          'If you are a consumer, the mandatory consumer protection rules of the country in which you have your habitual residence remain unaffected.',
          'Should any provision of these terms be invalid, the validity of the remaining provisions remains unaffected.',
        ],
      },
    ],
    notice: {
      title: 'Player Protection Notice',
      text: 'Gambling is for adults aged 18 and over only and can be addictive. Play responsibly and only with money you can afford to lose. Free help is available from the BZgA helpline on 0800 1 37 27 00 and at check-dein-spiel.de.',
    },
  },
};
