import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Progressive Jackpots: So funktionieren Jackpot-Slots',
  metaDescription:
    'Wie wachsen progressive Jackpots, wie klein sind die Gewinnchancen und was bedeutet das für den RTP? Unser ehrlicher Ratgeber zu Jackpot-Spielen.',
  keywords: 'Progressive Jackpots, Jackpot Slots, Netzwerk Jackpot, Jackpot Chancen, RTP, Spielautomaten',
  title: 'Progressive Jackpots: Große Summen, kleine Chancen',
  introduction:
    'Progressive Jackpots locken mit Summen, die mit jedem Einsatz weiter wachsen. Die Wahrscheinlichkeit, einen solchen Hauptgewinn zu treffen, ist allerdings äußerst gering. Hier erfährst du, wie Jackpots entstehen und warum du sie als Unterhaltung und nicht als Chance auf schnellen Reichtum sehen solltest.',
  sections: [
    {
      title: 'So wachsen Jackpots',
      bullets: [
        '**Anteil jedes Einsatzes:** Ein kleiner Teil jedes Einsatzes fließt in den Jackpot, der dadurch so lange wächst, bis ihn jemand gewinnt.',
        '**Lokale Jackpots:** Diese Jackpots sind an ein einzelnes Spiel oder ein einzelnes Casino gebunden und wachsen deshalb meist langsamer.',
        '**Netzwerk-Jackpots:** Hier speisen viele Casinos oder Spiele denselben Topf, sodass der Jackpot schneller steigt und sehr hohe Summen erreichen kann.',
        '**Startbetrag:** Nach einem Gewinn beginnt der Jackpot meist wieder bei einem festgelegten Grundbetrag.',
        '**Mehrere Stufen:** Viele Spiele haben mehrere Jackpots, von klein bis sehr groß, mit jeweils sehr unterschiedlichen Gewinnchancen.',
      ],
    },
    {
      title: 'Chancen und RTP',
      bullets: [
        '**Winzige Wahrscheinlichkeit:** Die Chance auf den Hauptjackpot ist extrem gering, und die allermeisten Spieler gewinnen ihn nie.',
        '**Niedrigerer RTP im Basisspiel:** Weil ein Teil der Einsätze in den Jackpot fließt, ist der RTP im normalen Spiel oft niedriger als bei vergleichbaren Slots ohne Jackpot.',
        '**Jackpot im RTP enthalten:** Die angegebene Gesamtquote rechnet den Jackpot meist mit ein, obwohl er nur äußerst selten ausgezahlt wird.',
        '**Einsatzhöhe:** Bei manchen Spielen hängt die Jackpot-Chance von der Einsatzhöhe ab – lies die Regeln, bevor du deinen Einsatz wählst, und geh nie über dein Budget hinaus.',
        '**Kein „fälliger“ Jackpot:** Ein besonders hoher Jackpotstand macht einen Gewinn für dich nicht wahrscheinlicher, denn jede Drehung bleibt zufällig.',
      ],
    },
    {
      title: 'Jackpots in Deutschland und verantwortungs\u00ADvolles Spielen',
      bullets: [
        '**Deutsche Regeln:** Bei virtuellen Automatenspielen mit deutscher Erlaubnis sind Jackpots nach dem Glücksspielstaatsvertrag nicht zulässig.',
        '**Werbung kritisch prüfen:** Siehst du in Deutschland Werbung für Millionen-Jackpots, prüfe genau, ob der Anbieter auf der GGL-Whitelist steht.',
        '**Unterhaltung zählt:** Spiel Jackpot-Slots nur, wenn dir das Spiel selbst Spaß macht, und nicht in der Hoffnung auf den großen Treffer.',
        '**Festes Budget:** Lege vorher fest, wie viel du ausgeben möchtest, und halte dich auch dann daran, wenn der Jackpot weiter steigt.',
        '**Träume sind keine Pläne:** Rechne nie mit einem Jackpotgewinn, etwa um Schulden zu begleichen oder größere Anschaffungen zu finanzieren.',
      ],
    },
  ],
  cta: {
    title: 'Lizenzierte Casinos vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos und ihr Spielangebot. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel zur Unterhaltung, nicht für den großen Traum.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Progressive Jackpots: How Jackpot Slots Really Work',
  metaDescription:
    'How progressive jackpots grow, how tiny the odds of winning really are and what that means for RTP: an honest guide to jackpot games for German players.',
  keywords: 'Progressive Jackpots, Jackpot Slots, Network Jackpot, Jackpot Odds, RTP, Online Slots',
  title: 'Progressive Jackpots: Big Sums, Tiny Odds',
  introduction:
    'Progressive jackpots draw players in with prize pots that grow with every bet. The chance of actually landing one, however, is extremely small. Here you will learn how jackpots build up and why they are best enjoyed as entertainment, not as a shot at getting rich quick.',
  sections: [
    {
      title: 'How Jackpots Grow',
      bullets: [
        '**A slice of every bet:** A small part of each stake goes into the jackpot, which keeps growing until someone wins it.',
        '**Local jackpots:** These are tied to a single game or casino and therefore tend to grow more slowly.',
        '**Network jackpots:** Many casinos or games feed the same pot, so it climbs faster and can reach very large sums.',
        '**Seed amount:** Once a jackpot has been won, it usually starts again from a fixed base amount.',
        '**Several tiers:** Many games offer more than one jackpot, from small to very large, each with very different odds.',
      ],
    },
    {
      title: 'Odds and RTP',
      bullets: [
        '**Tiny odds:** The chance of hitting the top jackpot is extremely small, and the vast majority of players never win it.',
        '**Lower base-game RTP:** Because part of every stake feeds the jackpot, the RTP of the regular game is often lower than on similar slots without one.',
        '**Jackpot counted in the RTP:** The advertised overall return usually includes the jackpot, even though it pays out only very rarely.',
        '**Stake size:** In some games your jackpot chances depend on how much you bet, so read the rules before choosing a stake and never go beyond your budget.',
        '**Never due to drop:** A huge jackpot total does not make a win any more likely for you, because every spin is still random.',
      ],
    },
    {
      title: 'Jackpots in Germany and Responsible Play',
      bullets: [
        '**German rules:** Under the Interstate Treaty on Gambling, jackpots are not permitted on virtual slot games licensed in Germany.',
        '**Question the advertising:** If you see million-euro jackpots advertised to players in Germany, check carefully whether the operator is on the GGL whitelist.',
        '**Play for the fun of it:** Only play jackpot slots if you enjoy the game itself, not in the hope of the big win.',
        '**A fixed budget:** Decide beforehand how much you want to spend and stick to it, even as the jackpot keeps climbing.',
        '**Dreams are not plans:** Never count on a jackpot win, for example to clear debts or pay for a big purchase.',
      ],
    },
  ],
  cta: {
    title: 'Compare Licensed Casinos',
    text: 'Compare licensed casinos and their games on our home page. Gambling is for over-18s only, so play for entertainment rather than the big dream.',
    button: 'Compare casinos',
  },
};
