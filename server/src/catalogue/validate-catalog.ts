import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { CatalogFile } from '@casino/shared/catalog-records';
import { fieldName, problemInWords, type FieldSchema } from '../core/schema-words';
import { normalisedAffiliateUrl } from './affiliate-url';
import { licenceClaimProblems, wageringCopyProblems } from './catalog-text-checks';
import { offerTermProblems } from './offer-terms';
import { reservedSlugProblems } from './reserved-slugs';

/**
 * Compiled on the first catalogue checked, not when the module loads: compiling takes about 0.4 s
 * of processor time, which every server start and every release command would pay for nothing.
 */
let compiledShape: ValidateFunction<CatalogFile> | undefined;
// Verbose: each error carries the schema of its field, whose words (see core/schema-words.ts) say what the field needs.
const shapeCheck = () => (compiledShape ??= new Ajv({ allErrors: true, strict: false, useDefaults: true, verbose: true }).compile<CatalogFile>(CatalogFile));

type Section = keyof CatalogFile;
const SECTIONS: readonly Section[] = ['casinos', 'bonuses', 'locations', 'keywords'];

export type CatalogValidation = { ok: true; catalog: CatalogFile } | { ok: false; errors: string[] };

/**
 * One error of the file's shape in words, the field named inside its record (`pros.de[2]`) or
 * the file (`casinos`): what is missing, unknown, or what the field needs, never the schema's
 * pattern (see core/schema-words.ts).
 */
const describe = (error: ErrorObject, inRecord: boolean) => {
  const segments = error.instancePath.split('/').slice(1).slice(inRecord ? 2 : 0);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return problemInWords({
    field: fieldName(segments),
    keyword: error.keyword,
    property: params.missingProperty ?? params.additionalProperty,
    schema: error.parentSchema as FieldSchema | undefined,
    whole: inRecord ? 'the record' : 'the file',
  });
};

function recordLabel(data: unknown, section: string, index: number) {
  const record = (data as Record<string, unknown[]>)[section]?.[index] as Record<string, unknown> | undefined;
  const name = record?.slug ?? record?.casinoSlug;
  return `${section}[${index}]${typeof name === 'string' ? ` "${name}"` : ''}`;
}

/**
 * References between records (unique slugs, bonuses of known casinos, known keywords, no review
 * slug the API's lists take), texts against the facts they may not restate, offers' terms and windows (offer-terms.ts), and affiliate URLs (normalised in place, see
 * normalisedAffiliateUrl).
 */
function crossChecks(catalog: CatalogFile): string[] {
  const problems = new Map<string, string[]>();
  const add = (label: string, message: string) => problems.set(label, [...(problems.get(label) ?? []), message]);
  const duplicates = (section: Section, slugs: string[]) =>
    slugs.forEach((slug, index) => {
      if (slugs.indexOf(slug) !== index) add(`${section}[${index}] "${slug}"`, `slug "${slug}" appears more than once`);
    });
  duplicates('casinos', catalog.casinos.map((c) => c.slug));
  duplicates('locations', catalog.locations.map((l) => l.slug));
  duplicates('keywords', catalog.keywords.map((k) => k.slug));
  const casinoSlugs = new Set(catalog.casinos.map((c) => c.slug));
  catalog.bonuses.forEach((bonus, index) => {
    if (!casinoSlugs.has(bonus.casinoSlug)) add(`bonuses[${index}] "${bonus.casinoSlug}"`, `casinoSlug "${bonus.casinoSlug}" is not a casino in this file`);
  });
  const keywordSlugs = new Set(catalog.keywords.map((k) => k.slug));
  catalog.locations.forEach((location, index) => {
    const unknown = location.keywords.filter((slug) => !keywordSlugs.has(slug));
    if (unknown.length) add(`locations[${index}] "${location.slug}"`, `unknown keywords ${unknown.join(', ')}`);
  });
  // Stored percent-encoded, as /go/ sends them in a Location header.
  catalog.casinos.forEach((casino, index) => {
    const url = normalisedAffiliateUrl(casino.affiliateUrl);
    if (url === null) add(`casinos[${index}] "${casino.slug}"`, `affiliateUrl "${casino.affiliateUrl.slice(0, 100)}" is not an absolute https URL without credentials`);
    else casino.affiliateUrl = url;
  });
  licenceClaimProblems(catalog, add);
  wageringCopyProblems(catalog, add);
  offerTermProblems(catalog, add);
  reservedSlugProblems(catalog, add);
  return [...problems].map(([label, messages]) => `${label}: ${messages.join('; ')}`);
}

/**
 * Checks a whole catalogue file before anything is written. Each bad record gets one line
 * naming it and everything wrong with it.
 */
export function validateCatalog(data: unknown): CatalogValidation {
  const validateShape = shapeCheck();
  if (validateShape(data)) {
    const errors = crossChecks(data);
    return errors.length ? { ok: false, errors } : { ok: true, catalog: data };
  }
  const byRecord = new Map<string, string[]>();
  for (const error of validateShape.errors ?? []) {
    const [, section, index] = error.instancePath.split('/');
    const label = section && SECTIONS.includes(section as Section) && index !== undefined ? recordLabel(data, section, Number(index)) : 'file';
    const message = describe(error, label !== 'file');
    byRecord.set(label, [...new Set([...(byRecord.get(label) ?? []), message])]);
  }
  return { ok: false, errors: [...byRecord].map(([label, messages]) => `${label}: ${messages.join('; ')}`) };
}
