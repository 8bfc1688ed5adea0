import type { Queryable } from '../core/db/database';
import { summaryOf, type LinkStatus } from './link-changes';

/** The lines of a mail or a command's output for some links: the casino, then what it found. */
export const linkLines = (links: LinkStatus[], said: (link: LinkStatus) => string) => links.map((link) => `- ${link.name} (${link.slug}): ${said(link)}`);

/**
 * The operator's mail after a check that found links broken or changed, queued in the outbox
 * in the check's transaction (so it is sent once, and retried like every mail). Null when there
 * is nothing to tell.
 */
export function linkHealthMail(links: LinkStatus[], consoleUrl: string): { subject: string; text: string } | null {
  const broken = links.filter((link) => link.broken);
  const changed = links.filter((link) => link.changes.length);
  if (!broken.length && !changed.length) return null;
  const text = [
    `The check of the casinos' affiliate links found ${broken.length} of ${links.length} broken and ${changed.length} changed since the check before.`,
    ...(broken.length ? ['', 'Broken:', ...linkLines(broken, summaryOf)] : []),
    ...(changed.length ? ['', 'Changed:', ...linkLines(changed, (link) => link.changes.join('; '))] : []),
    '',
    `Every link, with its redirects: ${consoleUrl}`,
  ].join('\n');
  return { subject: `Affiliate links: ${broken.length} broken, ${changed.length} changed`, text };
}

export const queueMail = (tx: Queryable, to: string, mail: { subject: string; text: string }) =>
  tx.query('INSERT INTO mail_outbox (recipient, subject, text_body) VALUES ($1, $2, $3)', [to, mail.subject, mail.text]);
