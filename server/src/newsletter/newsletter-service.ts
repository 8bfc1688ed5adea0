import type { Language } from '@casino/shared';
import type { Database, Queryable } from '../core/db/database';
import { confirmationMail } from './confirmation-mail';
import { hashIp, hashToken, newToken } from './tokens';

/** The consent text shown beside the sign-up field; bump when its wording changes. */
export const CONSENT_TEXT_VERSION = 'newsletter-consent-2026-11';
const CONFIRM_VALID_HOURS = 72;
/** At most one mail per address and hour, whatever is sent to the sign-up form. */
const MAIL_INTERVAL_MINUTES = 60;

export interface NewsletterSettings {
  siteUrl: string;
  ipSalt: string;
}

export type ConfirmResult = 'confirmed' | 'already-confirmed' | 'invalid' | 'expired';

interface SubscriberRow {
  id: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** The last mail went out over an hour ago (or never). */
  hour_passed: boolean;
  /** A mail for the address is still in the outbox, waiting for the mail server. */
  mail_on_its_way: boolean;
  /** The newest mail was given up after the retry period. */
  last_mail_failed: boolean;
}

/**
 * Writes a confirmation mail to the outbox. Every mail gets an unsubscribe token of its own
 * (kept as a hash beside the earlier ones), so the link in any mail ever sent keeps working;
 * the confirmation link is the newest mail's.
 */
async function queueConfirmation(tx: Queryable, settings: NewsletterSettings, subscriber: { id: number; email: string; language: Language }) {
  const confirm = newToken();
  const unsubscribe = newToken();
  await tx.query(
    `UPDATE newsletter_subscribers SET confirm_token_hash = $2, confirm_expires_at = now() + make_interval(hours => $3),
       last_mail_at = now(), updated_at = now() WHERE id = $1`,
    [subscriber.id, confirm.hash, CONFIRM_VALID_HOURS],
  );
  await tx.query('INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscriber_id) VALUES ($1, $2)', [unsubscribe.hash, subscriber.id]);
  const prefix = subscriber.language === 'en' ? '/en' : '';
  const mail = confirmationMail(subscriber.language, {
    confirmUrl: `${settings.siteUrl}${prefix}/newsletter/confirm?token=${confirm.token}`,
    unsubscribeUrl: `${settings.siteUrl}${prefix}/newsletter/unsubscribe?token=${unsubscribe.token}`,
    oneClickUnsubscribeUrl: `${settings.siteUrl}/api/newsletter/unsubscribe?token=${unsubscribe.token}`,
  });
  await tx.query('INSERT INTO mail_outbox (recipient, subject, text_body, headers, subscriber_id) VALUES ($1, $2, $3, $4, $5)', [
    subscriber.email,
    mail.subject,
    mail.text,
    JSON.stringify(mail.headers),
    subscriber.id,
  ]);
}

/**
 * Double opt-in. A sign-up is stored as pending with its consent record, and the
 * confirmation mail is written to the outbox in the same transaction. Every answer is the
 * same whether the address is new, pending or confirmed, so nobody can probe for addresses.
 * A known address gets a new mail at most once an hour, never while its last one is still
 * waiting in the outbox (that would be a duplicate once the mail server is back), and at once
 * when its last one was given up: a new sign-up is the visitor asking again.
 * Returns whether a mail was queued.
 */
export async function subscribe(db: Database, settings: NewsletterSettings, input: { email: string; language: Language; ip: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const consent = [input.language, CONSENT_TEXT_VERSION, hashIp(input.ip, settings.ipSalt)];
    // Concurrent sign-ups of one address meet at the unique index: one row, one winner.
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO newsletter_subscribers (email, status, language, consent_at, consent_text_version, ip_hash)
       VALUES ($1, 'pending', $2, now(), $3, $4) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [input.email, ...consent],
    );
    if (created) {
      await queueConfirmation(tx, settings, { id: created.id, email: input.email, language: input.language });
      return true;
    }
    const [existing] = await tx.query<SubscriberRow>(
      `SELECT s.id, s.status,
         (s.last_mail_at IS NULL OR s.last_mail_at < now() - make_interval(mins => $2)) AS hour_passed,
         EXISTS (SELECT 1 FROM mail_outbox m WHERE m.subscriber_id = s.id AND m.status IN ('pending', 'sending')) AS mail_on_its_way,
         COALESCE((SELECT m.status = 'failed' FROM mail_outbox m WHERE m.subscriber_id = s.id ORDER BY m.id DESC LIMIT 1), false) AS last_mail_failed
       FROM newsletter_subscribers s WHERE lower(s.email) = lower($1) FOR UPDATE OF s`,
      [input.email, MAIL_INTERVAL_MINUTES],
    );
    if (!existing || existing.status === 'confirmed' || existing.mail_on_its_way) return false;
    if (!existing.hour_passed && !existing.last_mail_failed) return false;
    // Pending again, or back after unsubscribing: a fresh consent record and a fresh link.
    await tx.query(
      `UPDATE newsletter_subscribers SET status = 'pending', language = $2, consent_at = now(), consent_text_version = $3,
         ip_hash = $4, unsubscribed_at = NULL, updated_at = now() WHERE id = $1`,
      [existing.id, ...consent],
    );
    await queueConfirmation(tx, settings, { id: existing.id, email: input.email, language: input.language });
    return true;
  });
}

export async function confirm(db: Database, token: string): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; status: string; expired: boolean }>(
      `SELECT id, status, confirm_expires_at < now() AS expired FROM newsletter_subscribers
       WHERE confirm_token_hash = $1 FOR UPDATE`,
      [hashToken(token)],
    );
    if (!row) return 'invalid';
    if (row.status === 'confirmed') return 'already-confirmed';
    if (row.status !== 'pending') return 'invalid';
    if (row.expired) return 'expired';
    await tx.query(`UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1`, [row.id]);
    return 'confirmed';
  });
}

/** Ends the subscription; the link in every mail ever sent works, however often it is used. */
export async function unsubscribe(db: Database, token: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now()),
       confirm_token_hash = NULL, updated_at = now()
     WHERE id = (SELECT subscriber_id FROM newsletter_unsubscribe_tokens WHERE token_hash = $1) RETURNING id`,
    [hashToken(token)],
  );
  return rows.length > 0;
}
