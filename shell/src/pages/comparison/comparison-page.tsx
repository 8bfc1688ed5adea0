import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  CasinoFiltersForm,
  casinoListQuery,
  Container,
  listQuery,
  pageAddressQuery,
  Pager,
  paymentMethodsQuery,
  RedirectTo,
  Section,
  TitledTextGrid,
  useLanguage,
  useLocation,
  useSearchParams,
  useT,
  type FilterField,
} from '@casino/shared';
import { RATING_WEIGHTS, comparisonContent } from '../../content/comparison';
import { PageIntro } from '../page-intro';
import { useReviewPath } from '../review-path';
import { ComparisonCard } from './comparison-card';
import { comparisonRequest } from './comparison-request';

const FILTERS: readonly FilterField[] = ['licence', 'fastWithdrawal', 'payment', 'minRating', 'sort'];

const List = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
`;

const Weights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px;
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: 8px; }
`;

const TrustCard = styled(Card)`
  margin-top: 32px;
`;


/** /casino-vergleich: the ranked featured casinos, filterable and sortable through the URL, a page at a time. */
export function ComparisonPage() {
  const t = useT();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const reviewPath = useReviewPath();
  const [query] = useSearchParams();
  const content = comparisonContent[language];
  const request = comparisonRequest(query);
  const { data, isPending } = useQuery(casinoListQuery(request));
  const payments = useQuery(paymentMethodsQuery());
  // A page past the last (the catalogue shrank, a hand-made link) goes to the last one.
  if (data && request.page > data.pages) return <RedirectTo to={`${pathname}${listQuery(request.filters, data.pages)}`} />;
  const first = data ? (data.page - 1) * data.pageSize : 0;
  return (
    <Section>
      <Container>
        <PageIntro content={content} addressQuery={pageAddressQuery(request.page)} />
        <Card as="section" aria-labelledby="method-title">
          <h2 id="method-title">{content.method.title}</h2>
          <p>{content.method.text}</p>
          <Weights>
            {RATING_WEIGHTS.map(({ category, weight }) => (
              <li key={category}>
                <span>{content.method.categories[category]}</span>
                <strong>{`${weight}%`}</strong>
              </li>
            ))}
          </Weights>
        </Card>
        <CasinoFiltersForm filters={request.filters} payments={payments.data ?? []} fields={FILTERS} />
        {isPending ? (
          <p role="status">{t('comparison.loading')}</p>
        ) : !data || data.total === 0 ? (
          <p role="status">{t('comparison.noMatch')}</p>
        ) : (
          <>
            <p role="status">
              {data.pages > 1 ? `${t('comparison.count', { count: data.total })} · ${t('list.pageOf', { page: data.page, pages: data.pages })}` : t('comparison.count', { count: data.total })}
            </p>
            <List start={first + 1}>
              {data.casinos.map((casino, index) => (
                <ComparisonCard key={casino.id} casino={casino} rank={first + index + 1} reviewPath={reviewPath(casino)} />
              ))}
            </List>
            <Pager page={data.page} pages={data.pages} hrefOf={(page) => `${pathname}${listQuery(request.filters, page)}`} />
          </>
        )}
        <TrustCard as="section" aria-labelledby="trust-title">
          <h2 id="trust-title">{content.whyTrust.title}</h2>
          <TitledTextGrid items={content.whyTrust.reasons} />
        </TrustCard>
      </Container>
    </Section>
  );
}
