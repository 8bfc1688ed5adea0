import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Live Casino Ratgeber: Spiele mit echten Dealern',
  metaDescription:
    'Live Casino erklärt: Welche Spiele es mit echten Dealern gibt, wie Tischlimits funktionieren und was die deutschen Regeln für Live-Tische bedeuten.',
  keywords: 'Live Casino, Live Dealer, Live Roulette, Live Blackjack, Live Baccarat, Game Shows',
  title: 'Live Casino: Spielen mit echten Dealern',
  introduction:
    'Im Live Casino werden Roulette, Blackjack und andere Spiele von echten Dealern geleitet und in Echtzeit übertragen. Das bringt Casino-Atmosphäre auf deinen Bildschirm, ändert aber nichts daran, dass der Ausgang vom Zufall abhängt. Hier erfährst du, wie Live-Spiele funktionieren und worauf du achten solltest.',
  sections: [
    {
      title: 'So funktioniert das Live Casino',
      bullets: [
        '**Echte Dealer:** Professionelle Croupiers mischen die Karten und drehen den Roulettekessel in einem Studio oder einer Spielbank, während Kameras alles übertragen.',
        '**Einsätze per Klick:** Du platzierst deine Einsätze über eine digitale Oberfläche innerhalb eines festen Zeitfensters pro Runde.',
        '**Spezialisierte Studios:** Die meisten Live-Spiele stammen von wenigen großen Spieleentwicklern, die eigene Studios betreiben und von Aufsichtsbehörden kontrolliert werden.',
        '**Chat-Funktion:** An vielen Tischen kannst du per Chat mit dem Dealer kommunizieren – ein freundlicher Umgangston ist dabei selbstverständlich.',
        '**Stabile Verbindung:** Für einen flüssigen Videostream brauchst du eine zuverlässige Internetverbindung, sonst verpasst du womöglich das Zeitfenster für deine Einsätze.',
      ],
    },
    {
      title: 'Beliebte Live-Spiele',
      bullets: [
        '**Live Roulette:** Der Klassiker mit echtem Kessel, oft in der europäischen Variante mit nur einer Null und damit einem Hausvorteil von 2,7 Prozent.',
        '**Live Blackjack:** Du spielst gegen die Bank, häufig zusammen mit anderen Spielern am Tisch, die jeweils eigene Entscheidungen treffen.',
        '**Live Baccarat:** Ein einfaches Kartenspiel, bei dem du auf Spieler, Bank oder Unentschieden setzt.',
        '**Game Shows:** Glücksrad-Formate und Show-Spiele mit Moderation setzen stark auf Unterhaltung, deshalb lohnt sich vorher ein Blick auf die angegebene Auszahlungsquote.',
        '**Poker-Varianten:** Spiele wie Casino Hold\'em gibt es ebenfalls live; dabei spielst du gegen die Bank und nicht gegen andere Spieler.',
      ],
    },
    {
      title: 'Einsätze und Regeln in Deutschland',
      bullets: [
        '**Tischlimits:** Jeder Live-Tisch hat einen Mindest- und einen Höchsteinsatz, also wähle einen Tisch, der zu deinem Budget passt.',
        '**Tempo im Blick:** Live-Runden folgen schnell aufeinander und du verlierst leicht den Überblick über deine Einsätze – setz dir deshalb vorab ein Zeit- und Geldlimit.',
        '**Deutsche Regeln:** Die bundesweite GGL-Erlaubnis gilt für virtuelle Automatenspiele und Online-Poker, nicht für Tischspiele wie Roulette oder Blackjack; Live-Tische fehlen daher auf GGL-lizenzierten Seiten meist und sind nur nach eigenen Regeln einzelner Bundesländer erlaubt.',
        '**Keine unlizenzierten Seiten:** Ein großes Live-Angebot ist kein Grund, zu einem Anbieter ohne gültige Erlaubnis zu wechseln, denn dort fehlt der deutsche Spielerschutz.',
        '**Unterhaltung statt Einkommen:** Auch am Live-Tisch hat die Bank langfristig einen Vorteil, deshalb solltest du nur mit Geld spielen, dessen Verlust du verkraften kannst.',
      ],
    },
  ],
  cta: {
    title: 'Casinos im Überblick',
    text: 'Vergleiche auf unserer Startseite lizenzierte Casinos und ihr Spielangebot. Glücksspiel ist erst ab 18 Jahren erlaubt – spiel verantwortungsvoll.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Live Casino Guide: Real Dealers, Real-Time Games',
  metaDescription:
    'Live casino explained: which games you can play with real dealers, how stakes and table limits work, and what German rules mean for live tables.',
  keywords: 'Live Casino, Live Dealer, Live Roulette, Live Blackjack, Live Baccarat, Game Shows',
  title: 'Live Casino: Playing with Real Dealers',
  introduction:
    'At a live casino, roulette, blackjack and other games are run by real dealers and streamed to you in real time. It brings some of the atmosphere of a casino floor to your screen, but the outcome is still down to chance. Here is how live games work and what to keep in mind.',
  sections: [
    {
      title: 'How Live Casino Works',
      bullets: [
        '**Real dealers:** Professional croupiers shuffle the cards and spin the wheel in a studio or a land-based casino while cameras capture every move.',
        '**Betting on screen:** You place your bets through a digital interface within a set time window each round.',
        '**Specialist studios:** Most live games come from a handful of large game developers that run their own studios and are overseen by regulators.',
        '**Live chat:** Many tables let you chat with the dealer, and it goes without saying that a friendly tone is expected.',
        '**Stable connection:** You need a reliable internet connection for a smooth stream, or you may miss the window to place your bets.',
      ],
    },
    {
      title: 'Popular Live Games',
      bullets: [
        '**Live roulette:** The classic with a real wheel, often in the European version with a single zero and a house edge of 2.7 per cent.',
        '**Live blackjack:** You play against the house, often alongside other players who each make their own decisions.',
        '**Live baccarat:** A simple card game in which you back the player, the banker or a tie.',
        '**Game shows:** Money-wheel formats and presenter-led shows are all about entertainment, so it is worth checking the stated RTP before you join in.',
        '**Poker variants:** Games such as Casino Hold\'em are available live too, but here you play against the house rather than other players.',
      ],
    },
    {
      title: 'Stakes and the Rules in Germany',
      bullets: [
        '**Table limits:** Every live table has a minimum and a maximum stake, so pick one that suits your budget.',
        '**Watch the pace:** Live rounds follow each other quickly and it is easy to lose track of your spending, so set a time and money limit beforehand.',
        '**German regulations:** The nationwide GGL licence covers virtual slots and online poker, not table games such as roulette or blackjack, so live tables are usually missing from GGL-licensed sites and are only allowed under separate rules in individual federal states.',
        '**Avoid unlicensed sites:** A big live lobby is no reason to switch to an operator without a valid licence, because you lose German player protection there.',
        '**Entertainment, not income:** The house keeps its edge at live tables too, so only play with money you can afford to lose.',
      ],
    },
  ],
  cta: {
    title: 'Compare Casinos',
    text: 'Compare licensed casinos and their game selection on our home page. Gambling is for over-18s only, so please play responsibly.',
    button: 'Compare casinos',
  },
};
