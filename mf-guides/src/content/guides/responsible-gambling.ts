import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Verantwortungsvolles Spielen: Limits, Warnsignale, Hilfe',
  metaDescription:
    'Verantwortungsvoll spielen: So setzt du Einzahlungslimits, erkennst Warnsignale früh und findest Hilfe – von Realitätschecks bis zur OASIS-Selbstsperre.',
  keywords: 'Verantwortungsvolles Spielen, Spielerschutz, Einzahlungslimit, Selbstsperre, OASIS, Hilfe bei Spielsucht, Realitätscheck',
  title: 'Verant\u00ADwortungs\u00ADvolles Spielen',
  introduction:
    'Glücksspiel soll Unterhaltung sein – aber es geht um echtes Geld und echtes Risiko. Mit klaren Limits, einem ehrlichen Blick auf dein Spielverhalten und dem Wissen, wo du Hilfe findest, behältst du die Kontrolle. Dieser Ratgeber zeigt dir die wichtigsten Werkzeuge und Anlaufstellen.',
  sections: [
    {
      title: 'Limits setzen',
      bullets: [
        '**Budget vorab festlegen:** Spiele nur mit Geld, das du für Unterhaltung übrig hast, und betrachte jeden Einsatz als Ausgabe, nicht als Investition.',
        '**Einzahlungslimits:** Lege Limits fest, die zu deinem Budget passen, zum Beispiel 50 € pro Tag, 200 € pro Woche und 500 € pro Monat.',
        '**Erhöhung nur mit Wartezeit:** Eine Senkung deines Limits greift sofort, eine Erhöhung erst nach einer Wartezeit von mindestens 24 Stunden – bei in Deutschland lizenzierten Anbietern sogar erst nach sieben Tagen.',
        '**Verlust- und Einsatzlimits:** Zusätzlich zum Einzahlungslimit kannst du bei vielen Anbietern festlegen, wie viel du pro Tag, Woche oder Monat höchstens verlieren oder einsetzen möchtest.',
        '**Zeitlimits:** Begrenze die Dauer deiner Spielsessions, damit aus einer kurzen Runde kein ganzer Abend wird.',
      ],
    },
    {
      title: 'Warnsignale erkennen',
      bullets: [
        '**Verlusten hinterherjagen:** Du versuchst, verlorenes Geld durch höhere oder häufigere Einsätze zurückzugewinnen.',
        '**Mehr Geld und Zeit als geplant:** Du überschreitest regelmäßig dein Budget oder spielst deutlich länger, als du dir vorgenommen hast.',
        '**Heimlichkeit:** Du verschweigst dein Spielen vor Familie oder Freunden oder spielst das Ausmaß herunter.',
        '**Geld leihen:** Du leihst dir Geld, nutzt deinen Dispokredit oder lässt Rechnungen liegen, um weiterspielen zu können.',
        '**Stimmung und Alltag:** Spielen wird zur Flucht vor Stress oder Sorgen, und Arbeit, Schlaf oder Beziehungen leiden darunter.',
      ],
    },
    {
      title: 'Werkzeuge und Hilfe',
      bullets: [
        '**Realitätschecks:** Lass dich alle 30 bis 60 Minuten daran erinnern, wie lange du schon spielst und wie viel du eingesetzt, gewonnen oder verloren hast.',
        '**Spielpausen:** Mit einer Auszeit sperrst du dein Konto für einige Tage oder Wochen, und bei in Deutschland lizenzierten Anbietern sperrt dich der Panik-Button sofort für 24 Stunden.',
        '**Selbstsperre über OASIS:** Über das bundesweite Sperrsystem OASIS kannst du dich bei allen in Deutschland lizenzierten Anbietern gleichzeitig sperren lassen; gesetzlich sind mindestens drei Monate vorgesehen, wir empfehlen dir aber mindestens 6 Monate, damit echter Abstand entsteht.',
        '**Kostenlose Beratung:** Die BZgA bietet unter check-dein-spiel.de anonyme Selbsttests, Informationen und Online-Beratung, und auch örtliche Suchtberatungsstellen helfen dir kostenlos weiter.',
        '**Nicht allein bleiben:** Sprich mit einem Menschen, dem du vertraust, und wenn Schulden entstanden sind, unterstützt dich eine Schuldnerberatung.',
      ],
    },
  ],
  cta: {
    title: 'Sicher spielen bei lizenzierten Anbietern',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos mit Spielerschutz-Werkzeugen wie Limits und Realitätschecks. Glücksspiel ist erst ab 18 Jahren erlaubt.',
    button: 'Casinos vergleichen',
  },
  helpBox: {
    title: 'Hilfe bei Glücksspiel\u00ADproblemen',
    text: 'Wenn du das Gefühl hast, dass dir das Glücksspiel über den Kopf wächst, bist du nicht allein – und es gibt Hilfe. Die Bundeszentrale für gesundheitliche Aufklärung (BZgA) berät dich kostenlos und anonym, Selbsttests und Online-Beratung findest du unter check-dein-spiel.de.',
  },
};

export const en: GuideContent = {
  metaTitle: 'Responsible Gambling: Limits, Warning Signs & Help',
  metaDescription:
    'Gamble responsibly: how to set deposit limits, spot the warning signs early and find support, from reality checks to self-exclusion via OASIS in Germany.',
  keywords: 'Responsible Gambling, Player Protection, Deposit Limits, Self-Exclusion, OASIS, Gambling Help, Reality Check',
  title: 'Responsible Gambling',
  introduction:
    'Gambling should be entertainment, but it involves real money and real risk. Clear limits, an honest look at your own habits and knowing where to turn for support all help you stay in control. This guide covers the key tools and the places you can go for help.',
  sections: [
    {
      title: 'Setting Limits',
      bullets: [
        '**Budget first:** Only play with money you can spare for entertainment, and think of every stake as spending, not as an investment.',
        '**Deposit limits:** Set limits that match your budget, for example €50 a day, €200 a week and €500 a month.',
        '**Increases take time:** Lowering a limit takes effect immediately, while raising it only kicks in after a waiting period of at least 24 hours, and at operators licensed in Germany only after seven days.',
        '**Loss and stake limits:** On top of deposit limits, many operators let you cap how much you can lose or stake per day, week or month.',
        '**Time limits:** Cap the length of your sessions so that a quick game doesn\'t turn into a whole evening.',
      ],
    },
    {
      title: 'Recognising the Warning Signs',
      bullets: [
        '**Chasing losses:** You try to win back lost money by betting more or more often.',
        '**More money and time than planned:** You regularly go over budget or play much longer than you intended.',
        '**Secrecy:** You hide your gambling from family or friends, or play down how much you gamble.',
        '**Borrowing to play:** You borrow money, dip into your overdraft or leave bills unpaid so you can keep gambling.',
        '**Mood and daily life:** Gambling becomes a way to escape stress or worries, and your work, sleep or relationships start to suffer.',
      ],
    },
    {
      title: 'Tools and Support',
      bullets: [
        '**Reality checks:** Get a reminder every 30 to 60 minutes showing how long you have been playing and how much you have staked, won or lost.',
        '**Taking a break:** A time-out locks your account for a few days or weeks when you need some distance, and operators licensed in Germany also have a panic button that blocks you for 24 hours straight away.',
        '**Self-exclusion with OASIS:** Germany\'s nationwide OASIS register lets you exclude yourself from all licensed operators at once; the legal minimum is three months, but we recommend at least 6 months to give yourself real distance.',
        '**Free counselling:** The BZgA (Federal Centre for Health Education) offers anonymous self-tests, information and online counselling at check-dein-spiel.de, and local addiction counselling services can also help free of charge.',
        '**Don\'t go it alone:** Talk to someone you trust, and if debts have built up, a debt advice service can support you.',
      ],
    },
  ],
  cta: {
    title: 'Play Safely with Licensed Operators',
    text: 'Compare licensed casinos with player protection tools such as limits and reality checks on our home page. Gambling is for adults 18+ only.',
    button: 'Compare casinos',
  },
  helpBox: {
    title: 'Help with Gambling Problems',
    text: 'If you feel that gambling is getting out of hand, you are not alone and help is available. The German Federal Centre for Health Education (BZgA) offers free, anonymous advice, and you can find self-tests and online counselling (in German) at check-dein-spiel.de.',
  },
};
