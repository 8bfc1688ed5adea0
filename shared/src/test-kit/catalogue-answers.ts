import {
  bonusesPath,
  casinoBonusesPath,
  casinoOfferPath,
  casinoPath,
  casinoSlug,
  casinosPath,
  findByReviewSlug,
  firstCasinosPath,
  RequestError,
  type Bonus,
  type Casino,
  type PathResolver,
} from '@casino/shared';

/** The counts pages ask the first casinos by: the top-5 table and a location page. */
const COUNTS = [5, 12];

/**
 * What the server answers about one casino or the first few, made from a test's whole lists
 * (`/api/casinos`, `/api/bonuses`), so a component test states its catalogue once, as the
 * server holds it, whichever of these its page asks.
 */
export function catalogueAnswers(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const casinos = data[casinosPath] as Casino[] | undefined;
  if (!casinos) return {};
  // Without the test's bonuses a casino's offer is not known: those answers stay pending.
  const given = data[bonusesPath] as Bonus[] | undefined;
  const bonuses = given ?? [];
  const answers: Record<string, unknown> = {};
  for (const casino of casinos) {
    const reviewSlug = casinoSlug(casino.name);
    answers[casinoPath(reviewSlug)] ??= findByReviewSlug(casinos, reviewSlug);
    if (given) answers[casinoOfferPath(casino.slug)] ??= { casino, bonus: bonuses.find((bonus) => bonus.casinoSlug === casino.slug) ?? null };
  }
  for (const count of COUNTS) {
    const first = casinos.slice(0, count);
    const listed = new Set(first.map((casino) => casino.slug));
    answers[firstCasinosPath(count)] = first;
    if (given) answers[casinoBonusesPath([...listed])] = bonuses.filter((bonus) => listed.has(bonus.casinoSlug));
  }
  return answers;
}

const ONE_CASINO = /^\/api\/(casinos|offers)\/[^/?]+$/;

/** With a test's catalogue, a question about a casino it does not hold is answered as the server would: 404. */
export const answerUnknownCasino =
  (fallback: PathResolver): PathResolver =>
  (path) =>
    ONE_CASINO.test(path) && path !== '/api/casinos/featured' ? Promise.reject(new RequestError(404, '404: {"message":"Casino not found"}')) : fallback(path);
