import type { GuideContent } from '../types';

export const de: GuideContent = {
  metaTitle: 'Zahlungsmethoden im Casino: Ein- und Auszahlungen',
  metaDescription:
    'PayPal, Kreditkarte, Trustly, Paysafecard und Überweisung im Vergleich: Auszahlungen in meist 1 bis 5 Werktagen, Gebühren und Verifizierung erklärt.',
  keywords: 'Casino Zahlungsmethoden, PayPal Casino, Trustly, Paysafecard, Kreditkarte, Auszahlung, Verifizierung',
  title: 'Zahlungs\u00ADmethoden im Casino',
  introduction:
    'Wie du Geld einzahlst und wieder auszahlst, beeinflusst Tempo, Kosten und Sicherheit deines Casino-Erlebnisses. In diesem Ratgeber stellen wir dir die gängigen Zahlungsmethoden vor und erklären, wie lange Auszahlungen dauern und warum die Verifizierung dazugehört.',
  sections: [
    {
      title: 'Die gängigen Zahlungs\u00ADmethoden',
      bullets: [
        '**PayPal:** Bei vielen in Deutschland lizenzierten Casinos verfügbar; Einzahlungen werden sofort gutgeschrieben, und du gibst deine Bankdaten nicht direkt beim Casino an.',
        '**Kredit- und Debitkarten:** Visa und Mastercard sind weit verbreitet und bequem, Auszahlungen auf die Karte dauern jedoch oft einige Werktage.',
        '**Trustly:** Du zahlst direkt über dein Online-Banking, ohne ein zusätzliches Konto anzulegen; Einzahlungen sind sofort verfügbar, Auszahlungen gehen zurück auf dein Bankkonto.',
        '**Paysafecard:** Die Prepaid-Karte mit 16-stelligem PIN eignet sich gut, um Einzahlungen auf einen festen Betrag zu begrenzen; für Auszahlungen brauchst du aber meist eine andere Methode.',
        '**Banküberweisung:** Die klassische Überweisung ist sicher und fast überall möglich, aber die langsamste Option – Ein- und Auszahlungen können mehrere Werktage dauern.',
      ],
    },
    {
      title: 'Auszahlungen: Dauer und Ablauf',
      bullets: [
        '**Übliche Dauer:** Je nach Casino und Methode dauert eine Auszahlung meist 1 bis 5 Werktage, wobei E-Wallets oft schneller sind als Karte oder Überweisung.',
        '**Interne Prüfung:** Bevor das Geld überwiesen wird, prüft das Casino deinen Auszahlungsantrag, was je nach Anbieter einige Stunden bis wenige Tage dauern kann.',
        '**Gleicher Weg zurück:** Aus Sicherheitsgründen und zur Geldwäscheprävention zahlen Casinos in der Regel auf die Methode aus, mit der du eingezahlt hast.',
        '**Gebühren und Limits:** Prüfe vorab, ob Gebühren anfallen und welche Mindest- und Höchstbeträge pro Auszahlung gelten.',
        '**Offene Bonusbedingungen:** Solange ein Bonus noch nicht umgesetzt ist, kann eine Auszahlung gesperrt sein oder dazu führen, dass der Bonus verfällt.',
      ],
    },
    {
      title: 'Verifizierung und Sicherheit',
      bullets: [
        '**Identitätsnachweis:** Lizenzierte Casinos müssen dein Alter und deine Identität prüfen, etwa per Ausweis-Upload oder Video-Ident.',
        '**Weitere Dokumente:** Je nach Fall kann ein Adressnachweis oder ein Beleg für deine Zahlungsmethode angefordert werden, zum Beispiel ein Kontoauszug.',
        '**Früh verifizieren:** Erledige die Verifizierung direkt nach der Registrierung, damit sich deine erste Auszahlung nicht unnötig verzögert.',
        '**Nur eigene Konten:** Ein- und Auszahlungen sind nur über Zahlungskonten erlaubt, die auf deinen Namen laufen – Zahlungen über Dritte werden abgelehnt.',
        '**Nie mit geliehenem Geld:** Zahle nie mit geliehenem Geld oder über deinen Dispokredit ein, sondern setze nur Geld ein, das du für Unterhaltung übrig hast.',
      ],
    },
  ],
  cta: {
    title: 'Casinos mit passenden Zahlungs\u00ADmethoden finden',
    text: 'Vergleiche auf unserer Startseite lizenzierte Casinos und ihre Zahlungsmethoden auf einen Blick. Glücksspiel ist erst ab 18 Jahren erlaubt – spiele verantwortungsvoll.',
    button: 'Casinos vergleichen',
  },
};

export const en: GuideContent = {
  metaTitle: 'Casino Payment Methods: Deposits & Withdrawals',
  metaDescription:
    'PayPal, cards, Trustly, Paysafecard and bank transfer compared: withdrawals usually take 1 to 5 business days, plus fees and verification explained.',
  keywords: 'Casino Payment Methods, PayPal Casino, Trustly, Paysafecard, Credit Card, Withdrawals, Verification',
  title: 'Casino Payment Methods',
  introduction:
    'How you move money in and out of a casino affects speed, cost and security. This guide covers the most common payment methods, how long withdrawals take and why verification is part of the process.',
  sections: [
    {
      title: 'Common Payment Methods',
      bullets: [
        '**PayPal:** Available at many casinos licensed in Germany; deposits land instantly and you don\'t have to share your bank details with the casino directly.',
        '**Credit and debit cards:** Visa and Mastercard are widely accepted and convenient, although withdrawals to a card often take a few business days.',
        '**Trustly:** You pay straight from your online banking without opening another account; deposits arrive instantly and withdrawals go back to your bank account.',
        '**Paysafecard:** This prepaid voucher with a 16-digit PIN is a good way to cap deposits at a fixed amount, but you will usually need a different method to withdraw.',
        '**Bank transfer:** A classic transfer is secure and almost universally available, but it is the slowest option, with deposits and withdrawals taking several business days.',
      ],
    },
    {
      title: 'Withdrawals: Timing and Process',
      bullets: [
        '**Typical timing:** Depending on the casino and method, a withdrawal usually takes 1 to 5 business days, with e-wallets often faster than cards or bank transfers.',
        '**Internal review:** Before any money is sent, the casino reviews your request, which can take anything from a few hours to a couple of days.',
        '**Same way back:** For security and anti-money-laundering reasons, casinos generally pay out to the method you used to deposit.',
        '**Fees and limits:** Check in advance whether any fees apply and what the minimum and maximum amounts per withdrawal are.',
        '**Active bonuses:** While a bonus is still being wagered, a withdrawal may be blocked or may cause the bonus to be forfeited.',
      ],
    },
    {
      title: 'Verification and Security',
      bullets: [
        '**Proof of identity:** Licensed casinos must verify your age and identity, for example through an ID upload or a video call.',
        '**Extra documents:** Depending on your case, you may be asked for proof of address or proof of your payment method, such as a bank statement.',
        '**Verify early:** Complete verification right after signing up so your first withdrawal is not held up unnecessarily.',
        '**Your own accounts only:** Deposits and withdrawals are only allowed through payment accounts in your own name, and payments via third parties will be rejected.',
        '**Never gamble on credit:** Don\'t deposit borrowed money or dip into your overdraft; only play with money you have set aside for entertainment.',
      ],
    },
  ],
  cta: {
    title: 'Find a Casino That Suits You',
    text: 'Compare licensed casinos and the payment methods they accept at a glance on our home page. Gambling is for adults 18+ only, so please play responsibly.',
    button: 'Compare casinos',
  },
};
