const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The review slug of a casino name (spec §2): lowercase, spaces to hyphens, ä ae, ö oe,
 * ü ue, ß ss, and every character outside a-z, 0-9 and hyphen removed.
 */
export function casinoSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[äöüß]/g, (c) => UMLAUTS[c]!)
    .replace(/[^a-z0-9-]/g, '');
}
