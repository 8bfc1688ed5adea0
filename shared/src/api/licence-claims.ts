import { LICENCE_IDS, LICENCES, hasLicenceIn, type LicenceId } from './licences';

/**
 * Finds what a piece of free text claims about a casino's licences, so that no copy can state a
 * licence the catalogue does not give the casino. The catalogue import refuses a file whose
 * casino or bonus texts make such a claim; the written reviews' test holds their prose to it.
 *
 * A text claims a licence when one clause (text between . ; ! ? , | and dashes) names
 * - a regulator by name or abbreviation ("GGL", "Malta Gaming Authority"), or
 * - a jurisdiction ("Malta", "deutsche", "Curaçao", "EU") together with a word of licensing
 *   ("Lizenz", "licensed", "reguliert", "legal"),
 * unless a word before it in its phrase denies it ("Keine deutsche GGL-Lizenz"; a denial before
 * "und", "and", "aber" speaks of what it joins: "Keine Gebühren und deutsche Lizenz" claims) or the clause
 * states a rule or gives advice ("only GGL-licensed sites are legal", "prüfe, ob …", "check the
 * whitelist"). A mention of a country in another sense ("Deutschsprachiger Kundenservice",
 * "based in Malta") is no claim: it has no licensing word.
 * The rule errs on the side of a claim: an editor rewords a sentence the check misreads, which
 * costs a minute; a wrong licence claim on a German page is a legal risk.
 */

/** Words naming each licence's regulator: a claim on their own. */
const REGULATORS: Record<LicenceId, readonly string[]> = {
  ggl: ['GGL', 'Gemeinsame[nr]? Glücksspielbehörde', 'Joint Gambling Authority', 'GGL-Whitelist'],
  mga: ['MGA', 'Malta Gaming Authority'],
  at: ['BMF'],
  ee: ['Maksu- ja Tolliamet', 'EMTA'],
  se: ['Spelinspektionen'],
  dk: ['Spillemyndigheden'],
  ukgc: ['UKGC', 'Gambling Commission'],
  gi: ['Gibraltar Gambling Commissioner', 'GRA'],
  im: ['Gambling Supervision Commission', 'GSC'],
  curacao: ['Curaçao eGaming', 'Curacao eGaming', 'Antillephone', 'Gaming Control Board', 'CGA'],
  anjouan: ['Anjouan Offshore Finance Authority'],
  kahnawake: ['Kahnawake Gaming Commission'],
};

/** Words naming each licence's jurisdiction, in German and English (nouns and adjectives). */
const JURISDICTIONS: Record<LicenceId, readonly string[]> = {
  ggl: ['Deutschland', 'Germany', 'deutsch(e[nmrs]?)?', 'German', 'Schleswig-Holstein'],
  mga: ['Malta', 'maltesische[nmrs]?', 'Maltese'],
  at: ['Österreich', 'Austria', 'österreichische[nmrs]?', 'Austrian'],
  ee: ['Estland', 'Estonia', 'estnische[nmrs]?', 'Estonian'],
  se: ['Schweden', 'Sweden', 'schwedische[nmrs]?', 'Swedish'],
  dk: ['Dänemark', 'Denmark', 'dänische[nmrs]?', 'Danish'],
  ukgc: ['Vereinigte[nms]? Königreich', 'United Kingdom', 'UK', 'Großbritannien', 'Great Britain', 'britische[nmrs]?', 'British'],
  gi: ['Gibraltar'],
  im: ['Isle of Man'],
  curacao: ['Curaçao', 'Curacao'],
  anjouan: ['Anjouan', 'Komoren', 'Comoros'],
  kahnawake: ['Kahnawake'],
};

/** A claim of some EU licence, which a GGL licence or another member state's satisfies. */
const EU = ['EU', 'europäische[nmrs]?', 'European', 'Europe', 'Europa'];

const LICENSING = /(lizen[sz]|licen[cs]|erlaubnis|konzession|reguliert|regulated|regulier|permit|(?<!il)legal)/i;
/** Words that, before a mention in its clause, deny it ("Keine deutsche GGL-Lizenz", "does not hold a licence from Germany"). */
const DENIAL = /(?<![\p{L}])(kein\w*|nicht|ohne|fehlend\w*|weder|no|not|non|without|lacks?|lacking|missing|neither|nor|never|statt|instead of)(?![\p{L}])/iu;
/** Words that, anywhere in a clause, make it a rule or advice rather than a statement about the casino. */
const GENERAL = /(?<![\p{L}])(ob|whether|if|falls|wenn|only|nur|prüfe|prüfen|nachprüfen|check)(?![\p{L}])/iu;
const CLAUSE_END = /[.;!?,–—|]|\s-\s|\n/;

/** Words joining two statements in one clause: a denial before them speaks of the first only. */
const CONJUNCTION = /(?<![\p{L}])(und|and|sowie|plus|aber|but|&)(?![\p{L}])/giu;
/** The words before a mention, back to the clause's start or its last conjunction ("Keine Gebühren und deutsche GGL-Lizenz" claims). */
const phraseBefore = (clause: string, index: number) => {
  const before = clause.slice(0, index);
  const joins = [...before.matchAll(CONJUNCTION)];
  const last = joins.at(-1);
  return last ? before.slice(last.index + last[0].length) : before;
};

/** A word list as one regular expression matching whole words (letters may not touch either end). */
const wordsPattern = (words: readonly string[], flags: string) => new RegExp(`(?<![\\p{L}\\d])(${words.join('|')})(?![\\p{L}])`, flags);

type Claimed = LicenceId | 'eu';
const PATTERNS: Array<{ claimed: Claimed; pattern: RegExp; needsLicensingWord: boolean }> = [
  ...LICENCE_IDS.map((id) => ({ claimed: id as Claimed, pattern: wordsPattern(REGULATORS[id], 'gu'), needsLicensingWord: false })),
  ...LICENCE_IDS.map((id) => ({ claimed: id as Claimed, pattern: wordsPattern(JURISDICTIONS[id], 'giu'), needsLicensingWord: true })),
  { claimed: 'eu', pattern: wordsPattern(EU, 'giu'), needsLicensingWord: true },
];

export interface LicenceClaim {
  /** The licence the text claims, or `eu` for "an EU licence" of any member state. */
  claimed: Claimed;
  /** The clause that makes the claim, as written. */
  clause: string;
}

/** Every licence a text claims, clause by clause. */
export function licenceClaims(text: string): LicenceClaim[] {
  const claims: LicenceClaim[] = [];
  for (const clause of text.split(CLAUSE_END)) {
    if (GENERAL.test(clause)) continue;
    const licensing = LICENSING.test(clause);
    for (const { claimed, pattern, needsLicensingWord } of PATTERNS) {
      if (needsLicensingWord && !licensing) continue;
      const claimedHere = [...clause.matchAll(pattern)].some((match) => !DENIAL.test(phraseBefore(clause, match.index)));
      if (claimedHere && !claims.some((claim) => claim.claimed === claimed && claim.clause === clause.trim())) claims.push({ claimed, clause: clause.trim() });
    }
  }
  return claims;
}

/** Whether a casino holding these licences can truthfully make the claim. */
export const holdsClaim = (licences: readonly LicenceId[], claimed: Claimed) =>
  claimed === 'eu' ? hasLicenceIn(licences, 'eu') : licences.includes(claimed);

/** The licence a claim names, as a reader of an error message knows it. */
export const claimName = (claimed: Claimed) =>
  claimed === 'eu' ? 'an EU licence' : `a licence of ${LICENCES[claimed].jurisdiction.en}${LICENCES[claimed].short ? ` (${LICENCES[claimed].short})` : ''}`;

/** The claims in a text that licences do not back. */
export const falseLicenceClaims = (text: string, licences: readonly LicenceId[]) =>
  licenceClaims(text).filter((claim) => !holdsClaim(licences, claim.claimed));
