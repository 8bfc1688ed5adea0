import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Casino Bonus: Bonusarten & Umsatzbedingungen erklärt',
  metaDescription:
    'Willkommensbonus, Freispiele, Cashback: Wir erklären die wichtigsten Bonusarten und zeigen dir, woran du faire Umsatzbedingungen im Online Casino erkennst.',
  keywords: 'Casino Bonus, Willkommensbonus, Umsatzbedingungen, Bonus ohne Einzahlung, Freispiele, Cashback',
  title: 'Casino Bonus: Arten, Bedingungen und Tipps',
  introduction:
    'Boni gehören zu den auffälligsten Angeboten im Online-Casino, doch ihr tatsächlicher Wert hängt fast immer von den Bedingungen ab. Hier erfährst du, welche Bonusarten es gibt und wie du Umsatzanforderungen realistisch einschätzt. Ein Bonus verlängert höchstens dein Spiel – Gewinne garantiert er nicht.',
  sections: [
    {
      title: 'Die wichtigsten Bonusarten',
      bullets: [
        '**Willkommensbonus:** Viele Casinos erhöhen deine erste Einzahlung um einen bestimmten Prozentsatz, etwa 100 Prozent bis zu einem festgelegten Höchstbetrag.',
        '**Bonus ohne Einzahlung:** Hier erhältst du schon nach der Registrierung ein kleines Guthaben oder Freispiele, meist mit strengeren Bedingungen und niedrigen Auszahlungsgrenzen.',
        '**Freispiele:** Freispiele gelten für ausgewählte Spielautomaten und haben einen festen Einsatzwert pro Drehung.',
        '**Reload-Bonus:** Für spätere Einzahlungen bieten manche Anbieter wiederkehrende Aktionen an, die meist kleiner ausfallen als der Willkommensbonus.',
        '**Cashback und Treueprogramme:** Beim Cashback bekommst du einen Teil deiner Verluste zurück, Treueprogramme belohnen regelmäßiges Spielen mit Punkten oder Prämien – lass dich dadurch aber nie zum Weiterspielen drängen.',
      ],
    },
    {
      title: 'Umsatz\u00ADbedingungen verstehen',
      bullets: [
        '**Was Umsatz bedeutet:** Die Umsatzanforderung legt fest, wie oft du einen Betrag einsetzen musst, bevor Bonusgeld und daraus entstandene Gewinne auszahlbar werden.',
        '**Faire Spanne:** Eine Anforderung zwischen 20x und 30x gilt als fair; unser Tipp: Bevorzuge Angebote unter 35x.',
        '**Bonus oder Bonus plus Einzahlung:** Prüfe, worauf sich der Umsatz bezieht – bei 100 Euro Bonus und 30x Umsatz musst du 3.000 Euro einsetzen, zählt deine Einzahlung mit, entsprechend mehr.',
        '**Spielgewichtung:** Spielautomaten zählen meist voll zum Umsatz, Tischspiele oft nur teilweise oder gar nicht.',
        '**Fristen:** Viele Boni müssen innerhalb weniger Tage oder Wochen umgesetzt werden, sonst verfallen Bonus und Bonusgewinne.',
      ],
    },
    {
      title: 'Tipps für den Umgang mit Boni',
      bullets: [
        '**AGB zuerst lesen:** Nimm dir vor der Aktivierung Zeit für die Bonusbedingungen, denn dort stehen alle Einschränkungen.',
        '**Maximaleinsatz beachten:** Solange ein Bonus aktiv ist, gilt häufig ein Höchsteinsatz pro Runde; Verstöße können zum Verlust des Bonus führen.',
        '**Auszahlungsgrenzen:** Manche Boni begrenzen den Betrag, den du dir aus Bonusgewinnen auszahlen lassen kannst.',
        '**Bonus ist freiwillig:** Du musst keinen Bonus annehmen – ohne Bonus kannst du dir Guthaben oft flexibler auszahlen lassen.',
        '**Budget vor Bonus:** Zahle nie mehr ein, als du dir leisten kannst, nur um einen höheren Bonus zu erhalten.',
      ],
    },
  ],
  cta: {
    title: 'Bonusangebote vergleichen',
    text: 'Auf unserer Startseite vergleichst du Casinos und ihre Bonusbedingungen auf einen Blick. Spiel nur, wenn du mindestens 18 Jahre alt bist, und setz dir vorher ein Limit.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Casino Bonus Guide: Bonus Types & Wagering Explained',
  metaDescription:
    'Welcome offers, free spins, cashback: we explain the common casino bonus types and show you how to tell fair wagering requirements from poor ones.',
  keywords: 'Casino Bonus, Welcome Bonus, Wagering Requirements, No Deposit Bonus, Free Spins, Cashback',
  title: 'Casino Bonuses: Types, Terms and Tips',
  introduction:
    'Bonuses are the most eye-catching offers at any online casino, but what they are really worth almost always comes down to the small print. Here you will find out which types exist and how to judge wagering requirements realistically. At best, a bonus stretches your playing time; it never guarantees a win.',
  sections: [
    {
      title: 'Common Bonus Types',
      bullets: [
        '**Welcome bonus:** Many casinos top up your first deposit by a set percentage, often 100 per cent up to a fixed maximum.',
        '**No deposit bonus:** You get a small amount of bonus money or a few free spins just for signing up, usually with stricter terms and a low cap on withdrawals.',
        '**Free spins:** These are tied to selected slots and come with a fixed stake per spin.',
        '**Reload bonus:** Some operators run recurring offers on later deposits, which tend to be smaller than the welcome package.',
        '**Cashback and loyalty schemes:** Cashback returns part of your losses, while loyalty programmes reward regular play with points or perks; never let either pressure you into playing on.',
      ],
    },
    {
      title: 'Understanding Wagering Requirements',
      bullets: [
        '**What wagering means:** The requirement tells you how many times you have to stake an amount before the bonus and any winnings from it can be withdrawn.',
        '**A fair range:** Anything from 20x to 30x is generally considered fair, and as a rule of thumb you should look for offers below 35x.',
        '**Bonus only or bonus plus deposit:** Check what the multiplier applies to, because a €100 bonus at 30x means €3,000 in stakes, and more if your deposit counts too.',
        '**Game weighting:** Slots usually count in full towards wagering, while table games often count only partly or not at all.',
        '**Time limits:** Many bonuses must be wagered within a few days or weeks, otherwise the bonus and any bonus winnings expire.',
      ],
    },
    {
      title: 'Using Bonuses Sensibly',
      bullets: [
        '**Read the terms first:** Take a few minutes to go through the bonus conditions before you opt in, because every restriction is listed there.',
        '**Mind the maximum bet:** While a bonus is active there is often a cap on your stake per round, and breaking it can cost you the bonus.',
        '**Withdrawal caps:** Some offers limit how much you can cash out from bonus winnings.',
        '**Bonuses are optional:** You never have to accept one, and playing without a bonus often makes withdrawals more flexible.',
        '**Budget before bonus:** Never deposit more than you can afford just to unlock a bigger bonus.',
      ],
    },
  ],
  cta: {
    title: 'Compare Bonus Offers',
    text: 'Compare casinos and their bonus terms at a glance on our home page. You must be 18 or over to play, and we recommend setting a budget before you start.',
    button: 'Compare casinos',
  },
};
