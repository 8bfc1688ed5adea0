import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  ButtonLink,
  Card,
  CardList,
  casinoCountQuery,
  CasinoFiltersForm,
  casinoListQuery,
  casinoSearchQuery,
  Container,
  Grid,
  HomeBreadcrumb,
  listQuery,
  normalizeSearchTerm,
  pageAddressQuery,
  PageHead,
  Pager,
  paymentMethodsQuery,
  readListRequest,
  RedirectTo,
  SEARCH_PARAM,
  Section,
  useLocalizePath,
  useLocation,
  useSearchParams,
  useT,
  type FilterField,
} from '@casino/shared';
import { IndexCasinoCard } from '../components/index-casino-card';
import { CasinoSearchForm } from '../components/casino-search-form';

/** The count on the comparison button when no casino has loaded (spec §9). */
export const FALLBACK_CASINO_COUNT = 28;

/** The index filters what a review is about; payout speed and sorting are the comparison's. */
const FILTERS: readonly FilterField[] = ['licence', 'payment', 'minRating'];

const Why = styled(Card).attrs({ as: 'section' })`
  margin: 32px 0;
`;

/**
 * /reviews: the casinos in list order, a page at a time, filtered by licence, payment method and
 * rating through the URL, or the casinos a search by name finds (`?suche=`); then the why-trust
 * block and the way to the comparison.
 */
export function ReviewsIndexPage() {
  const t = useT();
  const localize = useLocalizePath();
  const [query] = useSearchParams();
  const term = normalizeSearchTerm(query.get(SEARCH_PARAM) ?? '');
  const count = useQuery(casinoCountQuery());
  return (
    <Section>
      <Container>
        <HomeBreadcrumb title={t('reviews.indexTitle')} />
        <h1>{t('reviews.indexTitle')}</h1>
        <p>{t('reviews.indexIntro')}</p>
        <CasinoSearchForm key={term} term={term} />
        {term ? <SearchResults term={term} /> : <ListPage query={query} />}
        <Why aria-labelledby="why-reviews">
          <h2 id="why-reviews">{t('reviews.whyTitle')}</h2>
          <Grid $min="220px">
            {(['Independent', 'Expert', 'Current'] as const).map((key) => (
              <div key={key}>
                <h3>{t(`reviews.why${key}Title`)}</h3>
                <p>{t(`reviews.why${key}Text`)}</p>
              </div>
            ))}
          </Grid>
        </Why>
        <ButtonLink to={localize('/casino-vergleich')}>{t('reviews.compareAll', { count: count.data?.casinos || FALLBACK_CASINO_COUNT })}</ButtonLink>
      </Container>
    </Section>
  );
}

/** One page of the list: its own address (canonical with its page number), the filters, the cards and the links to the other pages. */
function ListPage({ query }: { query: URLSearchParams }) {
  const t = useT();
  const { pathname } = useLocation();
  const request = readListRequest(query, 'all');
  const { data, isPending } = useQuery(casinoListQuery(request));
  const payments = useQuery(paymentMethodsQuery());
  const head = <PageHead title={t('reviews.indexMetaTitle')} description={t('reviews.indexMetaDescription')} addressQuery={pageAddressQuery(request.page)} />;
  // A page past the last (the catalogue shrank, a hand-made link) goes to the last one.
  if (data && request.page > data.pages) return <RedirectTo to={`${pathname}${listQuery(request.filters, data.pages)}`} />;
  const first = data ? (data.page - 1) * data.pageSize : 0;
  return (
    <>
      {head}
      <CasinoFiltersForm filters={request.filters} payments={payments.data ?? []} fields={FILTERS} />
      {isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : !data || data.total === 0 ? (
        <p role="status">{t('comparison.noMatch')}</p>
      ) : (
        <>
          {data.pages > 1 && <p role="status">{t('list.pageOf', { page: data.page, pages: data.pages })}</p>}
          <CardList $min="280px">
            {data.casinos.map((casino, index) => (
              <li key={casino.id}>
                <IndexCasinoCard casino={casino} rank={first + index + 1} position={first + index + 1} />
              </li>
            ))}
          </CardList>
          <Pager page={data.page} pages={data.pages} hrefOf={(page) => `${pathname}${listQuery(request.filters, page)}`} />
        </>
      )}
    </>
  );
}

/** What a search by name found, best match first. Not for search engines: the list's pages are the index. */
function SearchResults({ term }: { term: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const { data, isPending } = useQuery(casinoSearchQuery(term));
  return (
    <>
      <PageHead title={t('reviews.indexMetaTitle')} description={t('reviews.indexMetaDescription')} noindex />
      {isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : !data?.length ? (
        <p role="status">{t('search.none', { term })}</p>
      ) : (
        <>
          <p role="status">{t('search.results', { count: data.length, term })}</p>
          <CardList $min="280px">
            {data.map((casino, index) => (
              <li key={casino.id}>
                <IndexCasinoCard casino={casino} position={index + 1} />
              </li>
            ))}
          </CardList>
        </>
      )}
      <p>
        <ButtonLink $variant="secondary" to={localize('/reviews')}>
          {t('search.clear')}
        </ButtonLink>
      </p>
    </>
  );
}
