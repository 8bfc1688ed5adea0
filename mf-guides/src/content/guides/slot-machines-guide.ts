import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Spielautomaten Ratgeber: RTP, Volatilität & Regeln',
  metaDescription:
    'Online-Slots verständlich erklärt: RTP, Volatilität, Gewinnlinien und Features sowie die deutschen Regeln mit 1 € Höchsteinsatz und 5 Sekunden pro Spin.',
  keywords: 'Spielautomaten, Online Slots, RTP, Volatilität, Gewinnlinien, Freispiele, Slot Regeln Deutschland',
  title: 'Spielautomaten Ratgeber',
  introduction:
    'Spielautomaten sind die beliebtesten Spiele im Online-Casino – und reine Glücksspiele, bei denen ein Zufallsgenerator über jedes Ergebnis entscheidet. Wenn du Begriffe wie RTP und Volatilität verstehst, kannst du Slots besser einschätzen und bewusster auswählen. Eine Garantie auf Gewinne gibt es dabei nie.',
  sections: [
    {
      title: 'RTP und Volatilität',
      bullets: [
        '**Zufallsgenerator:** Jeder Spin ist unabhängig vom vorherigen, einen Automaten, der „fällig“ ist, gibt es also nicht.',
        '**Was RTP bedeutet:** Die Auszahlungsquote (Return to Player) gibt an, welcher Anteil aller Einsätze über sehr viele Spins rechnerisch zurückfließt; üblich sind etwa 94 bis 97 %, teils auch weniger, und den genauen Wert findest du meist im Infobereich des Spiels.',
        '**RTP ist kein Versprechen:** Ein RTP von 96 % heißt nicht, dass du von 100 € genau 96 € zurückbekommst – in einer einzelnen Session kann das Ergebnis stark davon abweichen.',
        '**Volatilität:** Diese Kennzahl beschreibt, wie Gewinne verteilt sind: Niedrig volatile Slots zahlen häufiger kleine Beträge aus, hoch volatile seltener, dafür größere.',
        '**Passend zum Budget:** Bei hoher Volatilität sind lange Durststrecken normal, deshalb solltest du dein Budget und deine Erwartungen entsprechend anpassen.',
      ],
    },
    {
      title: 'Gewinnlinien und Features',
      bullets: [
        '**Walzen und Gewinnlinien:** Ein Gewinn entsteht, wenn passende Symbole auf einer aktiven Gewinnlinie landen; klassische Slots haben oft 5 bis 25 Linien.',
        '**Ways to Win:** Bei vielen modernen Slots zählen passende Symbole auf benachbarten Walzen unabhängig von festen Linien, teils mit Hunderten oder Tausenden Gewinnwegen.',
        '**Wilds und Scatter:** Wild-Symbole ersetzen andere Symbole, Scatter-Symbole lösen meist Bonusfunktionen wie Freispiele aus.',
        '**Bonusfeatures:** Freispielrunden, Multiplikatoren oder Kaskaden sorgen für Abwechslung, ändern aber nichts daran, dass der RTP über alle Spins hinweg festgelegt ist.',
        '**Demo-Modus:** Wo eine Demo-Version angeboten wird, kannst du Features und Spielablauf mit Spielgeld kennenlernen, bevor du echtes Geld einsetzt.',
      ],
    },
    {
      title: 'Regeln für Slots in Deutschland',
      bullets: [
        '**Höchsteinsatz 1 €:** Bei in Deutschland lizenzierten Anbietern darfst du pro Spin höchstens 1 € einsetzen.',
        '**Mindestens 5 Sekunden pro Spin:** Jede Spielrunde dauert mindestens 5 Sekunden, damit das Spieltempo bewusst gebremst wird.',
        '**Kein Autoplay:** Automatische Spins sind nicht erlaubt, du startest also jede Runde selbst.',
        '**Monatliches Einzahlungslimit:** Für alle lizenzierten Online-Glücksspielanbieter zusammen gilt grundsätzlich ein Einzahlungslimit von 1.000 € pro Monat, das über die Limitdatei LUGAS überwacht wird.',
        '**Lizenz prüfen:** Diese Schutzregeln gelten nur bei Anbietern mit deutscher Erlaubnis, die du auf der amtlichen Whitelist der GGL findest.',
      ],
    },
  ],
  cta: {
    title: 'Spielautomaten-Casinos vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos mit großer Slot-Auswahl. Glücksspiel ist erst ab 18 Jahren erlaubt – setze nur Geld ein, dessen Verlust du verkraften kannst.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Slot Machines Guide: RTP, Volatility & German Rules',
  metaDescription:
    'Online slots explained: RTP, volatility, paylines and bonus features, plus the German rules of a €1 maximum stake per spin and at least 5 seconds per spin.',
  keywords: 'Slot Machines, Online Slots, RTP, Volatility, Paylines, Free Spins, German Slot Rules',
  title: 'Slot Machines Guide',
  introduction:
    'Slots are the most popular games at any online casino, and they are pure games of chance: a random number generator decides every outcome. Knowing what RTP and volatility mean helps you size up a slot and choose more deliberately, but nothing can guarantee a win.',
  sections: [
    {
      title: 'RTP and Volatility',
      bullets: [
        '**Random number generator:** Every spin is independent of the last, so there is no such thing as a machine that is “due” to pay out.',
        '**What RTP means:** Return to Player is the share of all stakes a slot pays back in theory over a very large number of spins, typically around 94% to 97% and sometimes lower; you will usually find the exact figure in the game\'s info screen.',
        '**RTP is not a promise:** A 96% RTP does not mean you get €96 back from €100, and the result of a single session can be a long way off that figure.',
        '**Volatility:** This describes how wins are spread out: low-volatility slots pay small amounts more often, while high-volatility slots pay less often but in bigger chunks.',
        '**Fit it to your budget:** Long dry spells are normal on high-volatility slots, so adjust your budget and your expectations accordingly.',
      ],
    },
    {
      title: 'Paylines and Features',
      bullets: [
        '**Reels and paylines:** You win when matching symbols land on an active payline, and classic slots often have between 5 and 25 lines.',
        '**Ways to win:** Many modern slots pay for matching symbols on adjacent reels regardless of fixed lines, sometimes offering hundreds or thousands of ways to win.',
        '**Wilds and scatters:** Wild symbols stand in for other symbols, while scatters usually trigger bonus features such as free spins.',
        '**Bonus features:** Free spin rounds, multipliers and cascading reels add variety, but they do not change the fact that the RTP is fixed across all spins.',
        '**Demo mode:** Where a demo version is available, you can explore the features and gameplay with play money before you stake real money.',
      ],
    },
    {
      title: 'Slot Rules in Germany',
      bullets: [
        '**€1 maximum stake:** At operators licensed in Germany, you can stake no more than €1 per spin.',
        '**At least 5 seconds per spin:** Every round lasts at least 5 seconds, which deliberately slows down the pace of play.',
        '**No autoplay:** Automatic spins are not permitted, so you start every round yourself.',
        '**Monthly deposit limit:** A deposit limit of generally €1,000 a month applies across all licensed online gambling operators combined and is monitored through the LUGAS limit system.',
        '**Check the licence:** These protections only apply at operators with a German licence, which you can look up on the official GGL whitelist.',
      ],
    },
  ],
  cta: {
    title: 'Compare Slot Casinos',
    text: 'Compare licensed casinos with a wide choice of slots on our home page. You must be 18+ to play, and you should only ever stake money you can afford to lose.',
    button: 'Compare casinos',
  },
};
