import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Freispiele im Online Casino: So funktionieren sie',
  metaDescription:
    'Freispiele mit und ohne Einzahlung erklärt: Einsatzwert, Gewinnobergrenzen und Umsatzbedingungen für Freispielgewinne – verständlich zusammengefasst.',
  keywords: 'Freispiele, Free Spins, Freispiele ohne Einzahlung, Freispiele mit Einzahlung, Umsatzbedingungen, Spielautomaten',
  title: 'Freispiele: Was du über Free Spins wissen solltest',
  introduction:
    'Freispiele sind eine beliebte Bonusform, mit der du ausgewählte Spielautomaten drehen kannst, ohne jede Runde selbst zu bezahlen. Ob sie sich für dich lohnen, hängt vor allem von Gewinnobergrenzen und Umsatzbedingungen ab. Eines bleibt dabei gleich: Auch Freispiele sind Glücksspiel und garantieren keinen Gewinn.',
  sections: [
    {
      title: 'Arten von Freispielen',
      bullets: [
        '**Freispiele ohne Einzahlung:** Du erhältst sie oft direkt nach der Registrierung, allerdings meist in kleiner Zahl und mit strengen Bedingungen.',
        '**Freispiele mit Einzahlung:** Diese sind häufig Teil eines Willkommensangebots und werden nach deiner ersten oder einer späteren Einzahlung gutgeschrieben.',
        '**Aktions-Freispiele:** Manche Casinos verteilen Freispiele im Rahmen von Aktionen oder zu neuen Spielen, meist nur für einen begrenzten Zeitraum.',
        '**Festgelegte Spiele:** Freispiele gelten in der Regel nur für einen oder wenige Spielautomaten, die der Anbieter vorgibt.',
        '**Nicht zu verwechseln mit Bonusrunden:** Freispiele als Casino-Bonus sind etwas anderes als die Freispielrunden, die du innerhalb eines Slots auslösen kannst.',
      ],
    },
    {
      title: 'Bedingungen genau prüfen',
      bullets: [
        '**Wert pro Drehung:** Jedes Freispiel hat einen festen Einsatzwert, zum Beispiel 10 Cent – zehn Freispiele à 10 Cent entsprechen also nur einem Euro Spielwert.',
        '**Gewinnobergrenze:** Viele Angebote begrenzen den Betrag, den du aus Freispielgewinnen auszahlen kannst, besonders bei Freispielen ohne Einzahlung.',
        '**Umsatz auf Gewinne:** Gewinne aus Freispielen werden oft als Bonusguthaben gutgeschrieben und müssen mehrfach umgesetzt werden, bevor du sie auszahlen kannst.',
        '**Gültigkeitsdauer:** Freispiele und die daraus entstandenen Gewinne verfallen meist nach einigen Tagen, wenn du sie nicht nutzt oder umsetzt.',
        '**Freispiele ohne Umsatz:** Manche Anbieter schreiben Freispielgewinne direkt als Echtgeld gut; solche Angebote sind seltener, aber besonders transparent.',
      ],
    },
    {
      title: 'Tipps für Freispiele',
      bullets: [
        '**Gesamtwert berechnen:** Multipliziere die Anzahl der Freispiele mit ihrem Einsatzwert, um den tatsächlichen Wert eines Angebots einzuschätzen.',
        '**Spiel kennenlernen:** Nutze Freispiele, um einen Slot in Ruhe auszuprobieren, statt in ihnen einen Weg zu schnellen Gewinnen zu sehen.',
        '**Nur lizenzierte Anbieter:** Nimm Freispiele nur bei Casinos mit gültiger Erlaubnis an, bei denen die deutschen Regeln zum Spielerschutz gelten.',
        '**Kein Einzahlungsdruck:** Lass dich von ablaufenden Freispielen oder Folgeangeboten nicht zu Einzahlungen drängen, die du gar nicht geplant hattest.',
        '**Budget festlegen:** Entscheide vor dem Spielen, wie viel eigenes Geld du nach den Freispielen höchstens einsetzen möchtest – oder ob überhaupt.',
      ],
    },
  ],
  cta: {
    title: 'Freispiel-Angebote vergleichen',
    text: 'Auf unserer Startseite findest du lizenzierte Casinos und ihre aktuellen Angebote im Vergleich. Spiel nur ab 18 Jahren und mit einem festen Budget.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Free Spins Explained: How Casino Free Spins Work',
  metaDescription:
    'Free spins with and without a deposit explained: spin values, winnings caps and wagering on free-spin winnings, all summed up in plain English.',
  keywords: 'Free Spins, No Deposit Free Spins, Deposit Free Spins, Wagering Requirements, Winnings Cap, Online Slots',
  title: 'Free Spins: What You Need to Know',
  introduction:
    'Free spins are a popular bonus that lets you play selected slots without paying for each spin yourself. Whether they are worth it depends mainly on winnings caps and wagering requirements. One thing never changes: free spins are still gambling, and a win is never guaranteed.',
  sections: [
    {
      title: 'Types of Free Spins',
      bullets: [
        '**No deposit free spins:** These are often credited as soon as you sign up, but usually in small numbers and with strict conditions.',
        '**Deposit free spins:** Often part of a welcome package, they are added after your first or a later deposit.',
        '**Promotional spins:** Some casinos hand out free spins during promotions or for new game releases, usually for a limited time only.',
        '**Selected games only:** Free spins generally work on just one or a few slots chosen by the operator.',
        '**Not the same as bonus rounds:** Free spins offered as a casino bonus are different from the free-spin features you can trigger inside a slot.',
      ],
    },
    {
      title: 'Check the Terms Carefully',
      bullets: [
        '**Value per spin:** Each free spin has a fixed stake, such as 10 cents, so ten spins at 10 cents add up to just €1 of play.',
        '**Winnings cap:** Many offers limit how much you can withdraw from free-spin winnings, especially with no deposit spins.',
        '**Wagering on winnings:** Free-spin winnings are often paid as bonus funds that have to be wagered several times before you can cash them out.',
        '**Expiry dates:** Free spins and any winnings from them usually expire after a few days if you do not use or wager them.',
        '**Wager-free spins:** A few operators pay free-spin winnings straight out as real money; such offers are rarer but refreshingly transparent.',
      ],
    },
    {
      title: 'Tips for Using Free Spins',
      bullets: [
        '**Work out the real value:** Multiply the number of spins by the stake per spin to see what an offer is actually worth.',
        '**Get to know a game:** Treat free spins as a chance to try a slot at your own pace, not as a shortcut to quick winnings.',
        '**Stick to licensed sites:** Only claim free spins at licensed casinos where German player-protection rules apply.',
        '**No pressure to deposit:** Do not let expiring spins or follow-up offers push you into deposits you had not planned.',
        '**Set a budget:** Decide before you play how much of your own money, if any, you are willing to spend once the free spins are used up.',
      ],
    },
  ],
  cta: {
    title: 'Compare Free Spin Offers',
    text: 'Compare licensed casinos and their current offers on our home page. Gambling is strictly 18+, and a fixed budget helps you stay in control.',
    button: 'Compare casinos',
  },
};
