import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Mobile Casino Apps: App oder Browser im Vergleich',
  metaDescription:
    'Casino-App oder Browser? Wir vergleichen beide Wege, erklären Sicherheit und Datenverbrauch und zeigen, wie du am Smartphone verantwortungsvoll spielst.',
  keywords: 'Casino App, Mobile Casino, Casino App iOS, Casino App Android, Mobiles Spielen, Datenverbrauch',
  title: 'Mobile Casino Apps',
  introduction:
    'Viele Spieler nutzen Online-Casinos heute vor allem auf dem Smartphone oder Tablet. Ob du eine App installierst oder im Browser spielst, ist größtenteils Geschmackssache – entscheidend sind Sicherheit, ein bewusster Umgang mit mobilen Daten und klare Grenzen, denn auf dem Handy ist das Casino immer nur einen Fingertipp entfernt.',
  sections: [
    {
      title: 'App oder Browser?',
      bullets: [
        '**Native Apps:** Apps aus dem App Store oder von Google Play starten schnell, unterstützen oft Face ID oder Fingerabdruck und laufen meist besonders flüssig.',
        '**Browser-Version:** Im mobilen Browser spielst du ohne Installation und ohne Speicherplatz zu belegen; moderne Casino-Seiten passen sich vollständig an kleine Bildschirme an.',
        '**Web-Apps:** Manche Anbieter bieten eine Web-App an, die du als Verknüpfung auf deinem Startbildschirm ablegst – ein praktischer Mittelweg zwischen App und Browser.',
        '**Spielauswahl:** Nicht jedes Spiel ist in jeder Version verfügbar, deshalb lohnt sich ein Blick, ob deine Lieblingsspiele in App und Browser gleichermaßen angeboten werden.',
        '**Updates:** Apps musst du regelmäßig aktualisieren, während die Browser-Version automatisch auf dem neuesten Stand ist.',
      ],
    },
    {
      title: 'Sicherheit und Datenverbrauch',
      bullets: [
        '**Offizielle Quellen:** Lade Casino-Apps nur aus den offiziellen App-Stores oder über einen Link auf der Website des lizenzierten Anbieters herunter, niemals über Links von Unbekannten.',
        '**Konto absichern:** Nutze ein starkes, einzigartiges Passwort, aktiviere nach Möglichkeit die Zwei-Faktor-Authentifizierung und sperre dein Smartphone mit PIN oder Biometrie.',
        '**Öffentliches WLAN meiden:** Für Logins und Einzahlungen sind dein mobiles Netz oder ein vertrauenswürdiges WLAN zu Hause sicherer als ein offener Hotspot im Café.',
        '**Datenverbrauch:** Klassische Slots brauchen vergleichsweise wenig Datenvolumen, Live-Casino-Streams können dagegen schnell mehrere hundert Megabyte pro Stunde verbrauchen.',
        '**Akku und Empfang:** Videostreams belasten den Akku, und bei schwachem Empfang kann die Verbindung mitten in einer Runde abbrechen – spiele deshalb lieber mit stabilem Netz.',
      ],
    },
    {
      title: 'Verantwortungs\u00ADvoll spielen am Smartphone',
      bullets: [
        '**Benachrichtigungen aus:** Deaktiviere Push-Nachrichten mit Bonusangeboten, damit dich das Casino nicht ungeplant zum Spielen verleitet.',
        '**Bildschirmzeit nutzen:** Mit Funktionen wie Bildschirmzeit auf dem iPhone oder Digital Wellbeing auf Android legst du tägliche Zeitlimits für Casino-Apps fest.',
        '**Limits im Konto:** Einzahlungs-, Verlust- und Zeitlimits gelten auch in der App; richte sie am besten direkt bei der Registrierung ein.',
        '**Kein Spiel nebenbei:** Spiele nicht aus Langeweile unterwegs, im Bett oder nach ein paar Drinks – kurze Runden am Handy summieren sich schnell.',
        '**Zahlungen bewusst bestätigen:** Einzahlungen per Fingertipp sind bequem, deshalb solltest du jede Zahlung kurz prüfen, statt sie reflexartig zu bestätigen.',
      ],
    },
  ],
  cta: {
    title: 'Mobile Casinos vergleichen',
    text: 'Vergleiche auf unserer Startseite lizenzierte Casinos, die auch auf dem Smartphone überzeugen. Glücksspiel ist erst ab 18 Jahren erlaubt – spiele verantwortungsvoll.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Mobile Casino Apps: App vs Browser Compared',
  metaDescription:
    'Casino app or mobile browser? We compare both options, explain security and data usage, and show you how to keep gambling on your phone under control.',
  keywords: 'Casino App, Mobile Casino, iOS Casino Apps, Android Casino Apps, Mobile Gambling, Data Usage',
  title: 'Mobile Casino Apps',
  introduction:
    'For many players, a smartphone or tablet is now the main way into an online casino. Whether you install an app or play in your browser is largely down to personal preference; what really matters is security, sensible data use and firm limits, because on your phone the casino is only ever a tap away.',
  sections: [
    {
      title: 'App or Browser?',
      bullets: [
        '**Native apps:** Apps from the App Store or Google Play load quickly, often support Face ID or fingerprint login and tend to run very smoothly.',
        '**Browser play:** Playing in your mobile browser means no installation and no storage used, and modern casino sites adapt fully to small screens.',
        '**Web apps:** Some operators offer a web app you can pin to your home screen, a handy middle ground between a full app and the browser.',
        '**Game selection:** Not every game is available in every version, so check that your favourites are offered in both the app and the browser.',
        '**Updates:** Apps need updating regularly, whereas the browser version is always current.',
      ],
    },
    {
      title: 'Security and Data Usage',
      bullets: [
        '**Official sources only:** Download casino apps only from the official app stores or via a link on the licensed operator\'s own website, never through links from strangers.',
        '**Lock down your account:** Use a strong, unique password, switch on two-factor authentication where available and protect your phone with a PIN or biometrics.',
        '**Avoid public Wi-Fi:** For logins and deposits, mobile data or a trusted home network is safer than an open hotspot in a café.',
        '**Data usage:** Standard slots use relatively little data, while live casino streams can easily get through several hundred megabytes an hour.',
        '**Battery and signal:** Video streams drain your battery, and a weak signal can cut you off mid-round, so stick to a stable connection.',
      ],
    },
    {
      title: 'Playing Responsibly on Your Phone',
      bullets: [
        '**Turn off notifications:** Switch off push messages with bonus offers so the casino cannot nudge you into playing when you had not planned to.',
        '**Use screen time tools:** Features such as Screen Time on iPhone or Digital Wellbeing on Android let you set daily time limits for casino apps.',
        '**Account limits:** Deposit, loss and time limits apply in the app too, and the best moment to set them is right when you register.',
        '**No idle play:** Avoid playing out of boredom on the bus, in bed or after a few drinks, as short sessions on a phone add up quickly.',
        '**Confirm payments consciously:** One-tap deposits are convenient, so take a moment to check each payment rather than approving it on autopilot.',
      ],
    },
  ],
  cta: {
    title: 'Compare Mobile Casinos',
    text: 'Use our home page to compare licensed casinos that work just as well on your phone. Gambling is for adults 18+ only, so please play responsibly.',
    button: 'Compare casinos',
  },
};
