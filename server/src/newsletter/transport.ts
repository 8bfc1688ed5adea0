import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { OWNER_ONLY_FILE, ownerOnlyFolder } from '../core/state-files';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * Delivers over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). The time limits keep a
 * stuck mail server from holding a mail for nodemailer's default ten minutes: a send that
 * hangs fails and is retried later (the outbox renews its lease while a send is under way).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
  return async (mail) => {
    await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
  };
}

/**
 * Without a mail server configured, each mail is written as an .eml file (open it in any
 * mail program): nothing is lost on a development machine. A mail holds its recipient's
 * confirmation and unsubscribe tokens: only the owner reads the folder and the files.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await composer.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
    await ownerOnlyFolder(dir);
    await writeFile(path.join(dir, `${mail.id.padStart(8, '0')}.eml`), info.message as Buffer, { mode: OWNER_ONLY_FILE });
  };
}
