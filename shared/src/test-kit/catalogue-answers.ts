import {
  bonusesPath,
  casinoBonusesPath,
  casinoOfferPath,
  casinoPath,
  casinoSlug,
  casinosPath,
  findByReviewSlug,
  firstCasinosPath,
  casinoCountPath,
  casinoListPath,
  casinoListPathname,
  featuredCasinosPath,
  filterCasinos,
  NO_FILTERS,
  pageOf,
  paymentChoices,
  paymentMethodsPath,
  readCasinoListQuery,
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
  answers[casinoCountPath] = { casinos: casinos.length };
  answers[paymentMethodsPath] = paymentChoices(casinos);
  for (const list of ['all', 'featured'] as const) answers[casinoListPath({ list, filters: NO_FILTERS, page: 1 })] = listAnswer(data, `${casinoListPathname}?list=${list}`);
  for (const count of COUNTS) {
    const first = casinos.slice(0, count);
    const listed = new Set(first.map((casino) => casino.slug));
    answers[firstCasinosPath(count)] = first;
    if (given) answers[casinoBonusesPath([...listed])] = bonuses.filter((bonus) => listed.has(bonus.casinoSlug));
  }
  return answers;
}

/** A page of a list with filters, made from the test's lists as the server makes it; undefined for a request it would refuse. */
function listAnswer(data: Readonly<Record<string, unknown>>, path: string) {
  const asked = readCasinoListQuery(new URL(path, 'http://test').searchParams);
  if ('problem' in asked) return undefined;
  const casinos = (data[casinosPath] ?? []) as Casino[];
  const list = asked.list === 'featured' ? ((data[featuredCasinosPath] as Casino[] | undefined) ?? casinos) : casinos;
  return pageOf(filterCasinos(list, asked.filters), asked.page);
}

const ONE_CASINO = /^\/api\/(casinos|offers)\/[^/?]+$/;

/**
 * With a test's catalogue, a question about a casino it does not hold is answered as the server
 * would (404), and any page of a list is made from the test's lists.
 */
export const answerUnknownCasino =
  (fallback: PathResolver, data: Readonly<Record<string, unknown>> = {}): PathResolver =>
  (path) => {
    if (path.startsWith(`${casinoListPathname}?`) || path === casinoListPathname) {
      const answer = listAnswer(data, path);
      return answer ? Promise.resolve(answer) : Promise.reject(new RequestError(400, '400: {"message":"Bad list request"}'));
    }
    return ONE_CASINO.test(path) && path !== featuredCasinosPath ? Promise.reject(new RequestError(404, '404: {"message":"Casino not found"}')) : fallback(path);
  };
