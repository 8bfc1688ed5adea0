import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'PayPal Casino: Sicher ein- und auszahlen',
  metaDescription:
    'PayPal im Online Casino: Warum der Dienst nur bei lizenzierten Anbietern verfügbar ist, wie schnell Zahlungen ankommen und welche Limits gelten.',
  keywords: 'PayPal Casino, Online Casino PayPal, PayPal Einzahlung, PayPal Auszahlung, Zahlungsmethoden, Einzahlungslimit',
  title: 'PayPal Casino: Ein- und Auszahlungen mit PayPal',
  introduction:
    'PayPal gehört zu den beliebtesten Zahlungsmethoden in Deutschland und ist auch in Online-Casinos gefragt. Der Dienst arbeitet hierzulande nur mit geprüften, lizenzierten Anbietern zusammen, was ihn zu einem guten Hinweis auf Seriosität macht. Hier erfährst du, wie Zahlungen ablaufen und welche Grenzen gelten.',
  sections: [
    {
      title: 'PayPal bei deutschen Casinos',
      bullets: [
        '**Nur bei lizenzierten Anbietern:** PayPal lässt Casino-Zahlungen nur nach eigener Prüfung zu und arbeitet in Deutschland mit Anbietern zusammen, die eine gültige Erlaubnis haben.',
        '**Whitelist trotzdem prüfen:** Das PayPal-Logo allein ersetzt nicht den Blick auf die GGL-Whitelist – prüfe die Lizenz immer selbst.',
        '**Einfache Einzahlung:** Du wählst an der Kasse PayPal aus, meldest dich in deinem PayPal-Konto an und bestätigst den Betrag.',
        '**Konto auf deinen Namen:** Dein PayPal-Konto muss auf denselben Namen laufen wie dein Spielerkonto, sonst können Zahlungen abgelehnt werden.',
        '**Verfügbarkeit:** Nicht jedes Casino bietet PayPal an, und das Angebot kann sich ändern – ein Blick in die Übersicht der Zahlungsmethoden schafft Klarheit.',
      ],
    },
    {
      title: 'Geschwindigkeit und Sicherheit',
      bullets: [
        '**Schnelle Einzahlungen:** Einzahlungen per PayPal werden in der Regel sofort deinem Spielerkonto gutgeschrieben.',
        '**Zügige Auszahlungen:** Nach der Freigabe durch das Casino kommen Auszahlungen auf deinem PayPal-Konto oft schneller an als per Banküberweisung.',
        '**Erst verifizieren:** Vor der ersten Auszahlung musst du dich beim Casino verifizieren, was die Bearbeitung beim ersten Mal verlängern kann.',
        '**Weniger Datenweitergabe:** Das Casino erhält keine Bank- oder Kartendaten von dir, da die Zahlung über dein PayPal-Konto läuft.',
        '**Konto absichern:** Schütze dein PayPal-Konto mit einem starken Passwort und der Zwei-Faktor-Authentifizierung.',
      ],
    },
    {
      title: 'Limits und Gebühren',
      bullets: [
        '**Monatliches Einzahlungslimit:** In Deutschland gilt grundsätzlich ein anbieterübergreifendes Einzahlungslimit von 1.000 Euro pro Monat, unabhängig von der Zahlungsmethode.',
        '**Casino-Limits:** Zusätzlich legen Casinos eigene Mindest- und Höchstbeträge für Ein- und Auszahlungen fest.',
        '**Gebühren:** Meist fallen keine Gebühren an, prüfe aber trotzdem die Bedingungen von Casino und PayPal, etwa bei Währungsumrechnungen.',
        '**Auszahlung auf dieselbe Methode:** Casinos zahlen häufig auf die Methode aus, mit der du eingezahlt hast, um Geldwäsche vorzubeugen.',
        '**Bequemlichkeit mit Kehrseite:** Weil Einzahlungen per PayPal so schnell und einfach gehen, ist ein festes persönliches Budget besonders wichtig.',
      ],
    },
  ],
  cta: {
    title: 'PayPal Casinos vergleichen',
    text: 'Auf unserer Startseite vergleichst du lizenzierte Casinos und ihre Zahlungsmethoden. Glücksspiel ist erst ab 18 Jahren erlaubt – zahl nur ein, was du entbehren kannst.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'PayPal Casinos: Safe Deposits and Withdrawals',
  metaDescription:
    'Using PayPal at online casinos: why it is only offered by licensed operators, how fast payments arrive and which limits apply to players in Germany.',
  keywords: 'PayPal Casino, Online Casino PayPal, PayPal Deposit, PayPal Withdrawal, Payment Methods, Deposit Limit',
  title: 'PayPal Casinos: Deposits and Withdrawals with PayPal',
  introduction:
    'PayPal is one of the most popular ways to pay in Germany, and plenty of casino players want to use it too. In Germany it only works with licensed operators it has vetted, which makes it a useful sign of a trustworthy site. Here is how payments work and which limits apply.',
  sections: [
    {
      title: 'PayPal at German Casinos',
      bullets: [
        '**Licensed operators only:** PayPal only allows casino payments after its own review, and in Germany it works with operators that hold a valid licence.',
        '**Still check the whitelist:** A PayPal logo is no substitute for looking the operator up on the GGL whitelist yourself.',
        '**Easy deposits:** Choose PayPal at the cashier, log in to your PayPal account and confirm the amount.',
        '**Account in your name:** Your PayPal account must be in the same name as your casino account, otherwise payments may be declined.',
        '**Availability:** Not every casino offers PayPal and this can change, so check the list of payment methods first.',
      ],
    },
    {
      title: 'Speed and Security',
      bullets: [
        '**Instant deposits:** PayPal deposits usually show up in your casino balance straight away.',
        '**Quick withdrawals:** Once the casino has approved a withdrawal, the money often reaches your PayPal account faster than a bank transfer would.',
        '**Verify first:** You need to complete the casino\'s identity check before your first withdrawal, which can make that first payout take longer.',
        '**Less data shared:** The casino never sees your bank or card details, because the payment runs through your PayPal account.',
        '**Secure your account:** Protect your PayPal account with a strong password and two-factor authentication.',
      ],
    },
    {
      title: 'Limits and Fees',
      bullets: [
        '**Monthly deposit limit:** In Germany a deposit limit of €1,000 per month generally applies across all operators, whichever payment method you use.',
        '**Casino limits:** On top of that, casinos set their own minimum and maximum amounts for deposits and withdrawals.',
        '**Fees:** There are usually no fees, but check the terms of both the casino and PayPal, for example when currency conversion is involved.',
        '**Same route back:** Casinos often pay withdrawals back to the method you deposited with, as a safeguard against money laundering.',
        '**Convenience has a flip side:** Because PayPal deposits are so quick and easy, a fixed personal budget matters all the more.',
      ],
    },
  ],
  cta: {
    title: 'Compare PayPal Casinos',
    text: 'Compare licensed casinos and their payment options on our home page. Gambling is for over-18s only, so only deposit money you can afford to lose.',
    button: 'Compare casinos',
  },
};
