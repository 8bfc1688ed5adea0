import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Poker Ratgeber: Varianten, Hände & Bankroll',
  metaDescription:
    'Casino-Poker oder Poker gegen andere Spieler? Wir erklären die wichtigsten Varianten, die Rangfolge der Hände und den Umgang mit deiner Bankroll.',
  keywords: 'Poker, Online Poker, Casino Poker, Texas Hold\'em, Poker Hände, Bankroll Management',
  title: 'Poker: Varianten, Hände und Bankroll',
  introduction:
    'Poker gibt es online in zwei Grundformen: gegen das Casino oder gegen andere Spieler. In beiden Fällen spielt das Glück eine große Rolle, auch wenn Erfahrung und Disziplin am Tisch mit Mitspielern stärker ins Gewicht fallen. Hier erfährst du, worin sich die Formen unterscheiden und wie du dein Budget im Griff behältst.',
  sections: [
    {
      title: 'Casino-Poker und Poker gegen Spieler',
      bullets: [
        '**Casino-Poker:** Bei Varianten wie Casino Hold\'em, Three Card Poker oder Caribbean Stud spielst du gegen die Bank, die einen eingebauten Hausvorteil hat.',
        '**Video-Poker:** Hier spielst du allein an einem Automaten und versuchst, aus fünf Karten eine möglichst starke Hand zu bilden; die Auszahlung richtet sich nach einer festen Tabelle.',
        '**Poker gegen Spieler:** Bei Texas Hold\'em oder Omaha trittst du gegen andere Spieler an, und der Anbieter verdient über eine Gebühr, den sogenannten Rake.',
        '**Cash Games und Turniere:** Im Cash Game stehen die Chips für echtes Geld und du kannst den Tisch jederzeit verlassen, bei Turnieren zahlst du ein festes Buy-in und spielst um Preisgeldplätze.',
        '**Deutsche Lizenz:** Online-Poker gegen andere Spieler kann in Deutschland von der GGL erlaubt werden – achte darauf, dass dein Anbieter auf der Whitelist steht.',
      ],
    },
    {
      title: 'Die Rangfolge der Hände',
      bullets: [
        '**Royal Flush und Straight Flush:** Fünf aufeinanderfolgende Karten derselben Farbe sind die stärksten Hände, angeführt vom Royal Flush von der Zehn bis zum Ass.',
        '**Vierling und Full House:** Vier Karten gleichen Werts schlagen ein Full House, das aus einem Drilling und einem Paar besteht.',
        '**Flush und Straße:** Ein Flush besteht aus fünf Karten derselben Farbe, eine Straße aus fünf aufeinanderfolgenden Karten beliebiger Farbe – der Flush ist höher.',
        '**Drilling und zwei Paare:** Drei Karten gleichen Werts schlagen zwei Paare, die wiederum ein einzelnes Paar schlagen.',
        '**Paar und höchste Karte:** Ein Paar schlägt eine Hand ohne Kombination, bei der nur die höchste Karte zählt.',
      ],
    },
    {
      title: 'Bankroll und Verantwortung',
      bullets: [
        '**Eigenes Pokerbudget:** Lege einen festen Betrag nur für Poker fest, dessen Verlust du ohne Probleme verkraften kannst.',
        '**Passende Limits:** Spiel auf Einsatzstufen, bei denen einzelne Verluste dein Budget nicht gefährden, und steig nicht aus Frust auf höhere Limits um.',
        '**Schwankungen einplanen:** Selbst erfahrene Spieler erleben lange Pechsträhnen, denn kurzfristig entscheidet oft das Kartenglück.',
        '**Tilt vermeiden:** Wenn du merkst, dass Ärger oder Frust deine Entscheidungen beeinflussen, ist eine Pause der klügste Spielzug.',
        '**Keine Einnahmequelle:** Sieh Poker als Hobby mit Risiko und nicht als Möglichkeit, regelmäßig Geld zu verdienen.',
      ],
    },
  ],
  cta: {
    title: 'Lizenzierte Anbieter vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos und ihr Angebot. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel nur mit festem Budget.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Poker Guide: Variants, Hand Rankings and Bankroll',
  metaDescription:
    'Casino poker or poker against other players? We explain the main variants, the poker hand rankings and how to manage your bankroll sensibly.',
  keywords: 'Poker, Online Poker, Casino Poker, Texas Hold\'em, Poker Hand Rankings, Bankroll Management',
  title: 'Poker: Variants, Hands and Bankroll',
  introduction:
    'Online poker comes in two basic forms: you either play against the casino or against other players. Luck plays a big part in both, even though experience and discipline count for more when you sit down with other players. Here is how the two differ and how to keep your budget under control.',
  sections: [
    {
      title: 'Casino Poker vs Poker Against Players',
      bullets: [
        '**Casino poker:** In games such as Casino Hold\'em, Three Card Poker or Caribbean Stud you play against the house, which has a built-in edge.',
        '**Video poker:** You play alone at a machine, trying to make the best possible five-card hand, with payouts set by a fixed paytable.',
        '**Player-versus-player poker:** In Texas Hold\'em or Omaha you compete against other players, and the operator earns a fee known as the rake.',
        '**Cash games and tournaments:** In a cash game your chips stand for real money and you can leave the table at any time, while tournaments have a fixed buy-in and pay prize money to the top finishers.',
        '**German licensing:** Online poker against other players can be licensed by the GGL in Germany, so check that your operator is on the whitelist.',
      ],
    },
    {
      title: 'Poker Hand Rankings',
      bullets: [
        '**Royal flush and straight flush:** Five cards in sequence and of the same suit are the strongest hands, topped by the royal flush from ten to ace.',
        '**Four of a kind and full house:** Four cards of the same rank beat a full house, which combines three of a kind with a pair.',
        '**Flush and straight:** A flush is five cards of the same suit and a straight is five cards in sequence of any suit, with the flush ranking higher.',
        '**Three of a kind and two pair:** Three cards of the same rank beat two pair, which in turn beats a single pair.',
        '**One pair and high card:** A pair beats a hand with no combination at all, where only the highest card counts.',
      ],
    },
    {
      title: 'Bankroll and Responsible Play',
      bullets: [
        '**A dedicated poker budget:** Set aside a fixed amount just for poker that you can comfortably afford to lose.',
        '**The right stakes:** Play at levels where a single loss will not put your budget at risk, and never move up in stakes out of frustration.',
        '**Expect swings:** Even experienced players go through long losing runs, because in the short term the cards often decide.',
        '**Avoid tilt:** If you notice anger or frustration creeping into your decisions, taking a break is the smartest move you can make.',
        '**Not an income:** Treat poker as a hobby that carries risk, not as a way to earn money on a regular basis.',
      ],
    },
  ],
  cta: {
    title: 'Compare Licensed Operators',
    text: 'Compare licensed casinos and what they offer on our home page. Gambling is for over-18s only, so always play with a fixed budget.',
    button: 'Compare casinos',
  },
};
