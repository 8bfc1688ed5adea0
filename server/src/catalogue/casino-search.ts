import { createHash } from 'node:crypto';
import { casinosPath, normalizeSearchTerm, type Casino } from '@casino/shared';
import type { Queryable } from '../core/db/database';
import type { CachedList, CatalogCache } from './catalog-cache';
import { rememberJson } from './known-json';

/**
 * The casinos whose names match a term, best first (migrations/024_casino_search.sql writes
 * both as one key: "Drück Glück" and "drueck glueck" are drueckglueck). Candidates are the names
 * similar to the term (a typo: "leovegs"; a part: "vegas") and the names starting with it
 * (typing: "leo"); the exact name comes first, then names starting with the term, then by
 * similarity (or by how well the term matches a part of the name), then in server order.
 * word_similarity only ranks the candidates: as a filter (<%) it reads every name, some ten
 * times slower at 2,000 casinos. The key holds only a-z and 0-9, so a term's
 * `%` or `_` never reaches LIKE as a wildcard; a term whose key is empty ("!!!") finds nothing.
 * The term's key is worked out once (the materialised `term`), not once for each name it meets.
 */
const MATCHING_SLUGS = `
  WITH term AS MATERIALIZED (SELECT casino_search_key($1) AS key)
  SELECT slug FROM casinos, term
  WHERE term.key <> ''
    AND (search_key % term.key OR search_key LIKE term.key || '%')
  ORDER BY search_key = term.key DESC,
    starts_with(search_key, term.key) DESC,
    greatest(similarity(search_key, term.key), word_similarity(term.key, search_key)) DESC,
    position
  LIMIT $2`;

/** PostgreSQL's text holds no NUL character: it is no part of a name, so it is left out of the term. */
export async function matchingCasinoSlugs(db: Queryable, term: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(MATCHING_SLUGS, [term.replace(/\0/g, ''), limit]);
  return rows.map((row) => row.slug);
}

/** Searches answered at most at once; a search typed letter by letter takes one for each letter. */
export const MAX_KEPT_SEARCHES = 2000;

/** An answer as the catalogue's are made (catalog-cache.ts): its JSON once, and the ETag naming it. */
function answerOf(casinos: Casino[]): CachedList {
  const body = JSON.stringify(casinos);
  rememberJson(casinos, body);
  return { data: casinos, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

const NONE = answerOf([]);

/**
 * Search answers for the API and the server's renders alike: the database decides which casinos
 * match and in what order, the catalogue in memory gives each one as the lists show it now (its
 * running offer, its play link under the play policy), and a casino the lists do not show is left
 * out. Answers are kept until the lists change (an import, an offer starting or ending), the most
 * recently asked MAX_KEPT_SEARCHES of them: suggestions ask for the same few terms again and again.
 */
export class CasinoSearch {
  /** The list the kept answers were made from: a new one (a new object) means they are stale. */
  private madeFrom: CachedList | undefined;
  private bySlug = new Map<string, Casino>();
  private kept = new Map<string, Promise<CachedList>>();

  constructor(
    private readonly catalog: CatalogCache,
    private readonly db: Queryable,
  ) {}

  /** The answer to a term (as typed; normalised here) and a count, or undefined while the catalogue is loading. */
  answer(term: string, limit: number): Promise<CachedList> | undefined {
    const list = this.catalog.get(casinosPath);
    if (!list) return undefined;
    if (list !== this.madeFrom) this.showFrom(list);
    const normalised = normalizeSearchTerm(term);
    if (!normalised) return Promise.resolve(NONE);
    const key = `${limit} ${normalised}`;
    const found = this.kept.get(key);
    if (found) {
      // Asked again: it becomes the most recent, the last to go.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const kept = this.kept;
    const { bySlug } = this;
    const made = matchingCasinoSlugs(this.db, normalised, limit).then((slugs) =>
      answerOf(slugs.flatMap((slug) => bySlug.get(slug) ?? [])),
    );
    // A search the database failed is asked of it again next time, not answered from here.
    made.catch(() => kept.get(key) === made && kept.delete(key));
    kept.set(key, made);
    if (kept.size > MAX_KEPT_SEARCHES) kept.delete(kept.keys().next().value!);
    return made;
  }

  private showFrom(list: CachedList): void {
    this.madeFrom = list;
    this.bySlug = new Map((list.data as Casino[]).map((casino) => [casino.slug, casino]));
    this.kept = new Map();
  }
}
