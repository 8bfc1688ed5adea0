import type { Language } from '@casino/shared';

export interface MailLinks {
  confirmUrl: string;
  /** The page a reader opens from the mail text. */
  unsubscribeUrl: string;
  /** The endpoint mail clients post to for one-click unsubscribe (RFC 8058). */
  oneClickUnsubscribeUrl: string;
}

const texts = {
  de: {
    subject: 'Bitte bestätige deine Anmeldung zum Newsletter',
    body: (links: MailLinks) =>
      [
        'Hallo,',
        '',
        'du hast dich für den Newsletter von CasinoVergleich angemeldet. Bitte bestätige deine Anmeldung mit diesem Link (72 Stunden gültig):',
        '',
        links.confirmUrl,
        '',
        'Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach: ohne Bestätigung schicken wir dir nichts.',
        '',
        'Abmelden: ' + links.unsubscribeUrl,
        '',
        '18+ | Glücksspiel kann süchtig machen. Hilfe: 0800 1 37 27 00 (kostenlos und anonym), check-dein-spiel.de',
      ].join('\n'),
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    body: (links: MailLinks) =>
      [
        'Hello,',
        '',
        'You signed up for the CasinoVergleich newsletter. Please confirm with this link (valid for 72 hours):',
        '',
        links.confirmUrl,
        '',
        'If you did not sign up, simply ignore this e-mail: without confirmation we send you nothing.',
        '',
        'Unsubscribe: ' + links.unsubscribeUrl,
        '',
        '18+ | Gambling can be addictive. Help (Germany): 0800 1 37 27 00 (free and anonymous), check-dein-spiel.de',
      ].join('\n'),
  },
} satisfies Record<Language, { subject: string; body: (links: MailLinks) => string }>;

/** The double opt-in mail, in the language the visitor signed up in. */
export function confirmationMail(language: Language, links: MailLinks) {
  const text = texts[language];
  return {
    subject: text.subject,
    text: text.body(links),
    headers: {
      // Mail clients offer this next to the sender.
      'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
