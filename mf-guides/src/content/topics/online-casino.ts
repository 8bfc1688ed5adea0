import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Seriöses Online Casino erkennen: Lizenz & Sicherheit',
  metaDescription:
    'So erkennst du ein seriöses Online Casino: GGL-Whitelist, gültige Lizenz, SSL-Verschlüsselung und unabhängig geprüfte Spiele – unser Ratgeber.',
  keywords: 'Online Casino, seriöses Online Casino, GGL Whitelist, Casino Lizenz, SSL Verschlüsselung, Fair Play',
  title: 'Online Casino: So erkennst du seriöse Anbieter',
  introduction:
    'Die Auswahl an Online-Casinos ist groß, doch nicht jeder Anbieter arbeitet legal und transparent. In diesem Ratgeber zeigen wir dir, woran du lizenzierte und vertrauenswürdige Casinos erkennst. Denk dabei immer daran: Auch beim besten Anbieter ist Glücksspiel Unterhaltung mit Risiko und kein Weg zum Geldverdienen.',
  sections: [
    {
      title: 'Lizenz und Regulierung',
      bullets: [
        '**GGL-Whitelist:** Die Gemeinsame Glücksspielbehörde der Länder (GGL) führt eine amtliche Whitelist aller Anbieter mit Erlaubnis in Deutschland – ein kurzer Blick dort schafft Klarheit.',
        '**Deutsche Erlaubnis:** Für Spieler in Deutschland ist die Erlaubnis nach dem Glücksspielstaatsvertrag maßgeblich, denn nur dann gelten die deutschen Regeln zum Spielerschutz.',
        '**EU-Lizenzen:** Lizenzen aus anderen EU-Staaten wie Malta zeigen, dass ein Anbieter reguliert wird, ersetzen aber keine deutsche Erlaubnis für das Angebot in Deutschland.',
        '**Lizenzangaben prüfen:** Seriöse Casinos nennen Aufsichtsbehörde und Lizenznummer gut sichtbar, meist in der Fußzeile – fehlen diese Angaben, ist Vorsicht angebracht.',
        '**Impressum und Firmensitz:** Ein vollständiges Impressum mit Firmenname, Anschrift und Kontaktdaten gehört zu jedem vertrauenswürdigen Anbieter.',
      ],
    },
    {
      title: 'Sicherheit und faire Spiele',
      bullets: [
        '**SSL-Verschlüsselung:** Achte auf „https“ und das Schloss-Symbol in der Adressleiste, damit deine persönlichen Daten und Zahlungsinformationen verschlüsselt übertragen werden.',
        '**Geprüfte Zufallsgeneratoren:** Unabhängige Testlabore wie eCOGRA oder GLI prüfen, ob die Spielergebnisse tatsächlich zufällig entstehen.',
        '**Transparente Auszahlungsquoten:** Seriöse Anbieter zeigen die Auszahlungsquote (RTP) ihrer Spiele offen an; bei Anbietern mit deutscher Erlaubnis ist das sogar vorgeschrieben.',
        '**Klare Zahlungsbedingungen:** Etablierte Zahlungsdienste und verständliche Angaben zu Gebühren, Limits und Auszahlungsdauer sprechen für einen seriösen Anbieter.',
        '**Verifizierung:** Eine Identitätsprüfung vor der ersten Auszahlung ist keine Schikane, sondern ein Zeichen dafür, dass der Anbieter Jugendschutz und Geldwäscheprävention ernst nimmt.',
      ],
    },
    {
      title: 'Spielerschutz und Service',
      bullets: [
        '**Limits und Pausen:** Gute Casinos bieten dir Einzahlungs-, Verlust- und Zeitlimits an, die du einfach selbst einstellen kannst.',
        '**Sperrsystem OASIS:** Anbieter mit deutscher Erlaubnis sind an das bundesweite Sperrsystem OASIS angeschlossen, über das du dich bei Bedarf vom Spiel ausschließen lassen kannst.',
        '**Faire Bedingungen:** Verständliche AGB und Bonusbedingungen ohne versteckte Klauseln zeigen, dass ein Anbieter offen mit dir umgeht.',
        '**Erreichbarer Kundenservice:** Ein deutschsprachiger Support per Live-Chat oder E-Mail, der schnell und kompetent antwortet, ist ein wichtiges Qualitätsmerkmal.',
        '**Warnsignale:** Gewinnversprechen, aggressive Werbung oder fehlende Lizenzangaben sind klare Gründe, einen Anbieter zu meiden.',
      ],
    },
  ],
  cta: {
    title: 'Lizenzierte Casinos im Vergleich',
    text: 'Auf unserer Startseite findest du geprüfte Online-Casinos im direkten Vergleich. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel verantwortungsvoll.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Trusted Online Casinos: Licences & Safety Explained',
  metaDescription:
    'Learn how to spot a trustworthy online casino: the GGL whitelist, valid licences, SSL encryption and independently tested games, explained for Germany.',
  keywords: 'Online Casino, Trusted Online Casino, GGL Whitelist, Casino Licence, SSL Encryption, Fair Play',
  title: 'Online Casinos: How to Spot a Trustworthy Operator',
  introduction:
    'There is no shortage of online casinos, but not every operator is licensed or plays fair. This guide shows you the signs of a regulated, trustworthy site. Even at the best casino, though, gambling is entertainment that comes with risk, not a way to make money.',
  sections: [
    {
      title: 'Licensing and Regulation',
      bullets: [
        '**The GGL whitelist:** Germany\'s Joint Gambling Authority of the Federal States (GGL) publishes an official whitelist of every operator licensed in the country, so that is the first place to check.',
        '**German licence:** If you play from Germany, a licence under the Interstate Treaty on Gambling is what counts, because only then do German player-protection rules apply.',
        '**Other EU licences:** A licence from another EU country such as Malta shows that an operator is regulated, but it does not replace German permission to serve players in Germany.',
        '**Visible licence details:** Reputable casinos display their regulator and licence number clearly, usually in the footer, so be wary if that information is missing.',
        '**Company details:** A full legal notice with the company name, address and contact details is standard for any operator worth your trust.',
      ],
    },
    {
      title: 'Security and Fair Play',
      bullets: [
        '**SSL encryption:** Look for "https" and the padlock icon in your browser so that your personal and payment data are sent encrypted.',
        '**Tested random number generators:** Independent labs such as eCOGRA or GLI check that game outcomes really are random.',
        '**Published RTP:** Trustworthy operators show the return to player (RTP) of their games openly, and German-licensed sites are required to do so.',
        '**Clear payment terms:** Established payment providers and plain information on fees, limits and withdrawal times are a good sign.',
        '**Identity checks:** Being asked to verify your identity before your first withdrawal is not red tape for its own sake; it shows the operator takes age checks and anti-money-laundering rules seriously.',
      ],
    },
    {
      title: 'Player Protection and Service',
      bullets: [
        '**Limits and breaks:** Good casinos let you set your own deposit, loss and time limits quickly and easily.',
        '**OASIS self-exclusion:** German-licensed operators are connected to OASIS, the nationwide self-exclusion system, so you can block yourself from gambling if you need to.',
        '**Fair terms:** Plain-language terms and bonus conditions without hidden clauses show that an operator is being upfront with you.',
        '**Responsive support:** Customer service via live chat or email that answers quickly and knowledgeably is a key mark of quality.',
        '**Red flags:** Promises of winnings, pushy marketing or missing licence details are all good reasons to walk away.',
      ],
    },
  ],
  cta: {
    title: 'Compare Licensed Casinos',
    text: 'Head to our home page to compare vetted online casinos side by side. Gambling is for adults aged 18 and over only, so please play responsibly.',
    button: 'Compare casinos',
  },
};
