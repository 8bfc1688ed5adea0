import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Roulette Ratgeber: Varianten, Einsätze & Hausvorteil',
  metaDescription:
    'Europäisches oder amerikanisches Roulette? Wir erklären Einsätze, Auszahlungen und Hausvorteil – und warum Systeme wie Martingale nicht funktionieren.',
  keywords: 'Roulette, Europäisches Roulette, Amerikanisches Roulette, Roulette Einsätze, Hausvorteil, Martingale',
  title: 'Roulette: Varianten, Einsätze und Hausvorteil',
  introduction:
    'Roulette ist ein reines Glücksspiel: Wo die Kugel landet, lässt sich weder vorhersagen noch beeinflussen. Trotzdem hilft es, die Unterschiede zwischen den Varianten und Einsatzarten zu kennen. Hier erfährst du, wie Roulette funktioniert und warum kein Wettsystem den Hausvorteil aushebeln kann.',
  sections: [
    {
      title: 'Europäisch, Französisch, Amerikanisch',
      bullets: [
        '**Europäisches Roulette:** Der Kessel hat 37 Fächer mit den Zahlen 1 bis 36 und einer einzigen Null, was einen Hausvorteil von 2,7 Prozent ergibt.',
        '**Amerikanisches Roulette:** Hier kommt eine Doppelnull hinzu, wodurch der Hausvorteil auf etwa 5,26 Prozent steigt.',
        '**Französisches Roulette:** Es nutzt den Kessel mit einer Null und kennt oft die La-Partage-Regel, nach der du auf einfachen Chancen nur die Hälfte deines Einsatzes verlierst, wenn die Null fällt.',
        '**Variante bewusst wählen:** Wenn du die Wahl hast, ist eine Variante mit nur einer Null wegen des geringeren Hausvorteils die bessere Wahl.',
        '**Jeder Dreh ist unabhängig:** Auch nach zehnmal Rot ist die Chance auf Schwarz beim nächsten Dreh nicht höher.',
      ],
    },
    {
      title: 'Einsätze und Auszahlungen',
      bullets: [
        '**Plein:** Ein Einsatz auf eine einzelne Zahl wird mit 35:1 ausgezahlt, trifft aber nur selten.',
        '**Cheval, Transversale und Carré:** Einsätze auf zwei, drei oder vier Zahlen zahlen 17:1, 11:1 beziehungsweise 8:1 aus.',
        '**Dutzend und Kolonne:** Setzt du auf ein Dutzend oder eine Kolonne mit jeweils zwölf Zahlen, wird ein Treffer mit 2:1 ausgezahlt.',
        '**Einfache Chancen:** Rot oder Schwarz, Gerade oder Ungerade sowie Hoch oder Tief zahlen 1:1, verlieren aber, wenn die Null fällt.',
        '**Gleicher Hausvorteil:** Beim europäischen Roulette haben alle Standardeinsätze denselben Hausvorteil – die Wahl der Wette bestimmt nur, wie stark dein Guthaben schwankt.',
      ],
    },
    {
      title: 'Warum Systeme nicht funktionieren',
      bullets: [
        '**Martingale erklärt:** Beim Martingale-System verdoppelst du nach jedem Verlust deinen Einsatz, um mit dem nächsten Gewinn alle bisherigen Verluste auszugleichen.',
        '**Der Haken:** Schon eine kurze Pechsträhne lässt die Einsätze so stark steigen, dass dein Budget oder das Tischlimit schnell erreicht ist – und dann ist der Verlust hoch.',
        '**Die Mathematik bleibt gleich:** Kein Einsatzmuster verändert die Wahrscheinlichkeiten einer einzelnen Drehung, deshalb bleibt der Hausvorteil immer bestehen.',
        '**Andere Systeme:** Auch Fibonacci, D\'Alembert und ähnliche Progressionen verschieben nur, wann Gewinne und Verluste anfallen, ohne den Hausvorteil zu schlagen.',
        '**Deutsche Regeln:** Online-Roulette gehört nicht zur bundesweiten GGL-Erlaubnis für virtuelle Automatenspiele und ist nur mit einer gesonderten Erlaubnis der Bundesländer zulässig.',
      ],
    },
  ],
  cta: {
    title: 'Lizenzierte Casinos finden',
    text: 'Vergleiche auf unserer Startseite lizenzierte Casinos und ihr Spielangebot. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel zur Unterhaltung und mit festem Limit.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Roulette Guide: Variants, Bets and the House Edge',
  metaDescription:
    'European or American roulette? We explain the bets, payouts and house edge, and why betting systems such as Martingale can never beat the odds.',
  keywords: 'Roulette, European Roulette, American Roulette, Roulette Bets, House Edge, Martingale',
  title: 'Roulette: Variants, Bets and the House Edge',
  introduction:
    'Roulette is pure chance: nobody can predict or influence where the ball will land. It still helps to know how the different variants and bets compare. This guide explains how roulette works and why no betting system can get around the house edge.',
  sections: [
    {
      title: 'European, French and American',
      bullets: [
        '**European roulette:** The wheel has 37 pockets, numbered 1 to 36 plus a single zero, which gives a house edge of 2.7 per cent.',
        '**American roulette:** An extra double zero pushes the house edge up to around 5.26 per cent.',
        '**French roulette:** It uses the single-zero wheel and often includes the La Partage rule, so you only lose half of an even-money stake when the zero comes up.',
        '**Choose wisely:** If you have the option, a single-zero game is the better choice thanks to its lower house edge.',
        '**Every spin is independent:** Ten reds in a row do not make black any more likely on the next spin.',
      ],
    },
    {
      title: 'Bets and Payouts',
      bullets: [
        '**Straight up:** A bet on a single number pays 35:1 but rarely hits.',
        '**Split, street and corner:** Bets on two, three or four numbers pay 17:1, 11:1 and 8:1 respectively.',
        '**Dozens and columns:** These bets cover twelve numbers each and pay 2:1.',
        '**Even-money bets:** Red or black, odd or even and high or low pay 1:1, but they lose when the ball lands on zero.',
        '**Same edge everywhere:** In European roulette every standard bet carries the same house edge, so your choice of bet only changes how much your balance swings.',
      ],
    },
    {
      title: 'Why Betting Systems Fail',
      bullets: [
        '**Martingale in a nutshell:** You double your stake after every loss, hoping the next win will recover everything you have lost so far.',
        '**The catch:** Even a short losing streak sends your stakes soaring until you hit your budget or the table limit, and then the loss is a big one.',
        '**The maths does not change:** No betting pattern alters the odds of an individual spin, so the house edge always remains.',
        '**Other systems:** Fibonacci, D\'Alembert and similar progressions only change when wins and losses happen, and none of them beats the house edge.',
        '**German rules:** Online roulette is not covered by the nationwide GGL licence for virtual slots and is only permitted with a separate licence from the federal states.',
      ],
    },
  ],
  cta: {
    title: 'Find Licensed Casinos',
    text: 'Compare licensed casinos and their games on our home page. Gambling is for over-18s only, so play for fun and set yourself a firm limit.',
    button: 'Compare casinos',
  },
};
