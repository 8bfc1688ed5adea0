import type { Database, Queryable } from '../core/db/database';

/**
 * What the site keeps about one newsletter address (its only personal data), for the person it
 * belongs to: their subscription with its consent record, and the mails written to them. Mail
 * bodies are left out: they hold the links' secret tokens, and their text is the site's own.
 *
 * Export and erasure cover these tables alone because no other holds an address or an IP, nor
 * anything that leads to one. The clicks (`affiliate_clicks`: casino, page, placement, click id,
 * and the client as a hash under a random key of the day, deleted the day after) and the
 * networks' conversions (`conversions`: amounts reported against a click id) are deleted after
 * CLICKS_RETENTION_DAYS (400, see clicks/click-retention.ts); the networks (`affiliate_networks`)
 * and the currency rates are the operator's, kept while the operator keeps them; the daily counts
 * (`affiliate_clicks_filtered`, `page_views`) are kept for good.
 */
export interface SubscriberData {
  email: string;
  subscription: {
    status: string;
    language: string;
    consentAt: string;
    consentTextVersion: string;
    /** The sign-up's IP address as a salted hash, as the consent record keeps it. */
    ipHash: string | null;
    confirmationPendingUntil: string | null;
    confirmedAt: string | null;
    unsubscribedAt: string | null;
    lastMailAt: string | null;
    createdAt: string;
    updatedAt: string;
    /** Unsubscribe links sent (one per mail), kept as hashes so each keeps working. */
    unsubscribeLinks: number;
  } | null;
  mails: Array<{ subject: string; status: string; attempts: number; queuedAt: string; sentAt: string | null }>;
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** The address's subscriber row and every mail to it (by row or by recipient, also a former subscriber's). */
async function find(db: Queryable, email: string) {
  const [row] = await db.query<Record<string, unknown> & { id: number; email: string }>(
    `SELECT s.*, (SELECT count(*) FROM newsletter_unsubscribe_tokens t WHERE t.subscriber_id = s.id)::int AS links
     FROM newsletter_subscribers s WHERE lower(s.email) = lower($1)`,
    [email],
  );
  const mails = await db.query<{ id: number; subject: string; status: string; attempts: number; created_at: string; sent_at: string | null }>(
    'SELECT id, subject, status, attempts, created_at, sent_at FROM mail_outbox WHERE lower(recipient) = lower($1) OR subscriber_id = $2 ORDER BY id',
    [email, row?.id ?? null],
  );
  return { row, mails };
}

const record = (db: Queryable, action: 'export' | 'erase', found: boolean, actor: string, reason: string | null = null) =>
  db.query('INSERT INTO subscriber_data_requests (action, found, actor, reason) VALUES ($1, $2, $3, $4)', [action, found, actor, reason]);

/** Everything kept about `email`, the request recorded (without the address). */
export async function exportSubscriber(db: Database, email: string, actor: string): Promise<SubscriberData> {
  return db.transaction(async (tx) => {
    const { row, mails } = await find(tx, email);
    await record(tx, 'export', Boolean(row) || mails.length > 0, actor);
    return {
      email,
      subscription: row
        ? {
            status: String(row.status),
            language: String(row.language),
            consentAt: iso(row.consent_at)!,
            consentTextVersion: String(row.consent_text_version),
            ipHash: (row.ip_hash as string | null) ?? null,
            confirmationPendingUntil: row.status === 'pending' ? iso(row.confirm_expires_at) : null,
            confirmedAt: iso(row.confirmed_at),
            unsubscribedAt: iso(row.unsubscribed_at),
            lastMailAt: iso(row.last_mail_at),
            createdAt: iso(row.created_at)!,
            updatedAt: iso(row.updated_at)!,
            unsubscribeLinks: Number(row.links),
          }
        : null,
      mails: mails.map((mail) => ({ subject: mail.subject, status: mail.status, attempts: mail.attempts, queuedAt: iso(mail.created_at)!, sentAt: iso(mail.sent_at) })),
    };
  });
}

/**
 * Removes everything kept about `email`: the subscriber row (its unsubscribe tokens go with it)
 * and every mail to it, sent or still waiting in the outbox, in one transaction; the request is
 * recorded without the address, with the reason given for it. Returns what was removed.
 */
export async function eraseSubscriber(db: Database, email: string, actor: string, reason: string | null = null): Promise<{ subscriptions: number; mails: number }> {
  return db.transaction(async (tx) => {
    const { row, mails } = await find(tx, email);
    if (mails.length) await tx.query('DELETE FROM mail_outbox WHERE id = ANY($1::bigint[])', [mails.map((mail) => mail.id)]);
    if (row) await tx.query('DELETE FROM newsletter_subscribers WHERE id = $1', [row.id]);
    await record(tx, 'erase', Boolean(row) || mails.length > 0, actor, reason);
    return { subscriptions: row ? 1 : 0, mails: mails.length };
  });
}
