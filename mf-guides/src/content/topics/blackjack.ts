import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Blackjack Ratgeber: Regeln & Grundstrategie erklärt',
  metaDescription:
    'Blackjack verständlich erklärt: Regeln, Kartenwerte, Spielzüge und wie die Grundstrategie den Hausvorteil senkt – ohne Gewinne zu garantieren.',
  keywords: 'Blackjack, Blackjack Regeln, Blackjack Strategie, Grundstrategie, Hausvorteil, Live Blackjack',
  title: 'Blackjack: Regeln und Grundstrategie',
  introduction:
    'Blackjack ist eines der bekanntesten Kartenspiele im Casino, weil deine eigenen Entscheidungen den Verlauf jeder Hand mitbestimmen. Mit der Grundstrategie kannst du den Hausvorteil verringern, ausschalten kannst du ihn aber nicht. Hier erfährst du, wie das Spiel funktioniert und was realistisch ist.',
  sections: [
    {
      title: 'Die Grundregeln',
      bullets: [
        '**Ziel des Spiels:** Du versuchst, mit deinen Karten näher an 21 Punkte heranzukommen als der Dealer, ohne 21 zu überschreiten.',
        '**Kartenwerte:** Zahlenkarten zählen ihren Augenwert, Bildkarten zählen zehn und ein Ass wahlweise eins oder elf.',
        '**Blackjack:** Ein Ass und eine Zehnerkarte als erste zwei Karten ergeben einen Blackjack, der klassisch 3:2 ausgezahlt wird.',
        '**Regeln für den Dealer:** Der Dealer muss nach festen Regeln ziehen, in der Regel so lange, bis er mindestens 17 Punkte erreicht hat.',
        '**Überkaufen:** Hast du mehr als 21 Punkte, verlierst du sofort – auch dann, wenn sich der Dealer danach ebenfalls überkauft.',
      ],
    },
    {
      title: 'Spielzüge und Grundstrategie',
      bullets: [
        '**Ziehen oder Stehen:** Mit „Hit“ nimmst du eine weitere Karte, mit „Stand“ bleibst du bei deinem aktuellen Wert.',
        '**Verdoppeln und Teilen:** Beim Verdoppeln erhöhst du deinen Einsatz für genau eine weitere Karte, beim Teilen machst du aus einem Paar zwei getrennte Hände.',
        '**Grundstrategie:** Diese mathematisch ermittelte Tabelle zeigt dir für jede Kombination aus deiner Hand und der offenen Dealerkarte den statistisch günstigsten Spielzug.',
        '**Hausvorteil senken:** Mit konsequenter Grundstrategie sinkt der Hausvorteil je nach Tischregeln deutlich, oft auf unter ein Prozent – einzelne Hände und ganze Sitzungen kannst du trotzdem verlieren.',
        '**Versicherung meiden:** Die Versicherung gegen einen Dealer-Blackjack ist laut Grundstrategie auf lange Sicht ungünstig und wird deshalb nicht empfohlen.',
      ],
    },
    {
      title: 'Realistisch bleiben',
      bullets: [
        '**Keine Gewinngarantie:** Die Grundstrategie verringert den Hausvorteil, kehrt ihn aber nicht um – auf lange Sicht behält das Casino einen Vorteil.',
        '**Tischregeln vergleichen:** Eine Blackjack-Auszahlung von 6:5 statt 3:2 erhöht den Hausvorteil spürbar, daher lohnt sich ein Blick in die Regeln.',
        '**Kartenzählen:** Online-Blackjack mit Zufallsgenerator mischt in der Regel nach jeder Runde neu, sodass Kartenzählen dort praktisch wirkungslos ist.',
        '**Deutsche Regeln:** Blackjack gehört zu den Tischspielen, die nicht unter die bundesweite GGL-Erlaubnis für virtuelle Automatenspiele fallen, und ist online nur mit einer gesonderten Erlaubnis der Bundesländer zulässig.',
        '**Budget und Pausen:** Leg vor dem Spiel einen festen Betrag fest und erhöhe deine Einsätze nie, um Verluste wieder hereinzuholen.',
      ],
    },
  ],
  cta: {
    title: 'Lizenzierte Casinos finden',
    text: 'Auf unserer Startseite findest du lizenzierte Casinos im Vergleich. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel mit Köpfchen und festem Budget.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Blackjack Guide: Rules and Basic Strategy Explained',
  metaDescription:
    'Blackjack made simple: the rules, card values, your options at the table and how basic strategy lowers the house edge, without ever guaranteeing a win.',
  keywords: 'Blackjack, Blackjack Rules, Blackjack Strategy, Basic Strategy, House Edge, Live Blackjack',
  title: 'Blackjack: Rules and Basic Strategy',
  introduction:
    'Blackjack is one of the best-known casino card games, not least because your own decisions shape how each hand plays out. Basic strategy can reduce the house edge, but it cannot remove it. Here is how the game works and what you can realistically expect.',
  sections: [
    {
      title: 'The Basic Rules',
      bullets: [
        '**The goal:** You try to get closer to 21 than the dealer without going over.',
        '**Card values:** Number cards count at face value, picture cards count as ten and an ace counts as either one or eleven.',
        '**Blackjack:** An ace and a ten-value card as your first two cards make a blackjack, which traditionally pays 3:2.',
        '**Dealer rules:** The dealer has to follow fixed rules and usually keeps drawing until reaching at least 17.',
        '**Going bust:** If your hand goes over 21 you lose straight away, even if the dealer busts afterwards too.',
      ],
    },
    {
      title: 'Your Options and Basic Strategy',
      bullets: [
        '**Hit or stand:** Hit to take another card, or stand to keep the total you have.',
        '**Double and split:** Doubling down raises your stake in exchange for exactly one more card, while splitting turns a pair into two separate hands.',
        '**Basic strategy:** This mathematically derived chart shows the statistically best move for every combination of your hand and the dealer\'s up card.',
        '**Lowering the house edge:** Played consistently, basic strategy brings the house edge down considerably, often below one per cent depending on the table rules, yet you can still lose any hand or session.',
        '**Skip insurance:** According to basic strategy, insuring against a dealer blackjack is a poor bet in the long run, so it is best avoided.',
      ],
    },
    {
      title: 'Keeping It Realistic',
      bullets: [
        '**No guaranteed wins:** Basic strategy reduces the house edge but never reverses it, so the casino keeps an advantage over time.',
        '**Compare table rules:** A blackjack payout of 6:5 instead of 3:2 noticeably increases the house edge, so always check the rules first.',
        '**Card counting:** Online RNG blackjack usually reshuffles after every hand, which makes card counting practically useless.',
        '**German rules:** Blackjack is a table game that is not covered by the nationwide GGL licence for virtual slots, so online it is only permitted with a separate licence from the federal states.',
        '**Budget and breaks:** Fix an amount before you play and never raise your stakes to win back losses.',
      ],
    },
  ],
  cta: {
    title: 'Find Licensed Casinos',
    text: 'Compare licensed casinos on our home page. Gambling is for over-18s only, so play smart and stick to a fixed budget.',
    button: 'Compare casinos',
  },
};
