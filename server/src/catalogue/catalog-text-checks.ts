import type { CatalogFile } from '@casino/shared/catalog-records';
import { claimName, falseLicenceClaims } from '@casino/shared/licence-claims';
import type { LicenceId } from '@casino/shared';

/** Fields that hold ids, links, colours or dates rather than words a reader takes as a claim. */
const NOT_PROSE = new Set(['slug', 'casinoSlug', 'affiliateUrl', 'imageUrl', 'brandColor', 'verifiedAt', 'licences', 'rating', 'validFrom', 'validUntil', 'bonusValidFrom', 'bonusValidUntil']);

/** Every text of a record with its field path ("pros.de[0]"), however deep: a new text field is checked without being listed here. */
function* textsOf(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* textsOf(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) yield* textsOf(item, path ? `${path}.${key}` : key);
  }
}

/**
 * The catalogue's own texts (descriptions, bonus texts, pros and cons, in both languages) may
 * not claim a licence the casino's `licences` lack: the badge beside them shows the licences,
 * and a visitor or regulator reading "German GGL licence" next to a Malta badge is misled.
 * One problem per false claim, naming the field and the claim.
 */
export function licenceClaimProblems(catalog: CatalogFile, add: (label: string, message: string) => void) {
  const licencesOf = new Map<string, readonly LicenceId[]>(catalog.casinos.map((casino) => [casino.slug, casino.licences]));
  const check = (label: string, record: object, licences: readonly LicenceId[] | undefined) => {
    if (!licences) return; // a bonus of an unknown casino is reported as such
    for (const [field, text] of textsOf(record)) {
      for (const claim of falseLicenceClaims(text, licences)) add(label, `${field} claims ${claimName(claim.claimed)}, which the casino does not hold ("${claim.clause}")`);
    }
  };
  catalog.casinos.forEach((casino, index) => check(`casinos[${index}] "${casino.slug}"`, casino, casino.licences));
  catalog.bonuses.forEach((bonus, index) => check(`bonuses[${index}] "${bonus.casinoSlug}"`, bonus, licencesOf.get(bonus.casinoSlug)));
}

/** A wagering requirement as copy writes it: "35x wagering", "Umsatzbedingungen (35x)", "35-facher Umsatz". */
const WAGERING_FIGURE = /\d+\s*x\s*(wagering|umsatz|rollover|playthrough)|(wagering|umsatz\w*|rollover|playthrough)[^.|]{0,30}?\d+\s*x(?![\p{L}])|\d+-fache[rnms]?\s+umsatz/iu;

/**
 * A bonus's wagering is its record's `wagering` figure, which every page writes: a text of the
 * casino or its bonus that states one too would show a second value the day either changes
 * (Starda's was 35x on the home page and 30x on the bonus page).
 */
export function wageringCopyProblems(catalog: CatalogFile, add: (label: string, message: string) => void) {
  const check = (label: string, record: object) => {
    for (const [field, text] of textsOf(record)) {
      const figure = WAGERING_FIGURE.exec(text);
      if (figure) add(label, `${field} states a wagering figure ("${figure[0]}"); the bonus record's wagering field owns it`);
    }
  };
  catalog.casinos.forEach((casino, index) => check(`casinos[${index}] "${casino.slug}"`, casino));
  catalog.bonuses.forEach((bonus, index) => check(`bonuses[${index}] "${bonus.casinoSlug}"`, bonus));
}
