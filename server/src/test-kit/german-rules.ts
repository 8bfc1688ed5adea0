import { DateTime } from 'luxon';
import { parseDailyWindow, type DailyWindow } from '../core/daily-window';
import { GERMAN_TIME } from '../core/settings';
import { seedCatalogue } from './seed-catalogue';

/** What tests of the German advertising rules (AD_RULES=de) share: quiet hours moved to now, and whitelists of the shipped catalogue. */

/**
 * A whitelist in the regulator's form (CSV, German headers) listing the host of every shipped
 * casino's affiliate URL but those of `leaveOut`, each operator permitted for every product
 * from 2024: with it, the German rules withhold calls to action only in the quiet hours.
 */
export function seedWhitelistCsv(leaveOut: readonly string[] = []): string {
  const rows = seedCatalogue()
    .casinos.filter((casino) => !leaveOut.includes(casino.slug))
    .map((casino) => `Betreiber von ${casino.slug};${new URL(casino.affiliateUrl).hostname};Virtuelle Automatenspiele, Online-Casinospiele, Online-Poker, Sportwetten;01.01.2024;`);
  return ['Veranstalter;Internetdomain(s);Glücksspielart(en);Erlaubnis ab;Erlaubnis bis', ...rows].join('\n');
}

/** The stored affiliate URL of a shipped casino. */
export const seedAffiliateUrl = (slug: string) => seedCatalogue().casinos.find((casino) => casino.slug === slug)!.affiliateUrl;

const clock = (moment: number) => DateTime.fromMillis(moment, { zone: GERMAN_TIME }).toFormat('HH:mm:ss');

/** Quiet hours starting `seconds` from now (to the whole second; negative: ago), two hours long: the setting, the window and the moment of the edge. */
export function quietHoursIn(seconds: number): { window: DailyWindow; setting: string; edge: number } {
  const edge = Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000;
  const setting = `${clock(edge)}-${clock(edge + 2 * 3600_000)}`;
  return { window: parseDailyWindow(setting, GERMAN_TIME), setting, edge };
}
