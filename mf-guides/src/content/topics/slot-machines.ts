import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Spielautomaten online: So funktionieren Slots',
  metaDescription:
    'Klassische Slots oder Video-Slots? Wir erklären RTP, Volatilität und die deutschen Regeln für Online-Spielautomaten wie das 1-Euro-Einsatzlimit.',
  keywords: 'Spielautomaten, Online Slots, Video Slots, RTP, Volatilität, Einsatzlimit',
  title: 'Spielautomaten: So funktionieren Online-Slots',
  introduction:
    'Spielautomaten machen den größten Teil des Angebots in Online-Casinos aus – von schlichten Früchte-Slots bis zu aufwendigen Video-Slots mit vielen Features. Wenn du RTP und Volatilität verstehst, kannst du besser einschätzen, was dich erwartet. Jede Drehung bleibt dabei zufällig, und kein Slot lässt sich „knacken“.',
  sections: [
    {
      title: 'Klassische Slots und Video-Slots',
      bullets: [
        '**Klassische Slots:** Diese Slots erinnern an traditionelle Spielautomaten mit drei Walzen, wenigen Gewinnlinien und Symbolen wie Früchten, Glocken oder Siebenen.',
        '**Video-Slots:** Moderne Slots haben meist fünf oder mehr Walzen, aufwendige Grafiken und Features wie Wild-Symbole oder Freispielrunden.',
        '**Gewinnlinien und Gewinnwege:** Manche Slots zahlen nur auf festen Linien, andere werten passende Symbole auf benachbarten Walzen unabhängig von ihrer Position.',
        '**Zufallsgenerator:** Jedes Ergebnis wird von einem Zufallsgenerator bestimmt und hängt nicht von vorherigen Drehungen ab.',
        '**Kein „fälliger“ Gewinn:** Ein Automat ist nie „heiß“ oder „kalt“ – auch nach vielen Verlustrunden steigen deine Chancen nicht.',
      ],
    },
    {
      title: 'RTP und Volatilität',
      bullets: [
        '**Was RTP bedeutet:** Die Auszahlungsquote (Return to Player) gibt an, welcher Anteil aller Einsätze theoretisch über sehr viele Drehungen wieder ausgezahlt wird.',
        '**Langfristiger Durchschnitt:** Ein RTP von 96 Prozent heißt nicht, dass du von 100 Euro 96 Euro zurückbekommst; in einer einzelnen Sitzung kann das Ergebnis stark abweichen.',
        '**Niedrige Volatilität:** Solche Slots zahlen häufiger, aber meist kleinere Beträge aus, sodass dein Guthaben weniger stark schwankt.',
        '**Hohe Volatilität:** Hier sind Gewinne seltener, können aber höher ausfallen – dafür musst du mit längeren Durststrecken rechnen.',
        '**Spielinfo lesen:** In der Spielinfo findest du RTP, Gewinnplan und Regeln; da es manche Slots in mehreren RTP-Versionen gibt, lohnt sich ein Blick vor dem Spielen.',
      ],
    },
    {
      title: 'Regeln in Deutschland und verantwortungs\u00ADvolles Spielen',
      bullets: [
        '**1-Euro-Einsatzlimit:** Bei Anbietern mit deutscher Erlaubnis darfst du pro Drehung höchstens einen Euro setzen.',
        '**Fünf-Sekunden-Regel:** Eine Spielrunde muss mindestens fünf Sekunden dauern, damit das Spieltempo moderat bleibt.',
        '**Kein Autoplay:** Automatisches Weiterdrehen ist auf Seiten mit deutscher Erlaubnis nicht erlaubt, jede Runde startest du selbst.',
        '**Einzahlungslimit:** Über alle Anbieter hinweg gilt grundsätzlich ein monatliches Einzahlungslimit von 1.000 Euro, das zentral überwacht wird.',
        '**Pausen einplanen:** Setz dir feste Spielzeiten und hör auf, wenn dein Budget aufgebraucht ist, statt Verlusten hinterherzujagen.',
      ],
    },
  ],
  cta: {
    title: 'Slot-Casinos vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos mit großem Slot-Angebot. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel mit Maß.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Slot Machines: How Online Slots Work',
  metaDescription:
    'Classic or video slots? We explain RTP, volatility and the German rules for online slot machines, including the €1 maximum stake per spin.',
  keywords: 'Slot Machines, Online Slots, Video Slots, RTP, Volatility, Stake Limit',
  title: 'Slot Machines: How Online Slots Work',
  introduction:
    'Slots make up the bulk of any online casino\'s games, from simple fruit machines to elaborate video slots packed with features. Understanding RTP and volatility helps you know what to expect. Every spin is still random, though, and no slot can be "beaten".',
  sections: [
    {
      title: 'Classic Slots and Video Slots',
      bullets: [
        '**Classic slots:** Modelled on traditional fruit machines, they have three reels, few paylines and symbols such as cherries, bells and sevens.',
        '**Video slots:** Modern slots usually have five or more reels, detailed graphics and features like wild symbols and free-spin rounds.',
        '**Paylines and ways to win:** Some slots pay only on fixed lines, while others pay for matching symbols on adjacent reels wherever they land.',
        '**Random number generator:** Every result is decided by a random number generator and has nothing to do with previous spins.',
        '**No win is ever due:** A machine is never hot or cold, and your chances do not improve after a run of losses.',
      ],
    },
    {
      title: 'RTP and Volatility',
      bullets: [
        '**What RTP means:** Return to player is the share of all stakes a slot is designed to pay back, in theory, over a very large number of spins.',
        '**A long-term average:** An RTP of 96 per cent does not mean you get €96 back from €100, and results in a single session can differ wildly.',
        '**Low volatility:** These slots pay out more often but usually in smaller amounts, so your balance tends to swing less.',
        '**High volatility:** Wins are rarer but can be bigger, which means you need to be prepared for longer dry spells.',
        '**Check the game info:** The info screen lists the RTP, paytable and rules, and since some slots come in several RTP versions, it is worth a look before you play.',
      ],
    },
    {
      title: 'German Rules and Playing Responsibly',
      bullets: [
        '**€1 stake limit:** At operators licensed in Germany, you can stake no more than €1 per spin.',
        '**Five-second rule:** A game round has to last at least five seconds, which keeps the pace of play in check.',
        '**No autoplay:** Automatic spins are not allowed on German-licensed sites, so you start every round yourself.',
        '**Deposit limit:** A monthly deposit limit of €1,000 generally applies across all operators combined and is monitored centrally.',
        '**Plan your breaks:** Set fixed playing times and stop when your budget is gone instead of chasing losses.',
      ],
    },
  ],
  cta: {
    title: 'Compare Slot Casinos',
    text: 'Compare licensed casinos with a wide range of slots on our home page. Gambling is for over-18s only, so keep it fun and within your limits.',
    button: 'Compare casinos',
  },
};
