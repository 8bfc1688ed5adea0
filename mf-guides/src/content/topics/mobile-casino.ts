import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Mobile Casino: Sicher spielen mit Smartphone & Tablet',
  metaDescription:
    'App oder Browser? So spielst du im mobilen Casino sicher: Lizenz prüfen, Daten schützen, Limits nutzen – unser Ratgeber für Smartphone und Tablet.',
  keywords: 'Mobile Casino, Casino App, Handy Casino, iOS, Android, Browser Casino',
  title: 'Mobile Casino: Spielen auf Smartphone und Tablet',
  introduction:
    'Viele Spieler besuchen Online-Casinos heute vor allem mit dem Smartphone. Mobil zu spielen ist bequem, doch gerade weil das Casino immer dabei ist, sind klare Grenzen besonders wichtig. Hier erfährst du, worauf es bei Apps, Browser-Versionen und Sicherheit ankommt.',
  sections: [
    {
      title: 'App oder Browser?',
      bullets: [
        '**Browser-Version:** Die meisten Casinos funktionieren direkt im mobilen Browser, ohne Installation und auf nahezu allen Geräten.',
        '**Native Apps:** Eigene Apps laufen oft etwas flüssiger und bieten Komfortfunktionen wie den Login per Fingerabdruck oder Gesichtserkennung.',
        '**Offizielle Quellen:** Lade Casino-Apps nur aus den offiziellen App-Stores oder direkt von der Website des lizenzierten Anbieters herunter.',
        '**Spielauswahl:** Die meisten aktuellen Spiele sind für Touchscreens optimiert, einzelne ältere Titel laufen mobil aber nur eingeschränkt.',
        '**Speicher und Updates:** Apps brauchen Speicherplatz und regelmäßige Updates, während die Browser-Version automatisch auf dem neuesten Stand ist.',
      ],
    },
    {
      title: 'Sicherheit unterwegs',
      bullets: [
        '**Lizenz gilt auch mobil:** Ob App oder Browser – prüfe, ob der Anbieter auf der GGL-Whitelist steht, denn nur dann gelten die deutschen Schutzregeln.',
        '**Sichere Verbindung:** Vermeide öffentliche WLAN-Netze für Ein- und Auszahlungen und nutze lieber deine mobile Datenverbindung oder ein vertrauenswürdiges Netz.',
        '**Gerät schützen:** Sichere dein Smartphone mit PIN oder biometrischer Sperre, damit niemand sonst auf dein Spielkonto zugreifen kann.',
        '**Starke Zugangsdaten:** Verwende ein eigenes, sicheres Passwort und aktiviere die Zwei-Faktor-Authentifizierung, wenn der Anbieter sie anbietet.',
        '**Aktuelles System:** Halte Betriebssystem und Apps auf dem neuesten Stand, damit bekannte Sicherheitslücken geschlossen sind.',
      ],
    },
    {
      title: 'Verantwortungs\u00ADvoll mobil spielen',
      bullets: [
        '**Limits einrichten:** Einzahlungs- und Zeitlimits lassen sich meist direkt in deinem Konto einstellen und gelten dann auf allen Geräten.',
        '**Panik-Button:** Anbieter mit deutscher Erlaubnis bieten eine Sofortsperre für 24 Stunden an, die du mit einem einzigen Klick auslösen kannst.',
        '**Werbe-Nachrichten abschalten:** Deaktiviere Push-Benachrichtigungen, wenn sie dich zum Spielen verleiten, obwohl du eigentlich nicht spielen wolltest.',
        '**Bewusste Spielzeiten:** Spiel nicht nebenbei im Bus oder aus Langeweile, sondern plane feste Zeiten, in denen du dich bewusst dafür entscheidest.',
        '**Jugendschutz:** Lass dein Gerät nie entsperrt bei Kindern oder Jugendlichen liegen und melde dich nach dem Spielen ab – Glücksspiel ist erst ab 18.',
      ],
    },
  ],
  cta: {
    title: 'Mobile Casinos vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos, die du auch bequem mobil nutzen kannst. Spiel nur ab 18 Jahren und setz dir klare Limits.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Mobile Casino Guide: Play Safely on Phone & Tablet',
  metaDescription:
    'App or browser? How to play safely at a mobile casino: check the licence, protect your data and use limits. Our guide for smartphones and tablets.',
  keywords: 'Mobile Casino, Casino App, Mobile Gambling, iOS, Android, Browser Casino',
  title: 'Mobile Casino: Playing on Your Phone and Tablet',
  introduction:
    'These days many players visit online casinos mainly on their smartphones. Playing on the go is convenient, but precisely because the casino is always in your pocket, clear limits matter more than ever. Here is what to look for in apps, browser versions and security.',
  sections: [
    {
      title: 'App or Browser?',
      bullets: [
        '**Browser version:** Most casinos run straight in your mobile browser, with nothing to install and on almost any device.',
        '**Native apps:** Dedicated apps often run a little more smoothly and offer handy extras such as fingerprint or face login.',
        '**Official sources:** Only download casino apps from the official app stores or directly from the licensed operator\'s website.',
        '**Game selection:** Most current games are built for touchscreens, though a few older titles may only partly work on mobile.',
        '**Storage and updates:** Apps take up space and need regular updates, whereas the browser version is always up to date.',
      ],
    },
    {
      title: 'Staying Safe on the Go',
      bullets: [
        '**The licence still matters:** Whether you use an app or a browser, check that the operator is on the GGL whitelist, because only then do German protection rules apply.',
        '**Secure connection:** Avoid public Wi-Fi for deposits and withdrawals and use your mobile data or a network you trust instead.',
        '**Lock your device:** Protect your phone with a PIN or biometric lock so nobody else can get into your casino account.',
        '**Strong login details:** Use a unique, strong password and turn on two-factor authentication if the operator offers it.',
        '**Keep software updated:** Install system and app updates promptly so that known security holes are closed.',
      ],
    },
    {
      title: 'Playing Responsibly on Mobile',
      bullets: [
        '**Set limits:** Deposit and time limits can usually be set right in your account and then apply across all your devices.',
        '**Panic button:** Operators licensed in Germany offer a 24-hour instant lock that you can trigger with a single tap.',
        '**Mute the promos:** Switch off promotional notifications if they tempt you to play when you had not planned to.',
        '**Play on purpose:** Rather than playing out of boredom on the bus, set aside specific times when you consciously choose to play.',
        '**Protect minors:** Never leave an unlocked device with children or teenagers, and log out when you finish, since gambling is strictly 18+.',
      ],
    },
  ],
  cta: {
    title: 'Compare Mobile Casinos',
    text: 'Compare licensed casinos that work smoothly on mobile on our home page. You must be 18 or over to play, and clear limits help you stay in control.',
    button: 'Compare casinos',
  },
};
