import type { LinkResult, Outcome } from './link-check';

/** A casino's link as one check found it. */
export interface CheckedLink extends LinkResult {
  slug: string;
  name: string;
  /** The affiliate URL as it was stored when it was checked. */
  url: string;
  checkedAt: string;
}

/** A casino's link in the latest check, with what differs from its check before. */
export interface LinkStatus extends CheckedLink {
  /** Empty when nothing changed, and for a first check. */
  changes: string[];
  firstCheck: boolean;
}

/** What a check ended with, in the words of "was …, now …". */
const ENDINGS: Record<Exclude<Outcome, 'ok' | 'http-error'>, string> = {
  'tls-error': 'a certificate error',
  timeout: 'no answer in time',
  'connection-error': 'no connection',
  'too-many-redirects': 'a redirect loop',
  'bad-redirect': 'a redirect to no web page',
  refused: 'refused (an address not on the internet)',
};
const endingOf = (link: LinkResult) => (link.outcome === 'ok' || link.outcome === 'http-error' ? String(link.finalStatus) : ENDINGS[link.outcome]);

/** What differs between a casino's check before and now, each in a line for the operator. */
export function changesSince(before: CheckedLink, now: CheckedLink): string[] {
  const lines: string[] = [];
  if (before.url !== now.url) lines.push('the catalogue has a new affiliate URL for it');
  const [was, is] = [endingOf(before), endingOf(now)];
  if (was !== is) lines.push(`was ${was}, now ${is}`);
  for (const name of now.droppedParameters) if (!before.droppedParameters.includes(name)) lines.push(`tracking parameter \`${name}\` now dropped`);
  for (const name of before.droppedParameters) if (!now.droppedParameters.includes(name) && now.finalUrl !== null) lines.push(`tracking parameter \`${name}\` arrives again`);
  if (before.finalHost && now.finalHost && before.finalHost !== now.finalHost) lines.push(`now redirects to another host: ${now.finalHost} (was ${before.finalHost})`);
  return lines;
}

export function statusOf(before: CheckedLink | null, now: CheckedLink): LinkStatus {
  return { ...now, changes: before ? changesSince(before, now) : [], firstCheck: before === null };
}

/** Broken links first, then changed ones, then the rest, each by name: what needs a look comes first. */
export function brokenFirst(links: LinkStatus[]): LinkStatus[] {
  const rank = (link: LinkStatus) => (link.broken ? 0 : link.changes.length ? 1 : 2);
  return [...links].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'de'));
}

/** A link's state in one line: what broke it, or where it ends. */
export function summaryOf(link: LinkResult): string {
  if (link.broken) return link.detail ?? link.outcome;
  const redirects = link.chain.length - 1;
  return `${link.finalStatus} at ${link.finalHost}${redirects ? ` after ${redirects} redirect${redirects > 1 ? 's' : ''}` : ''}`;
}
