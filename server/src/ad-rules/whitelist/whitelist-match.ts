import { DateTime } from 'luxon';
import type { ProductId } from '@casino/shared';
import { GERMAN_TIME } from '../../core/settings';
import type { WhitelistEntry } from './whitelist-file';
import type { StoredWhitelist } from './whitelist-store';

export type Verdict = { permitted: true; operator: string } | { permitted: false; reason: string };

/**
 * Whether `host` is `domain` or below it: www.tipico.de and record.tipico.de are tipico.de's;
 * nottipico.de is not. A domain listed with "www." stands for the domain below it: the "www."
 * is one subdomain of the operator's, so www.tipico.de as listed owns tipico.de and record.tipico.de too.
 */
export function belongsTo(host: string, domain: string): boolean {
  const owned = domain.startsWith('www.') && domain.split('.').length > 2 ? domain.slice(4) : domain;
  return host === owned || host.endsWith(`.${owned}`);
}

/** The German calendar day of a moment, "2026-11-28": permissions run by German days. */
export const germanDay = (moment: number) => DateTime.fromMillis(moment, { zone: GERMAN_TIME }).toISODate()!;

/** The moments a permission starts and ends: the German midnights that begin its first day and follow its last. */
export function permissionMoments(entry: WhitelistEntry): number[] {
  const midnight = (day: string) => DateTime.fromISO(day, { zone: GERMAN_TIME }).startOf('day');
  return [
    ...(entry.permittedFrom ? [midnight(entry.permittedFrom).toMillis()] : []),
    ...(entry.permittedUntil ? [midnight(entry.permittedUntil).plus({ days: 1 }).toMillis()] : []),
  ];
}

/** Why `entry` does not permit `products` on `day`, or null when it does. */
function refusalOf(entry: WhitelistEntry, products: readonly ProductId[], day: string): string | null {
  const missing = products.filter((product) => !entry.gameTypes.includes(product));
  if (missing.length) return `${entry.operator} is not permitted for ${missing.join(', ')}`;
  if (entry.permittedFrom && day < entry.permittedFrom) return `${entry.operator}'s permission starts on ${entry.permittedFrom}`;
  if (entry.permittedUntil && day > entry.permittedUntil) return `${entry.operator}'s permission ended on ${entry.permittedUntil}`;
  return null;
}

/** The verdict on one host, named by `named` ("the link's host x.de"): the first listed operator it belongs to that permits the products, else why not. */
function hostVerdict(list: StoredWhitelist, host: string, products: readonly ProductId[], day: string, named: { subject: string; which: string }): Verdict {
  const owners = list.operators.filter((entry) => entry.domains.some((domain) => belongsTo(host, domain)));
  if (!owners.length) return { permitted: false, reason: `${named.which} belongs to no listed operator` };
  const reasons: string[] = [];
  for (const owner of owners) {
    const refusal = refusalOf(owner, products, day);
    if (!refusal) return { permitted: true, operator: owner.operator };
    reasons.push(refusal);
  }
  return { permitted: false, reason: `${named.subject}: ${reasons.join('; ')}` };
}

/**
 * Whether the regulator's whitelist permits a casino's calls to action at `now`: the host of its
 * affiliate URL, and the host its redirects end at where the link check recorded one, must each
 * belong to a listed operator permitted (that day, in German time) for every one of the casino's
 * products. The reason comes in words, for the record and the console.
 */
export function matchCasino(
  list: StoredWhitelist | null,
  casino: { products: readonly ProductId[]; affiliateHost: string | null; finalHost: string | null },
  now: number,
): Verdict {
  if (!list) return { permitted: false, reason: 'no whitelist imported' };
  if (!casino.affiliateHost) return { permitted: false, reason: 'the affiliate URL names no host' };
  const day = germanDay(now);
  const link = `the link's host ${casino.affiliateHost}`;
  const start = hostVerdict(list, casino.affiliateHost, casino.products, day, { subject: link, which: link });
  if (!start.permitted || !casino.finalHost || casino.finalHost === casino.affiliateHost) return start;
  const end = `the redirects end at ${casino.finalHost}`;
  return hostVerdict(list, casino.finalHost, casino.products, day, { subject: end, which: `${end}, which` });
}
